/**
 * `GET /api/products/barcode/{barcode}` as a query (cached 5 minutes). A 404 is an
 * answer, not a failure: the scan result card's "Product Not Found" case, with the add form's
 * prefill when the server's fallback found one.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BarcodeNotFound, Product } from '@shop-scanner/shared/products';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { ApiError } from '../../../lib/api-client';
import { track } from '../../../lib/analytics/analytics';
import { productQueryKeys, productsApi } from '../../../lib/api/products';
import { BARCODE_CACHE_MS } from '../scanner-constants';

export type BarcodeLookup =
  { kind: 'found'; product: Product } | { kind: 'not-found'; notFound: BarcodeNotFound };

const notFoundAnswer = objectWith<BarcodeNotFound>('message', 'barcode');

/** The 404's body (with the add form's prefill when the fallback found one), or a plain one. */
const notFoundBody = (error: ApiError, barcode: string): BarcodeNotFound => {
  try {
    return notFoundAnswer.parse(error.body);
  } catch {
    return { message: error.message, barcode };
  }
};

export const lookUpBarcode = async (
  barcode: string,
  signal?: AbortSignal,
): Promise<BarcodeLookup> => {
  try {
    const product = await productsApi.byBarcode(barcode, signal);
    track('scan', { found: true, productId: product.id });
    return { kind: 'found', product };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      track('scan', { found: false });
      return { kind: 'not-found', notFound: notFoundBody(error, barcode) };
    }
    throw error;
  }
};

export const barcodeQueryOptions = (barcode: string) =>
  queryOptions({
    queryKey: productQueryKeys.barcode(barcode),
    queryFn: ({ signal }) => lookUpBarcode(barcode, signal),
    staleTime: BARCODE_CACHE_MS,
    retry: retryTransientOnce,
  });
