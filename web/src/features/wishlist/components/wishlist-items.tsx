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
 * instead, read-only, saying so.
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
import { WishlistItemCard, type ItemCardActions } from './wishlist-item-card';
import { Failed, ItemsSkeleton } from './wishlist-states';

const ItemGrid = memo(function ItemGrid({
  list,
  layout,
  busy,
  actions,
  removingActions,
  removingId,
}: {
  list: readonly WishlistItem[];
  layout: 'grid' | 'list';
  busy: boolean;
  /** Undefined: the cards offer no actions (the saved copy, offline). */
  actions?: ItemCardActions | undefined;
  removingActions?: ItemCardActions | undefined;
  removingId?: string | undefined;
}) {
  return (
    <ul className={`wishlist-grid wishlist-grid--${layout}`} aria-busy={busy || undefined}>
      {list.map((item) => (
        <li key={item.id}>
          <WishlistItemCard
            item={item}
            layout={layout}
            actions={item.id === removingId ? removingActions : actions}
          />
        </li>
      ))}
    </ul>
  );
});

/** The wishlist as saved on this device, shown while there is no connection. */
const SavedItems = ({ layout, narrowed }: { layout: 'grid' | 'list'; narrowed: boolean }) => {
  const saved = useSavedWishlist(true);
  if (saved.isPending) return <ItemsSkeleton layout={layout} />;
  if (!saved.data || saved.data.cachedAt === undefined) {
    return (
      <div className="wishlist-empty" data-testid="wishlist-not-saved">
        <h3>Your wishlist is not available offline</h3>
        <p>It was not saved on this device. Connect to the internet to see it.</p>
      </div>
    );
  }
  return (
    <>
      <SavedCopyNote>
        This is your wishlist as saved on this device on {savedOn(saved.data.cachedAt)}, newest
        first. Prices and stock may have changed since; changes need a connection.
        {narrowed && ' Search, filters, collections and sorting are not applied to it.'}
      </SavedCopyNote>
      <ItemGrid list={saved.data.items} layout={layout} busy={false} />
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
  const onRemove = useCallback((item: WishlistItem) => removeItem(item.id), [removeItem]);
  const actions = useMemo(() => ({ onEdit, onRemove, removing: false }), [onEdit, onRemove]);
  const removingActions = useMemo(() => ({ ...actions, removing: true }), [actions]);

  if (lacksConnection(items))
    return <SavedItems layout={view.layout} narrowed={Object.keys(query).length > 0} />;
  if (items.isPending) return <ItemsSkeleton layout={view.layout} />;
  if (items.isError) return <Failed what="Your wishlist" onRetry={() => void items.refetch()} />;
  if (list === undefined) return <ItemsSkeleton layout={view.layout} />;
  if (list.length === 0) {
    return isNarrowed(view) ? (
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
  }
  return (
    <ItemGrid
      list={list}
      layout={view.layout}
      busy={items.isFetching}
      actions={actions}
      removingActions={removingActions}
      removingId={removing ? removingId : undefined}
    />
  );
};
