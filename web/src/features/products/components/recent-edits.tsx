import type { ReactNode } from 'react';
import type { ProductEdit } from '@shop-scanner/shared/products';
import { Spinner } from '../../../components/ui/spinner';
import { useProductEdits } from '../api/product-edits';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import { RECENT_EDITS_ANCHOR } from '../../../lib/product-links';
import { useRevealWhenLinked } from '../../../lib/use-reveal-when-linked';

const fieldLabels: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  imageUrl: 'Image URL',
  brand: 'Brand',
  barcode: 'Barcode',
};

/** A recorded value as text; an absent one is said so rather than shown as blank. */
export const editValueText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** Another feature's actions on one edit (the staff's revert and suspend, composed by the route). */
export type RenderEditActions = (productId: string, edit: ProductEdit) => ReactNode;

const actionText = (edit: ProductEdit): string => {
  if (edit.action === 'created') return 'Added to the catalogue';
  if (edit.action === 'reverted') return 'Reverted by staff';
  return edit.approvedBy ? 'Edited (approved by staff)' : 'Edited';
};

const EditEntry = ({
  productId,
  edit,
  renderActions,
}: {
  productId: string;
  edit: ProductEdit;
  renderActions: RenderEditActions | undefined;
}) => {
  const changes = Object.entries(edit.changes);
  return (
    <li className="product-edit" data-testid="product-edit">
      <p className="product-edit__what">
        <strong>{actionText(edit)}</strong>{' '}
        <time dateTime={edit.at}>{formatDayTime(new Date(edit.at))}</time>
      </p>
      {edit.action === 'reverted' && edit.reason && (
        <p className="product-edit__reason">Reason: {edit.reason}</p>
      )}
      {edit.action !== 'created' && changes.length > 0 && (
        <ul className="product-edit__changes">
          {changes.map(([field, change]) => (
            <li key={field}>
              {fieldLabels[field] ?? field}: {editValueText(change.from)} →{' '}
              {editValueText(change.to)}
            </li>
          ))}
        </ul>
      )}
      {renderActions?.(productId, edit)}
    </li>
  );
};

/**
 * 'Recent edits': anyone signed in may edit a product, so its history of what changed and when
 * is public (the editors themselves are not named). `renderActions` adds another feature's
 * actions to each edit.
 */
export const RecentEdits = ({
  productId,
  renderActions,
}: {
  productId: string;
  renderActions?: RenderEditActions | undefined;
}) => {
  // At the foot of the page: asked for once the product is on screen, not beside it.
  const edits = useProductEdits(productId, useAfterPaint());
  // A link to the history (a seller's dashboard) lands here once the edits are drawn.
  const section = useRevealWhenLinked(RECENT_EDITS_ANCHOR, !edits.isPending);
  return (
    <section
      ref={section}
      id={RECENT_EDITS_ANCHOR}
      tabIndex={-1}
      aria-labelledby="edits-title"
      className="product-detail__section product-detail__edits"
    >
      <h2 id="edits-title">Recent edits</h2>
      {edits.isPending && <Spinner label="Loading edits" />}
      {edits.isError && <p className="muted-text">The edit history could not be loaded.</p>}
      {edits.data && edits.data.length === 0 && (
        <p className="muted-text">No edits recorded yet.</p>
      )}
      {edits.data && edits.data.length > 0 && (
        <ul className="product-edit-list">
          {edits.data.map((edit) => (
            <EditEntry
              key={edit.id}
              productId={productId}
              edit={edit}
              renderActions={renderActions}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
