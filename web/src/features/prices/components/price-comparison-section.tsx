/**
 * The price comparison section of the product page: the header with the
 * remaining comparisons and its action, the summary, the filters and sort, the store cards and the
 * unconfirmed reports, the empty state, the error box and the limit banner; the trend and the
 * alerts in panels of their own.
 *
 * A comparison uses the month's allowance shared with searches, so it runs only when
 * the shopper asks for it (Compare prices) or when it is free: this product was compared this
 * month already (the allowance says so, read without spending). Opening a product page spends
 * nothing; the page's header shows what the catalogue already holds (the lowest price, where,
 * the average, the stores in stock), the trend's glance under this header says how the price
 * moved, and the trend and alerts are free. A shopper with nothing
 * left this month is told so at once, without a request that could only be refused.
 */
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countOf } from '@shop-scanner/shared/messages';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { Product } from '@shop-scanner/shared/products';
import { TabList } from '../../../components/ui/tab-list';
import { isLimitRefusal } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session-context';
import { useComparisonAllowance } from '../api/comparison-allowance';
import { usePriceComparison } from '../api/price-comparison';
import { useSavePriceComparisonOffline } from '../api/saved-price-comparison';
import { isConnectionLost, useIsOffline } from '../../../lib/offline/connection';
import { priceQueryKeys } from '../api/price-query-keys';
import {
  activeFilterCount,
  DEFAULT_COMPARISON_FILTERS,
  type ComparisonFilters,
} from '../comparison-filters';
import { ComparisonFiltersForm } from './comparison-filters-form';
import { ComparisonHeader } from './comparison-header';
import { ComparisonLimit } from './comparison-problem';
import { LoadFailure } from './load-failure';
import { ComparisonSummarySkeleton, StoreCardsSkeleton } from './comparison-skeleton';
import { ComparisonSummary } from './comparison-summary';
import { LazyPriceAlertsPanel } from './lazy-price-alerts-panel';
import { PriceTrendPanel } from './price-trend-panel';
import { ReportPrice } from './report-price';
import { storeNamesOf } from '../store-names';
import { StoreCards } from './stores-panel';
import { TrendGlance } from './trend-glance';
import '../prices.css';
import '../price-trend.css';
import '../price-alerts.css';

/** Shown only offline: loaded then, from the app's worker. */
const SavedPriceComparison = lazy(() =>
  import('./saved-price-comparison').then((m) => ({ default: m.SavedPriceComparison })),
);

/** The section's panels: the stores, the price trend and the price alerts. */
const panels = ['stores', 'trend', 'alerts'] as const;
type Panel = (typeof panels)[number];
const panelLabels: Readonly<Record<Panel, string>> = {
  stores: 'Stores',
  trend: 'Price trend',
  alerts: 'Price alerts',
};

export const PriceComparisonSection = ({ product }: { product: Product }) => {
  const { state } = useSession();
  const signedIn = state.status === 'signed-in';
  const sessionKnown = state.status !== 'loading';
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ComparisonFilters>(DEFAULT_COMPARISON_FILTERS);
  const [panel, setPanel] = useState<Panel>('stores');
  const [asked, setAsked] = useState(false);
  const id = useId();
  const allowance = useComparisonAllowance(product.id, sessionKnown);
  const compared = allowance.data?.compared === true;
  // Nothing left and not compared yet: told at once (the server would refuse it).
  const exhausted = !compared && allowance.data?.remaining === 0;
  const running = (asked || compared) && !exhausted;
  const comparison = usePriceComparison(product.id, filters, sessionKnown && running);
  const filtered = activeFilterCount(filters) > 0;
  const clearFilters = useCallback(
    () => setFilters((f) => ({ ...DEFAULT_COMPARISON_FILTERS, sort: f.sort })),
    [],
  );
  // Refreshing is free: every view of this product's prices is read again.
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: priceQueryKeys.product(product.id) });

  const limit = isLimitRefusal(comparison.error) ? comparison.error : undefined;
  const refused = exhausted || limit !== undefined;
  const data = running ? comparison.data : undefined;
  // The comparison over every store is saved on this device once drawn; without a connection the
  // saved one is shown instead (a filtered one, or a filtered one kept on screen while the whole
  // list loads, would later pass for every store's).
  useSavePriceComparisonOffline(filtered || comparison.isPlaceholderData ? undefined : data);
  const offline = useIsOffline() || isConnectionLost(allowance.error);

  if (offline && product.id)
    return (
      <Suspense fallback={null}>
        <SavedPriceComparison product={product} signedIn={signedIn} />
      </Suspense>
    );
  if (!product.id) {
    return (
      <section aria-labelledby="prices-title" className="product-detail__section prices">
        <h2 id="prices-title">Price comparison</h2>
        <p role="alert">{priceMessages.productIdRequired}</p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="prices-title"
      className="product-detail__section prices"
      data-testid="price-comparison"
    >
      <ComparisonHeader
        allowance={allowance.data}
        compared={running && !refused}
        refused={refused}
        comparing={running && comparison.isFetching}
        onCompare={() => setAsked(true)}
        onRefresh={refresh}
      />
      <TrendGlance productId={product.id} />
      {data && <ComparisonSummary comparison={data} />}
      {running && !data && !comparison.isError && <ComparisonSummarySkeleton product={product} />}

      <TabList
        tabs={panels}
        labels={panelLabels}
        active={panel}
        onChange={setPanel}
        label="Price details"
        classNameBase="prices-tabs"
        tabId={(p) => `${id}-tab-${p}`}
        panelId={(p) => `${id}-panel-${p}`}
      />
      <div
        role="tabpanel"
        id={`${id}-panel-${panel}`}
        aria-labelledby={`${id}-tab-${panel}`}
        className="prices-panel"
      >
        <h3 className="visually-hidden">{panelLabels[panel]}</h3>
        {panel === 'trend' ? (
          <PriceTrendPanel productId={product.id} />
        ) : panel === 'alerts' ? (
          <LazyPriceAlertsPanel product={product} />
        ) : (
          <div
            className="prices-stores"
            aria-busy={(running && comparison.isFetching) || undefined}
          >
            {refused ? (
              // Refused: the limit and the stores plainly, no filters for a list not compared.
              <ComparisonLimit error={limit} signedIn={signedIn} stores={product.stores} />
            ) : running ? (
              <>
                <ComparisonFiltersForm filters={filters} onChange={setFilters} />
                <p className="prices-status" role="status" data-testid="comparison-status">
                  {comparison.isFetching
                    ? 'Loading prices…'
                    : data
                      ? filtered
                        ? `${data.stores.length} of ${countOf(data.totalStores, 'store', 'stores')} match the filters`
                        : `${countOf(data.totalStores, 'store sells', 'stores sell')} it`
                      : ''}
                </p>
                {comparison.isError ? (
                  <LoadFailure
                    query={comparison}
                    title={priceMessages.comparisonErrorTitle}
                    fallback={priceMessages.comparisonErrorFallback}
                    testId="comparison-error"
                  />
                ) : data ? (
                  <StoreCards comparison={data} filtered={filtered} onClearFilters={clearFilters} />
                ) : (
                  <StoreCardsSkeleton product={product} />
                )}
              </>
            ) : (
              <p className="prices-muted prices-stores__before" data-testid="not-compared">
                Compare prices to see each of the{' '}
                {countOf(product.stores.length, 'store', 'stores')} with its shipping, checked
                discounts and the best deal.
              </p>
            )}
            <ReportPrice
              productId={product.id}
              storeNames={storeNamesOf(product.stores)}
              signedIn={signedIn}
            />
          </div>
        )}
      </div>
    </section>
  );
};
