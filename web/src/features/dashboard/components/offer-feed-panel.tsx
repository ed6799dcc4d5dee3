/**
 * PLACEHOLDER: the offer feed's upload and its row-by-row report. The offer-feed work replaces
 * this file, keeping the export; the dashboard page renders it as it is.
 */
export const OfferFeedPanel = () => null;
