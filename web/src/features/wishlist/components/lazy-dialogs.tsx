/**
 * The item and collection dialogs, loaded when first opened: their forms check with the shared
 * zod schemas through react-hook-form, about 35 KB gzip that the wishlist and a collection's page
 * do not need to draw, and that kept both over the 150 KB first-load budget.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { CollectionDialog } from './collection-dialog';
import type { EditItemDialog } from './edit-item-dialog';

const EditItem = lazy(() =>
  import('./edit-item-dialog').then((m) => ({ default: m.EditItemDialog })),
);
const Collection = lazy(() =>
  import('./collection-dialog').then((m) => ({ default: m.CollectionDialog })),
);

/** While a dialog's code arrives: the backdrop it opens on, and a word that it is coming. */
const Opening = () => (
  <div className="dialog-backdrop">
    <Spinner label="Opening" />
  </div>
);

export const LazyEditItemDialog = (props: ComponentProps<typeof EditItemDialog>) => (
  <Suspense fallback={<Opening />}>
    <EditItem {...props} />
  </Suspense>
);

export const LazyCollectionDialog = (props: ComponentProps<typeof CollectionDialog>) => (
  <Suspense fallback={<Opening />}>
    <Collection {...props} />
  </Suspense>
);
