/**
 * The products API (part 1 §7, part 2 §7), typed by the shared contracts. Pages and the scanner
 * both call these; each answer is checked against its schema.
 */
import {
  catalogueStatsSchema,
  categoriesResultSchema,
  productEditsSchema,
  popularProductsSchema,
  productSchema,
  searchResultSchema,
  type CreateProductInput,
  type SearchQueryInput,
  type UpdateProductInput,
} from '@shop-scanner/shared/products';
import { apiRequest } from '../api-client';

/**
 * Every TanStack Query key of the catalogue, in one place, all under `products`: the scan page and
 * the product pages read the same products, so a write from either (an add, an edit) invalidates
 * `productQueryKeys.all` and no page shows a stale copy (a cached search, a product page, its
 * edit history). Each key holds every parameter, so each page, filter set and sort is cached on
 * its own.
 */
export const productQueryKeys = {
  all: ['products'] as const,
  search: (query: SearchQueryInput) => ['products', 'search', query] as const,
  popular: () => ['products', 'popular'] as const,
  categories: () => ['products', 'categories'] as const,
  stats: () => ['products', 'stats'] as const,
  byId: (id: string) => ['products', 'detail', id] as const,
  edits: (id: string) => ['products', 'edits', id] as const,
  barcode: (barcode: string) => ['products', 'barcode', barcode] as const,
};

/** Whether a cached query is a barcode lookup (`productQueryKeys.barcode`). */
export const isBarcodeLookupKey = (key: readonly unknown[]): boolean =>
  key[0] === productQueryKeys.all[0] && key[1] === productQueryKeys.barcode('')[1];

/** The search query string, with empty values left out (part 2 §5). */
export const searchParams = (query: SearchQueryInput): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
};

export const productsApi = {
  byBarcode: (barcode: string, signal?: AbortSignal) =>
    apiRequest(`/api/products/barcode/${encodeURIComponent(barcode)}`, {
      schema: productSchema,
      signal,
    }),
  byId: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}`, { schema: productSchema, signal }),
  edits: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}/edits`, {
      schema: productEditsSchema,
      signal,
    }),
  search: (query: SearchQueryInput, signal?: AbortSignal) =>
    apiRequest(`/api/products/search?${searchParams(query)}`, {
      schema: searchResultSchema,
      signal,
    }),
  popular: (signal?: AbortSignal) =>
    apiRequest('/api/products/popular', { schema: popularProductsSchema, signal }),
  categories: (signal?: AbortSignal) =>
    apiRequest('/api/products/categories', { schema: categoriesResultSchema, signal }),
  stats: (signal?: AbortSignal) =>
    apiRequest('/api/products/stats', { schema: catalogueStatsSchema, signal }),
  create: (input: CreateProductInput) =>
    apiRequest('/api/products', { method: 'POST', body: input, schema: productSchema }),
  update: (id: string, input: UpdateProductInput) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
      schema: productSchema,
    }),
};
