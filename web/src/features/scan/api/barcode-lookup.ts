/**
 * `GET /api/products/barcode/{barcode}` as a query (cached 5 minutes). A 404 is an
 * answer, not a failure: the scan result card's "Product Not Found" case, with the add form's
 * prefill when the server's fallback found one.
 *
 * Without a connection a barcode is answered from the products saved on this device (said to be
 * the saved copy); one not saved waits in the sync queue as a pending lookup, which the server
 * counts as a scan when it is sent. A product found online is saved on the device for next time.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BarcodeNotFound, Product } from '@shop-scanner/shared/products';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import {
  ApiError,
  currentCallerId,
  isQueuedAnswer,
  isQueuedFailure,
} from '../../../lib/api-client';
import { track } from '../../../lib/analytics/analytics';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { BARCODE_CACHE_MS } from '../scanner-constants';

export type BarcodeLookup =
  | {
      kind: 'found';
      product: Product;
      /** Set when it is the copy saved on this device (read without a connection), from when. */
      savedAt?: number;
    }
  | { kind: 'not-found'; notFound: BarcodeNotFound }
  /** Without a connection and not saved here: looked up when the connection returns. */
  | { kind: 'queued'; queueId: number };

const notFoundAnswer = objectWith<BarcodeNotFound>('message', 'barcode');

/** The 404's body (with the add form's prefill when the fallback found one), or a plain one. */
const notFoundBody = (error: ApiError, barcode: string): BarcodeNotFound => {
  try {
    return notFoundAnswer.parse(error.body);
  } catch {
    return { message: error.message, barcode };
  }
};

/** The product cache is loaded only when a lookup needs it: the scan page's first load stays lean. */
const productCache = () => import('../../../lib/offline/product-cache');

const savedCopy = async (barcode: string): Promise<BarcodeLookup | undefined> => {
  const saved = await (
    await productCache()
  ).readCachedProductByBarcode(await currentCallerId(), barcode);
  return saved && { kind: 'found', product: saved.product, savedAt: saved.cachedAt };
};

/** Saves a product found online, after the answer is shown; a failure to save changes nothing. */
export const saveForOffline = (product: Product): void => {
  void Promise.all([productCache(), currentCallerId()])
    .then(([cache, userId]) => cache.cacheProduct(userId, product))
    .catch(() => undefined);
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const lookUpBarcode = async (
  barcode: string,
  signal?: AbortSignal,
): Promise<BarcodeLookup> => {
  if (isOffline()) {
    const saved = await savedCopy(barcode);
    if (saved) return saved;
  }
  try {
    const answer = await productsApi.byBarcode(barcode, signal);
    if (isQueuedAnswer(answer)) return { kind: 'queued', queueId: answer.queueId };
    track('scan', { found: true, productId: answer.id });
    saveForOffline(answer);
    return { kind: 'found', product: answer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      track('scan', { found: false });
      return { kind: 'not-found', notFound: notFoundBody(error, barcode) };
    }
    // The connection dropped on the way: the lookup is queued; the saved copy answers meanwhile.
    if (error instanceof ApiError && isQueuedFailure(error)) {
      return (await savedCopy(barcode)) ?? { kind: 'queued', queueId: error.queueId! };
    }
    throw error;
  }
};

/** Only the server's own answer is kept: a saved copy or a pending lookup is asked again. */
const isServerAnswer = (lookup: BarcodeLookup | undefined): boolean =>
  lookup !== undefined && lookup.kind !== 'queued' && !(lookup.kind === 'found' && lookup.savedAt);

export const barcodeQueryOptions = (barcode: string) =>
  queryOptions({
    queryKey: productQueryKeys.barcode(barcode),
    queryFn: ({ signal }) => lookUpBarcode(barcode, signal),
    staleTime: (query) => (isServerAnswer(query.state.data) ? BARCODE_CACHE_MS : 0),
    retry: retryTransientOnce,
    // Without a connection the lookup still runs: it answers from the device or queues itself.
    networkMode: 'always',
  });
