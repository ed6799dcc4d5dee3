import { useId, useState } from 'react';
import { usageMessages } from '@shop-scanner/shared/messages';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ScanIcon } from '../../../components/ui/icons';
import { ReservedSpace } from '../../../components/ui/reserved-space';
import { UsageAllowance, UsageAllowanceSkeleton } from '../../../components/ui/usage-allowance';
import { isLimitRefusal } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session-context';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSubscription } from '../api/search-allowance';
import { useProductSearch } from '../api/search-products';
import { useSearchState } from '../hooks/use-search-state';
import {
  activeFilterCount,
  hasFilters,
  isSearchActive,
  noFilters,
  toApiQuery,
} from '../search-state';
import { CatalogueFilterPanel, FilterToggle } from './filter-panel';
import { PopularProducts } from './popular-products';
import { SearchBar } from './search-bar';
import {
  GuestCallToAction,
  limitMessage,
  SearchErrorBox,
  SearchLimitBanner,
} from './search-notices';
import { SearchResults } from './search-results';
import { SavedProducts } from './saved-products';
import { isConnectionLost, useIsOffline } from '../../../lib/offline/connection';
import { ProductCardActionContext, type RenderCardAction } from './product-card-action';
import { SortMenu } from './sort-menu';
import { CatalogueStatsBanner } from './stats-banner';
import '../products.css';

/**
 * From this width the filter panel always sits beside the results (products.css), with no
 * Filters button: one way to reach the filters per width. Below it the panel waits collapsed
 * behind the button, so the first result shows on the first screen.
 */
const SIDE_BY_SIDE = '(min-width: 768px)';

/**
 * The product database page, its state in the URL. `renderCardAction` draws another feature's
 * action on each card (the route passes the wishlist's add button).
 */
export const ProductsPage = ({ renderCardAction }: { renderCardAction?: RenderCardAction }) => {
  const { state: session } = useSession();
  const signedIn = session.status === 'signed-in';
  const { state, setQuery, setFilters, toggleSort, setPage, clear } = useSearchState();
  const searching = isSearchActive(state);

  // Not before the session is known: a signed-in shopper's search sent without their token (the
  // session still restoring after a reload) would be counted against their address as a guest's.
  const search = useProductSearch(toApiQuery(state), searching && session.status !== 'loading');
  // Without a connection the page shows the products saved on this device instead; the filters
  // and the sort, which only the catalogue applies, are disabled meanwhile.
  const offline = useIsOffline() || (searching && isConnectionLost(search.error));
  const subscription = useSubscription(signedIn);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const [filtersOpenOnPhone, setFiltersOpenOnPhone] = useState(false);
  const filtersOpen = sideBySide || filtersOpenOnPhone;
  // On a phone the panel is made when first opened (then kept, with what was typed in it): a
  // hidden panel would cost the page's first render and its categories' arrival for nothing.
  const [filtersMade, setFiltersMade] = useState(false);
  if (filtersOpen && !filtersMade) setFiltersMade(true);
  const filtersId = useId();

  const limitError = searching && isLimitRefusal(search.error) ? search.error : undefined;
  // A signed-in user with nothing left is told before they try; the server still
  // decides: words already searched this month stay free with any filter, sort or page, and
  // browsing without words never counts.
  const noneLeft = signedIn && subscription.data?.remaining.crossPlatformSearch === 0;
  const goToPage = (page: number) => {
    setPage(page);
    // The pager sits under the grid: bring the new page's top into view (jsdom has no scrolling).
    document.getElementById('results-title')?.scrollIntoView?.({ block: 'start' });
  };
  const filterKey = `${state.filters.minPrice ?? ''}-${state.filters.maxPrice ?? ''}`;
  // A shopper's allowance and scan link; while a stored session is restored, their room is held
  // unseen, so the search bar and results under them do not move when they show.
  const account = (
    <>
      {subscription.data ? (
        <UsageAllowance
          subscription={subscription.data}
          feature="crossPlatformSearch"
          testId="searches-remaining"
        />
      ) : (
        subscription.isPending && <UsageAllowanceSkeleton feature="crossPlatformSearch" />
      )}
      <ButtonLink to="/scan" variant="secondary">
        <ScanIcon width={18} height={18} /> Scan Product
      </ButtonLink>
    </>
  );

  return (
    <ProductCardActionContext value={renderCardAction}>
      <div className="page container products-page">
        <header className="products-page__header">
          <div>
            <h1 className="page__title">Product Database</h1>
            <p className="page__lead">
              Search products, compare what stores charge and check how trustworthy they look.
            </p>
          </div>
          {session.status !== 'signed-out' && (
            <div className="products-page__account">
              {session.status === 'loading' ? <ReservedSpace>{account}</ReservedSpace> : account}
            </div>
          )}
        </header>

        <SearchBar key={state.query} initialQuery={state.query} onSearch={setQuery} />

        <div
          className={
            filtersOpen
              ? 'products-page__layout products-page__layout--filters-open'
              : 'products-page__layout'
          }
        >
          <div className="products-page__toolbar">
            {!sideBySide && (
              <FilterToggle
                open={filtersOpen}
                activeCount={activeFilterCount(state.filters)}
                controls={filtersId}
                onToggle={() => setFiltersOpenOnPhone((open) => !open)}
              />
            )}
            <fieldset className="products-page__controls" disabled={offline}>
              <SortMenu sort={state.sort} direction={state.direction} onSort={toggleSort} />
            </fieldset>
            <Button variant="ghost" className="products-page__clear" onClick={clear}>
              Clear
            </Button>
          </div>

          <div id={filtersId} className="products-page__filters" hidden={!filtersOpen}>
            {(filtersOpen || filtersMade) && (
              <fieldset className="products-page__controls" disabled={offline}>
                <CatalogueFilterPanel
                  key={filterKey}
                  filters={state.filters}
                  onChange={setFilters}
                />
              </fieldset>
            )}
          </div>

          <div className="products-page__main">
            {offline ? (
              <SavedProducts words={state.query} narrowed={hasFilters(state.filters)} />
            ) : limitError ? (
              <SearchLimitBanner message={limitMessage(limitError)} signedIn={signedIn} announce />
            ) : (
              noneLeft && (
                <SearchLimitBanner message={usageMessages.searchLimit(0)} signedIn={signedIn} />
              )
            )}

            {!offline && !searching && (
              <>
                <CatalogueStatsBanner />
                <PopularProducts />
              </>
            )}

            {!offline && searching && search.isError && !limitError && (
              <SearchErrorBox error={search.error} />
            )}
            {!offline && searching && !search.isError && (
              <SearchResults
                page={state.page}
                result={search.data}
                loading={search.isPending}
                updating={search.isPlaceholderData}
                filtered={hasFilters(state.filters)}
                onPageChange={goToPage}
                onClearFilters={() => setFilters(noFilters)}
              />
            )}

            {!signedIn && session.status !== 'loading' && <GuestCallToAction />}
          </div>
        </div>
      </div>
    </ProductCardActionContext>
  );
};
