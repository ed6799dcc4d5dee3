/**
 * /wishlist: the signed-in shopper's saved products and collections. The header's counts and
 * total value, the Collections and Price Drops toggles (the latter with the unread count), a
 * green banner while unread drops wait, the four stat cards, then either the items (search,
 * collection, filters, grid or list, sort), the collections or the price drops; the dialogs to
 * create or edit a collection and to edit an item. What the page shows is in the URL's query. A
 * guest is asked to sign in.
 */
import { useId, useState } from 'react';
import { wishlistSorts } from '@shop-scanner/shared/wishlist-rules';
import type {
  WishlistCollection,
  WishlistItem,
  WishlistSortKey,
} from '@shop-scanner/shared/wishlist';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { SignInActions } from '../../../components/ui/sign-in-actions';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session-context';
import { useWishlistCollections } from '../api/wishlist-collections';
import { useWishlistView } from '../hooks/use-wishlist-view';
import { activeFilterCount, sortLabels } from '../wishlist-view-state';
import { CollectionSelect } from './collection-select';
import { CollectionsSection } from './collections-section';
import { LazyCollectionDialog, LazyEditItemDialog } from './lazy-dialogs';
import { LazyPriceDropsView } from './lazy-price-drops';
import { PriceDropsBanner, PriceDropsToggle } from './price-drops-toggle';
import { WishlistFilterPanel } from './wishlist-filter-panel';
import { WishlistItems } from './wishlist-items';
import { WishlistSearch } from './wishlist-search';
import { WishlistStatCards, WishlistSummary } from './wishlist-stats';
import '../wishlist.css';

const GuestPrompt = () => (
  <section className="page page--narrow page--center" data-testid="wishlist-guest">
    <h1 className="page__title">Your wishlist</h1>
    <p className="page__lead">
      Sign in to save products, group them in collections and see when their prices drop.
    </p>
    <SignInActions />
  </section>
);

/** The item's dialog, with the collections it can be moved to (read here, only while it is open). */
const EditItem = ({ item, onClose }: { item: WishlistItem; onClose: () => void }) => {
  const collections = useWishlistCollections();
  return <LazyEditItemDialog item={item} collections={collections.data ?? []} onClose={onClose} />;
};

/**
 * The page's frame: header, toggles, toolbar and dialogs. It reads none of the wishlist's answers
 * itself; each part reads its own, so an answer redraws only the part that shows it.
 */
const WishlistContent = () => {
  const { view, change, setFilters, clearNarrowing } = useWishlistView();
  const [editing, setEditing] = useState<WishlistItem | null>(null);
  const [collectionDialog, setCollectionDialog] = useState<{
    collection?: WishlistCollection;
  } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(view) > 0);
  const filtersId = useId();
  const showingCollections = view.showing === 'collections';
  const showingDrops = view.showing === 'drops';
  const filterCount = activeFilterCount(view);

  return (
    <div className="page container wishlist-page">
      <header className="wishlist-page__header">
        <div>
          <h1 className="page__title">My Wishlist</h1>
          <WishlistSummary />
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
            pressed={showingDrops}
            onToggle={() => change({ showing: showingDrops ? 'items' : 'drops' })}
          />
          <Button onClick={() => setCollectionDialog({})}>New Collection</Button>
        </div>
      </header>

      {!showingDrops && <PriceDropsBanner onOpen={() => change({ showing: 'drops' })} />}

      <WishlistStatCards />

      {showingDrops ? (
        <LazyPriceDropsView view={view} onChange={change} />
      ) : showingCollections ? (
        <CollectionsSection onCreate={() => setCollectionDialog({})} />
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
            <CollectionSelect
              value={view.collectionId}
              onChange={(collectionId) => change({ collectionId })}
            />
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

          <WishlistItems view={view} onEdit={setEditing} onClearNarrowing={clearNarrowing} />
        </section>
      )}

      {editing && <EditItem item={editing} onClose={() => setEditing(null)} />}
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
