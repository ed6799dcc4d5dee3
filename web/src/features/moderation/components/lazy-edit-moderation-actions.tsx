/**
 * The staff's actions on an edit, for support staff only: everyone else loads none of their code
 * (the dialogs and the moderation calls come in their own chunk the first time a staff member
 * opens a product page).
 */
import { lazy, Suspense } from 'react';
import type { ProductEdit } from '@shop-scanner/shared/products';
import { useCurrentUser } from '../../../lib/auth/session-context';

const EditModerationActions = lazy(() => import('./edit-moderation-actions'));

export const LazyEditModerationActions = ({
  productId,
  edit,
}: {
  productId: string;
  edit: ProductEdit;
}) =>
  useCurrentUser()?.isSupportStaff ? (
    <Suspense fallback={null}>
      <EditModerationActions productId={productId} edit={edit} />
    </Suspense>
  ) : null;
