/** The wishlist's collections, behind the page's Collections toggle: a card each, or the way to make one. */
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useWishlistCollections } from '../api/wishlist-collections';
import { CollectionCard } from './collection-card';
import { Failed, ItemsSkeleton } from './wishlist-states';

export const CollectionsSection = ({ onCreate }: { onCreate: () => void }) => {
  const collections = useWishlistCollections();
  return (
    <section aria-labelledby="wishlist-collections-title">
      <h2 id="wishlist-collections-title" className="wishlist-page__section-title">
        Collections
      </h2>
      <QueryState
        query={collections}
        pending={<ItemsSkeleton layout="grid" />}
        failed={<Failed what="Your collections" onRetry={() => void collections.refetch()} />}
      >
        {(list) =>
          list.length === 0 ? (
            <div className="wishlist-empty" data-testid="wishlist-empty">
              <h3>No collections yet</h3>
              <p>Group saved products, for a gift list or a room, and share it by link.</p>
              <Button onClick={onCreate}>New Collection</Button>
            </div>
          ) : (
            <ul className="wishlist-grid wishlist-grid--grid">
              {list.map((c) => (
                <li key={c.id}>
                  <CollectionCard collection={c} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
};
