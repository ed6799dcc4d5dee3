/** The query keys of the business's own store and its offer feeds. */
export const sellerQueryKeys = {
  all: ['sellers'] as const,
  store: () => [...sellerQueryKeys.all, 'store'] as const,
  feeds: () => [...sellerQueryKeys.all, 'offer-feeds'] as const,
  feed: (id: string) => [...sellerQueryKeys.feeds(), id] as const,
};
