/**
 * Addresses of a product's page that more than one feature links to. The edit history has an
 * anchor of its own, so a seller's dashboard opens a product at its "Recent edits" in one click.
 */
export const RECENT_EDITS_ANCHOR = 'recent-edits';

export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;

export const productEditHistoryPath = (id: string): string =>
  `${productPath(id)}#${RECENT_EDITS_ANCHOR}`;
