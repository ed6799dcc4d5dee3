/**
 * The chart, loaded when the trend panel first shows a series (design.md: what only one panel
 * needs stays off the page's first load). Its box is held at the chart's size while it loads.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyChart = lazy(() => import('./price-chart').then((m) => ({ default: m.PriceChart })));

export const ChartPlaceholder = () => (
  <div className="price-chart price-chart--loading" aria-hidden="true">
    <div className="price-chart__plot skeleton" />
    <div className="price-chart__x" />
  </div>
);

export const LazyPriceChart = (props: ComponentProps<typeof LazyChart>) => (
  <Suspense fallback={<ChartPlaceholder />}>
    <LazyChart {...props} />
  </Suspense>
);
