/**
 * The business's own store card and its offer feed panel, loaded after the dashboard's first
 * answer is drawn: both check what they send with the shared zod schemas (the website form, the
 * feed's limits and messages), which would otherwise put zod in the page's first load. Each
 * placeholder is its card with the title it will have, so nothing below moves much.
 */
import { lazy, Suspense } from 'react';

const StoreDomainCard = lazy(() =>
  import('./store-domain-card').then((m) => ({ default: m.StoreDomainCard })),
);
const OfferFeedPanel = lazy(() =>
  import('./offer-feed-panel').then((m) => ({ default: m.OfferFeedPanel })),
);

const CardLoading = ({ title, className }: { title: string; className: string }) => (
  <section className={`card ${className}`} aria-busy="true" aria-label={title}>
    <h2 className="card__title">{title}</h2>
    <p className="muted-text">Loading…</p>
  </section>
);

export const LazyStoreDomainCard = () => (
  <Suspense fallback={<CardLoading title="Your own store" className="seller-store" />}>
    <StoreDomainCard />
  </Suspense>
);

export const LazyOfferFeedPanel = () => (
  <Suspense fallback={<CardLoading title="Your prices (offer feed)" className="offer-feed" />}>
    <OfferFeedPanel />
  </Suspense>
);
