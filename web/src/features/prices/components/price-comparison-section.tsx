/**
 * The price comparison section of the product page (part 2 §2, issue 9 §3): the header with the
 * remaining comparisons and a refresh, the summary, the filters and sort, the store cards and the
 * unconfirmed reports, the empty state, the error box and the limit banner. Its space is held
 * while it loads, with boxes of the size of what comes (issue 9 §5: layout shift under 0.1).
 */
import { useCallback, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countOf } from '@shop-scanner/shared/messages';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { Product } from '@shop-scanner/shared/products';
import { TabList } from '../../../components/ui/tab-list';
import { isLimitRefusal } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session-context';
import { usePriceComparison } from '../api/price-comparison';
import { priceQueryKeys } from '../api/price-query-keys';
import {
  activeFilterCount,
  DEFAULT_COMPARISON_FILTERS,
  type ComparisonFilters,
} from '../comparison-filters';
import { ComparisonFiltersForm } from './comparison-filters-form';
import { ComparisonHeader } from './comparison-header';
import { ComparisonError, ComparisonLimit } from './comparison-problem';
import { ComparisonSummarySkeleton, StoreCardsSkeleton } from './comparison-skeleton';
import { ComparisonSummary } from './comparison-summary';
import { LazyPriceAlertsPanel } from './lazy-price-alerts-panel';
import { PriceTrendPanel } from './price-trend-panel';
import { ReportPrice } from './report-price';
import { storeNamesOf } from '../store-names';
import { StoreCards } from './stores-panel';
import '../prices.css';

/** The section's panels (part 2 §2): the stores, the price trend and the price alerts. */
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
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ComparisonFilters>(DEFAULT_COMPARISON_FILTERS);
  const [panel, setPanel] = useState<Panel>('stores');
  const id = useId();
  const comparison = usePriceComparison(product.id, filters, state.status !== 'loading');
  const filtered = activeFilterCount(filters) > 0;
  const clearFilters = useCallback(
    () => setFilters((f) => ({ ...DEFAULT_COMPARISON_FILTERS, sort: f.sort })),
    [],
  );
  // Refreshing is free (issue 9 §2): every view of this product's prices is read again.
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: priceQueryKeys.product(product.id) });

  const limit = isLimitRefusal(comparison.error) ? comparison.error : undefined;
  const data = comparison.data;

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
        signedIn={signedIn}
        refreshing={comparison.isFetching}
        onRefresh={refresh}
      />
      {data ? (
        <ComparisonSummary comparison={data} />
      ) : (
        !comparison.isError && <ComparisonSummarySkeleton product={product} />
      )}

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
          <div className="prices-stores" aria-busy={comparison.isFetching || undefined}>
            <ComparisonFiltersForm filters={filters} onChange={setFilters} />
            <p className="prices-status" role="status" data-testid="comparison-status">
              {comparison.isFetching
                ? 'Loading prices…'
                : data
                  ? `Showing ${data.stores.length} of ${countOf(data.totalStores, 'store', 'stores')}`
                  : ''}
            </p>
            {limit ? (
              <ComparisonLimit error={limit} signedIn={signedIn} stores={product.stores} />
            ) : comparison.isError ? (
              <ComparisonError
                error={comparison.error}
                retrying={comparison.isFetching}
                onRetry={() => void comparison.refetch()}
              />
            ) : data ? (
              <StoreCards comparison={data} filtered={filtered} onClearFilters={clearFilters} />
            ) : (
              <StoreCardsSkeleton product={product} />
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
