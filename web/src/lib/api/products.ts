/**
 * The products API, typed by the shared contracts. Pages and the scanner
 * both call these; each answer is checked for its kind (answer-shape.ts), the server holds the rest
 * of the contract.
 */
import type {
  CatalogueStats,
  CreateProductInput,
  Product,
  ProductEdit,
  ProductSummary,
  SearchQueryInput,
  SearchResult,
  UpdateProductInput,
} from '@shop-scanner/shared/products';
import { apiRequest, type ResponseSchema } from '../api-client';
import { SAVED_OFFLINE, answerOrQueued, isQueuedAnswer } from '../offline/saved-offline';
import { listOf, objectWith, stringList } from './answer-shape';

export const productAnswer = objectWith<Product>('id', 'barcode', 'name', 'stores', 'priceHistory');
const productSummaries = listOf<ProductSummary>('id', 'barcode', 'name');
const searchAnswer = objectWith<SearchResult>('products', 'page', 'total', 'totalPages');
const editsAnswer = listOf<ProductEdit>('at', 'action', 'changes');
const statsAnswer = objectWith<CatalogueStats>('products', 'stores', 'categories');

/**
 * What an edit came to: the product as saved, or (202) the edit kept for staff review, with the
 * server's words for it (a verified product's brand change).
 */
export type EditAnswer =
  | { readonly kind: 'saved'; readonly product: Product }
  | { readonly kind: 'held'; readonly message: string; readonly queued?: boolean };
const heldAnswer = objectWith<{ message: string; pendingEdit: object }>('message', 'pendingEdit');
const editAnswer: ResponseSchema<EditAnswer> = {
  parse: (value) =>
    typeof value === 'object' && value !== null && 'pendingEdit' in value
      ? { kind: 'held', message: heldAnswer.parse(value).message }
      : { kind: 'saved', product: productAnswer.parse(value) },
};

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

/** The search query string, with empty values left out. */
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
      schema: productAnswer,
      signal,
      queueable: true,
    }),
  byId: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}`, { schema: productAnswer, signal }),
  edits: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/products/${encodeURIComponent(id)}/edits`, {
      schema: editsAnswer,
      signal,
    }),
  search: (query: SearchQueryInput, signal?: AbortSignal) =>
    apiRequest(`/api/products/search?${searchParams(query)}`, {
      schema: searchAnswer,
      signal,
    }),
  popular: (signal?: AbortSignal) =>
    apiRequest('/api/products/popular', { schema: productSummaries, signal }),
  categories: (signal?: AbortSignal) =>
    apiRequest('/api/products/categories', { schema: stringList, signal }),
  stats: (signal?: AbortSignal) =>
    apiRequest('/api/products/stats', { schema: statsAnswer, signal }),
  /** The product added, or the queued marker: added offline, it is sent when the connection returns. */
  create: (input: CreateProductInput) =>
    answerOrQueued(
      apiRequest('/api/products', {
        method: 'POST',
        body: input,
        schema: productAnswer,
        queueable: true,
      }),
    ),
  /** An edit made offline reads as one not applied yet, with the words for it. */
  update: async (id: string, input: UpdateProductInput): Promise<EditAnswer> => {
    const answer = await answerOrQueued(
      apiRequest(`/api/products/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: editAnswer,
        queueable: true,
      }),
    );
    return isQueuedAnswer(answer) ? { kind: 'held', message: SAVED_OFFLINE, queued: true } : answer;
  },
};
