/**
 * The wishlist's saved products for the page's view (search, collection, filters, sort), as a grid
 * or a list, with their loading, failed and empty states.
 *
 * Drawing twelve cards is the page's heaviest work, so it is kept to once: this is the only part
 * of the page that reads the items (the stats' and the collections' answers redraw their own
 * parts), the cards are drawn from a deferred copy of the answer, which React renders in short
 * slices instead of one long task that holds the page, and a card redraws only when its own item
 * or its remove state changes.
 *
 * The whole list, once drawn, is saved on this device; without a connection the saved copy is shown
 * instead, saying so. Either way the wishlist's calls still in the sync queue show: adds above the
 * list, edits on their items, marked "Pending sync" (or, refused, with the server's words).
 */
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import type { WishlistItem } from '@shop-scanner/shared/wishlist';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { useWishlistItems } from '../api/wishlist-items';
import { useSaveWishlistOffline, useSavedWishlist } from '../api/saved-wishlist';
import { lacksConnection } from '../../../lib/offline/connection';
import { SavedCopyNote, savedOn } from '../../../components/ui/saved-copy-note';
import { isNarrowed, toItemsQuery, type WishlistViewState } from '../wishlist-view-state';
import { usePendingWishlist } from '../api/pending-wishlist';
import { syncByItem, withPendingEdits } from '../../../lib/offline/pending-wishlist-view';
import { PendingAdds } from './pending-adds';
import { WishlistItemCard, type CardSync, type ItemCardActions } from './wishlist-item-card';
import { Failed, ItemsSkeleton } from './wishlist-states';

/** The cards' edits in the sync queue, by item id. */
type SyncOfItems = ReadonlyMap<string, CardSync>;

const ItemGrid = memo(function ItemGrid({
  list,
  layout,
  busy,
  actions,
  removingActions,
  removingId,
  syncOf,
}: {
  list: readonly WishlistItem[];
  layout: 'grid' | 'list';
  busy: boolean;
  /** Undefined: the cards offer no actions. */
  actions?: ItemCardActions | undefined;
  removingActions?: ItemCardActions | undefined;
  removingId?: string | undefined;
  syncOf: SyncOfItems;
}) {
  return (
    <ul className={`wishlist-grid wishlist-grid--${layout}`} aria-busy={busy || undefined}>
      {list.map((item) => (
        <li key={item.id}>
          <WishlistItemCard
            item={item}
            layout={layout}
            actions={item.id === removingId ? removingActions : actions}
            pending={syncOf.get(item.id)}
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * The wishlist's calls in the sync queue as the list shows them: the adds above it, and each
 * item with its waiting edits applied and marked, or its refused ones with the server's words.
 */
const usePendingView = (list: readonly WishlistItem[] | undefined) => {
  const { pending, dismiss } = usePendingWishlist();
  const items = useMemo(
    () => (pending && list ? list.map((item) => withPendingEdits(item, pending.edits)) : list),
    [list, pending],
  );
  const syncOf = useMemo<SyncOfItems>(
    () =>
      new Map(
        [...syncByItem(pending?.edits ?? [])].map(([id, sync]) => [
          id,
          { sync, onDismiss: dismiss },
        ]),
      ),
    [pending, dismiss],
  );
  const adds = <PendingAdds adds={pending?.adds ?? []} onDismiss={dismiss} />;
  return { items, syncOf, adds };
};

/**
 * The wishlist as saved on this device, shown while there is no connection. An item can be edited
 * (the edit waits in the sync queue); removing one needs the connection.
 */
const SavedItems = ({
  layout,
  narrowed,
  onEdit,
}: {
  layout: 'grid' | 'list';
  narrowed: boolean;
  onEdit: (item: WishlistItem) => void;
}) => {
  const saved = useSavedWishlist(true);
  const { items, syncOf, adds } = usePendingView(saved.data?.items);
  const actions = useMemo(() => ({ onEdit, removing: false }), [onEdit]);
  if (saved.isPending) return <ItemsSkeleton layout={layout} />;
  if (!saved.data || saved.data.cachedAt === undefined || !items) {
    return (
      <>
        {adds}
        <div className="wishlist-empty" data-testid="wishlist-not-saved">
          <h3>Your wishlist is not available offline</h3>
          <p>It was not saved on this device. Connect to the internet to see it.</p>
        </div>
      </>
    );
  }
  return (
    <>
      <SavedCopyNote>
        This is your wishlist as saved on this device on {savedOn(saved.data.cachedAt)}, newest
        first. Prices and stock may have changed since. Edits are sent when you are back online;
        removing an item needs a connection.
        {narrowed && ' Search, filters, collections and sorting are not applied to it.'}
      </SavedCopyNote>
      {adds}
      <ItemGrid list={items} layout={layout} busy={false} actions={actions} syncOf={syncOf} />
    </>
  );
};

export const WishlistItems = ({
  view,
  onEdit,
  onClearNarrowing,
}: {
  view: WishlistViewState;
  onEdit: (item: WishlistItem) => void;
  onClearNarrowing: () => void;
}) => {
  const query = toItemsQuery(view);
  const items = useWishlistItems(query);
  // Only the whole list is saved (any order): a search's or a filter's part of it is not the list.
  useSaveWishlistOffline(
    Object.keys(query).every((key) => key === 'sort') ? items.data : undefined,
  );
  const {
    mutate: removeItem,
    isPending: removing,
    variables: removingId,
  } = useRemoveWishlistItem();
  // Until the deferred copy catches up with the answer the skeleton stays: the cards' first
  // drawing is then the background render, which yields to the browser between slices.
  const list = useDeferredValue(items.data);
  const pendingView = usePendingView(list);
  const onRemove = useCallback((item: WishlistItem) => removeItem(item.id), [removeItem]);
  const actions = useMemo(() => ({ onEdit, onRemove, removing: false }), [onEdit, onRemove]);
  const removingActions = useMemo(() => ({ ...actions, removing: true }), [actions]);

  if (lacksConnection(items))
    return (
      <SavedItems layout={view.layout} narrowed={Object.keys(query).length > 0} onEdit={onEdit} />
    );
  if (items.isPending) return <ItemsSkeleton layout={view.layout} />;
  if (items.isError) return <Failed what="Your wishlist" onRetry={() => void items.refetch()} />;
  if (pendingView.items === undefined) return <ItemsSkeleton layout={view.layout} />;
  if (pendingView.items.length === 0) {
    const empty = isNarrowed(view) ? (
      <div className="wishlist-empty" data-testid="wishlist-empty">
        <h3>No items match</h3>
        <p>Try another search, or clear the filters.</p>
        <Button variant="secondary" onClick={onClearNarrowing}>
          Clear search and filters
        </Button>
      </div>
    ) : (
      <div className="wishlist-empty" data-testid="wishlist-empty">
        <h3>Your wishlist is empty</h3>
        <p>Save products from the catalogue or a scan to watch their prices here.</p>
        <ButtonLink to="/products">Browse products</ButtonLink>
      </div>
    );
    return (
      <>
        {pendingView.adds}
        {empty}
      </>
    );
  }
  return (
    <>
      {pendingView.adds}
      <ItemGrid
        list={pendingView.items}
        layout={view.layout}
        busy={items.isFetching}
        actions={actions}
        removingActions={removingActions}
        removingId={removing ? removingId : undefined}
        syncOf={pendingView.syncOf}
      />
    </>
  );
};
