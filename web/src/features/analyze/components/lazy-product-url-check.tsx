/**
 * The url tab's body, loaded when the tab opens: its form library and the verdict view need not
 * weigh on the scan page's first load (design.md: 150 KB gzip per route). The scan route may use
 * this or ProductUrlCheck directly.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const LazyCheck = lazy(() =>
  import('./product-url-check').then((m) => ({ default: m.ProductUrlCheck })),
);

export const LazyProductUrlCheck = (props: ComponentProps<typeof LazyCheck>) => (
  <Suspense fallback={<Spinner label="Opening the product check" />}>
    <LazyCheck {...props} />
  </Suspense>
);
