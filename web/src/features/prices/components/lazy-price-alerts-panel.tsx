/** The alerts panel, loaded when it first shows: its form checks with zod, kept off first load. */
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyPanel = lazy(() =>
  import('./price-alerts-panel').then((m) => ({ default: m.PriceAlertsPanel })),
);

export const LazyPriceAlertsPanel = (props: ComponentProps<typeof LazyPanel>) => (
  <Suspense fallback={<div className="skeleton price-alerts__skeleton" aria-hidden="true" />}>
    <LazyPanel {...props} />
  </Suspense>
);
