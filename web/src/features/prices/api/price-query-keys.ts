/**
 * Every TanStack Query key of the prices feature, all under `prices` and then the product: a price
 * report or a refresh invalidates `priceQueryKeys.product(id)` and every view of that product's
 * prices (each filter set's comparison, the trend, the alerts) is read again.
 */
export const priceQueryKeys = {
  all: ['prices'] as const,
  product: (productId: string) => ['prices', productId] as const,
  comparisons: (productId: string) => ['prices', productId, 'comparison'] as const,
  comparison: (productId: string, params: Readonly<Record<string, string>>) =>
    ['prices', productId, 'comparison', params] as const,
  allowance: (productId: string) => ['prices', productId, 'allowance'] as const,
  trend: (productId: string) => ['prices', productId, 'trend'] as const,
  alerts: (productId: string) => ['prices', productId, 'alerts'] as const,
};

export const productPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;
