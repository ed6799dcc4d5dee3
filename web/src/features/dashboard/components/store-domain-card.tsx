/**
 * PLACEHOLDER: the business's own store (its domain, the claim and its verification). The
 * offer-feed work replaces this file, keeping the export; the dashboard page renders it as it is.
 */
export const StoreDomainCard = () => null;
