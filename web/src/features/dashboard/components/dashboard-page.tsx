import { OfferFeedPanel } from './offer-feed-panel';
import { StoreDomainCard } from './store-domain-card';

/**
 * The seller dashboard is a placeholder in the spec.
 * TEMPORARY (the dashboard work replaces this page): renders the store card and the offer feed
 * panel so that they can be used and tested before the two branches meet.
 */
export const DashboardPage = ({ businessName }: { businessName: string | undefined }) => (
  <section className="page page--narrow">
    <p className="page__eyebrow">Seller dashboard</p>
    <h1 className="page__title">{businessName ?? 'Your business'}</h1>
    <StoreDomainCard />
    <OfferFeedPanel />
  </section>
);
