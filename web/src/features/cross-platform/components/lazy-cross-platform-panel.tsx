/**
 * The panel, loaded when it first opens (the scan card's 'Find This Product on Other Platforms'):
 * its form library, tables and styles need not weigh on the scan page's first load
 * (design.md: 150 KB gzip per route).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const LazyPanel = lazy(() =>
  import('./cross-platform-panel').then((m) => ({ default: m.CrossPlatformPanel })),
);

export const LazyCrossPlatformPanel = (props: ComponentProps<typeof LazyPanel>) => (
  <Suspense fallback={<Spinner label="Opening the cross-platform search" />}>
    <LazyPanel {...props} />
  </Suspense>
);
