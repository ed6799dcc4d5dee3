/**
 * What a barcode scanned without a connection turned out to be, once the sync queue looked it up:
 * its scan history entry stops waiting and names the product (or says it was not found), the
 * shopper is told in a toast wherever they are in the app, and a found product is saved on the
 * device. The app's layout hands the queue's events here (features do not reach each other).
 */
import type { QueueEvent } from '../../lib/offline/sync-queue';
import { toast } from '../../lib/toast-store';
import { saveForOffline } from './api/barcode-lookup';
import {
  SCAN_HISTORY_CHANGED,
  readScanHistory,
  settleWaitingScan,
  writeScanHistory,
} from './scan-history';
import { offlineScanAnswered } from './scan-toast';
import type { Product } from '@shop-scanner/shared/products';

/** The barcode a queued lookup's endpoint names (`/api/products/barcode/{barcode}`). */
export const barcodeOfLookup = (endpoint: string): string =>
  decodeURIComponent(endpoint.split('?')[0]!.split('/').pop() ?? '');

const productOf = (answer: unknown): Product | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { name?: unknown }).name === 'string' &&
  typeof (answer as { barcode?: unknown }).barcode === 'string'
    ? (answer as Product)
    : undefined;

const storageOrNone = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export const settleOfflineScan = (event: QueueEvent, storage = storageOrNone()): void => {
  if (event.kind !== 'replayed' && event.kind !== 'not-found') return;
  if (event.call.type !== 'barcode-lookup') return;
  const barcode = barcodeOfLookup(event.call.endpoint);
  const product = event.kind === 'replayed' ? productOf(event.answer) : undefined;
  // The scan page keeps a signed-in user's history under their id (the queue's userId).
  const userId = event.call.userId;
  writeScanHistory(
    storage,
    userId,
    settleWaitingScan(readScanHistory(storage, userId), barcode, product?.name),
  );
  window.dispatchEvent(new CustomEvent(SCAN_HISTORY_CHANGED, { detail: { userId, barcode } }));
  if (product) saveForOffline(product);
  toast.show(offlineScanAnswered(barcode, product?.name), 'info');
};
