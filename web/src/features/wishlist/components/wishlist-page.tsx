/**
 * /wishlist: the signed-in shopper's saved products and collections. The header's counts and
 * total value, the Collections and Price Drops toggles (the latter with the unread count), a
 * green banner while unread drops wait, the four stat cards, then either the items (search,
 * collection, filters, grid or list, sort), the collections or the price drops; the dialogs to
 * create or edit a collection and to edit an item. What the page shows is in the URL's query. A
 * guest is asked to sign in.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { wishlistSorts } from '@shop-scanner/shared/wishlist-rules';
import type {
  WishlistCollection,
  WishlistItem,
  WishlistSortKey,
} from '@shop-scanner/shared/wishlist';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session-context';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { useWishlistCollections } from '../api/wishlist-collections';
import { useWishlistItems } from '../api/wishlist-items';
import { useWishlistStats } from '../api/wishlist-stats';
import { useWishlistView } from '../hooks/use-wishlist-view';
import { activeFilterCount, isNarrowed, sortLabels, toItemsQuery } from '../wishlist-view-state';
import { CollectionCard } from './collection-card';
import { LazyCollectionDialog, LazyEditItemDialog } from './lazy-dialogs';
import { LazyPriceDropsView } from './lazy-price-drops';
import { PriceDropsBanner, PriceDropsToggle } from './price-drops-toggle';
import { WishlistFilterPanel } from './wishlist-filter-panel';
import { WishlistItemCard } from './wishlist-item-card';
import { WishlistSearch } from './wishlist-search';
import { WishlistStatCards, WishlistSummary } from './wishlist-stats';
import '../wishlist.css';

const SKELETON_CARDS = 6;

const GuestPrompt = () => {
  const location = useLocation();
  return (
    <section className="page page--narrow page--center" data-testid="wishlist-guest">
      <h1 className="page__title">Your wishlist</h1>
      <p className="page__lead">
        Sign in to save products, group them in collections and see when their prices drop.
      </p>
      <div className="hero__actions">
        <ButtonLink to="/login" state={{ from: location }}>
          Sign in
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </section>
  );
};

const ItemsSkeleton = ({ layout }: { layout: 'grid' | 'list' }) => (
  <div role="status" aria-label="Loading your wishlist">
    <ul className={`wishlist-grid wishlist-grid--${layout}`}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <CardSkeleton
            className="wishlist-item wishlist-item--skeleton"
            imageClassName="wishlist-item__image"
            bodyClassName="wishlist-item__body"
            lines={['short', 'wide', 'medium', 'medium', 'short']}
            testId="wishlist-item-skeleton"
          />
        </li>
      ))}
    </ul>
  </div>
);

const Failed = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <div className="notice notice--error" role="alert">
    <p>{what} could not be loaded. Please try again.</p>
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  </div>
);

const WishlistContent = () => {
  const { view, change, setFilters, clearNarrowing } = useWishlistView();
  const items = useWishlistItems(toItemsQuery(view));
  const collections = useWishlistCollections();
  const stats = useWishlistStats();
  const remove = useRemoveWishlistItem();
  const [editing, setEditing] = useState<WishlistItem | null>(null);
  const [collectionDialog, setCollectionDialog] = useState<{
    collection?: WishlistCollection;
  } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(view) > 0);
  const filtersId = useId();
  const showingCollections = view.showing === 'collections';
  const showingDrops = view.showing === 'drops';
  const unreadDrops = stats.data?.priceDrops ?? 0;
  const filterCount = activeFilterCount(view);

  return (
    <div className="page container wishlist-page">
      <header className="wishlist-page__header">
        <div>
          <h1 className="page__title">My Wishlist</h1>
          <WishlistSummary stats={stats} />
        </div>
        <div className="wishlist-page__header-actions">
          <Button
            variant="secondary"
            aria-pressed={showingCollections}
            onClick={() => change({ showing: showingCollections ? 'items' : 'collections' })}
          >
            Collections
          </Button>
          <PriceDropsToggle
            unread={unreadDrops}
            pressed={showingDrops}
            onToggle={() => change({ showing: showingDrops ? 'items' : 'drops' })}
          />
          <Button onClick={() => setCollectionDialog({})}>New Collection</Button>
        </div>
      </header>

      {unreadDrops > 0 && !showingDrops && (
        <PriceDropsBanner unread={unreadDrops} onOpen={() => change({ showing: 'drops' })} />
      )}

      <WishlistStatCards stats={stats.data} />

      {showingDrops ? (
        <LazyPriceDropsView view={view} onChange={change} />
      ) : showingCollections ? (
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
                  <Button onClick={() => setCollectionDialog({})}>New Collection</Button>
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
      ) : (
        <section aria-labelledby="wishlist-items-title">
          <h2 id="wishlist-items-title" className="visually-hidden">
            Saved products
          </h2>
          <div className="wishlist-toolbar">
            <WishlistSearch
              key={view.search}
              initial={view.search}
              onSearch={(search) => change({ search })}
            />
            <SelectField
              label="Collection"
              value={view.collectionId}
              onChange={(e) => change({ collectionId: e.target.value })}
            >
              <option value="">All items</option>
              {(collections.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
              {/* A collection in the URL that is not (yet) in the list still reads as chosen. */}
              {view.collectionId !== '' &&
                collections.data &&
                !collections.data.some((c) => c.id === view.collectionId) && (
                  <option value={view.collectionId}>A collection not found</option>
                )}
            </SelectField>
            <SelectField
              label="Sort by"
              value={view.sort}
              onChange={(e) => change({ sort: e.target.value as WishlistSortKey })}
            >
              {wishlistSorts.map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s]}
                </option>
              ))}
            </SelectField>
            <div className="wishlist-toolbar__buttons">
              <Button
                variant="secondary"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                Filters{filterCount > 0 && ` (${filterCount})`}
              </Button>
              <div className="wishlist-layout" role="group" aria-label="Layout">
                <Button
                  variant="ghost"
                  aria-pressed={view.layout === 'grid'}
                  onClick={() => change({ layout: 'grid' })}
                >
                  Grid
                </Button>
                <Button
                  variant="ghost"
                  aria-pressed={view.layout === 'list'}
                  onClick={() => change({ layout: 'list' })}
                >
                  List
                </Button>
              </div>
            </div>
          </div>

          {filtersOpen && (
            <WishlistFilterPanel id={filtersId} filters={view} onChange={setFilters} />
          )}

          <QueryState
            query={items}
            pending={<ItemsSkeleton layout={view.layout} />}
            failed={<Failed what="Your wishlist" onRetry={() => void items.refetch()} />}
          >
            {(list) =>
              list.length === 0 ? (
                isNarrowed(view) ? (
                  <div className="wishlist-empty" data-testid="wishlist-empty">
                    <h3>No items match</h3>
                    <p>Try another search, or clear the filters.</p>
                    <Button variant="secondary" onClick={clearNarrowing}>
                      Clear search and filters
                    </Button>
                  </div>
                ) : (
                  <div className="wishlist-empty" data-testid="wishlist-empty">
                    <h3>Your wishlist is empty</h3>
                    <p>Save products from the catalogue or a scan to watch their prices here.</p>
                    <ButtonLink to="/products">Browse products</ButtonLink>
                  </div>
                )
              ) : (
                <ul
                  className={`wishlist-grid wishlist-grid--${view.layout}`}
                  aria-busy={items.isFetching || undefined}
                >
                  {list.map((item) => (
                    <li key={item.id}>
                      <WishlistItemCard
                        item={item}
                        layout={view.layout}
                        actions={{
                          onEdit: setEditing,
                          onRemove: (i) => remove.mutate(i.id),
                          removing: remove.isPending && remove.variables === item.id,
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      )}

      {editing && (
        <LazyEditItemDialog
          item={editing}
          collections={collections.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {collectionDialog && (
        <LazyCollectionDialog
          collection={collectionDialog.collection}
          onClose={() => setCollectionDialog(null)}
        />
      )}
    </div>
  );
};

/** The page: a sign-in prompt for a guest, the wishlist for a shopper. */
export const WishlistPage = () => {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (state.status === 'signed-out') return <GuestPrompt />;
  return <WishlistContent />;
};
