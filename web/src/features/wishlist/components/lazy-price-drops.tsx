/**
 * The price drops view, loaded when the shopper first opens it: a wishlist opened on its items
 * or collections does not load the drops' list, cards and sheet.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { PriceDropsView } from './price-drops-view';

const Drops = lazy(() => import('./price-drops-view').then((m) => ({ default: m.PriceDropsView })));

export const LazyPriceDropsView = (props: ComponentProps<typeof PriceDropsView>) => (
  <Suspense
    fallback={
      <p role="status" aria-label="Loading your price drops" className="price-drops-loading" />
    }
  >
    <Drops {...props} />
  </Suspense>
);
