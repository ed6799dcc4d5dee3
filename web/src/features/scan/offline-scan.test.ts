import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedCall } from '../../lib/offline/offline-db';
import { toast } from '../../lib/toast-store';
import { barcodeOfLookup, settleOfflineScan } from './offline-scan';
import {
  SCAN_HISTORY_CHANGED,
  readScanHistory,
  settleWaitingScan,
  writeScanHistory,
} from './scan-history';

const lookup: QueuedCall = {
  id: 1,
  type: 'barcode-lookup',
  data: undefined,
  endpoint: '/api/products/barcode/4006381333931',
  method: 'GET',
  timestamp: 1,
  retries: 0,
  idempotencyKey: 'k',
  userId: 'ann',
};

afterEach(() => {
  localStorage.clear();
  toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
});

describe('a barcode scanned offline, once looked up', () => {
  it('reads the barcode from the lookup it queued', () => {
    // Act
    const code = barcodeOfLookup('/api/products/barcode/0%2012');

    // Assess
    expect(code).toBe('0 12');
  });

  it('names the product in the waiting entry only, and keeps the order', () => {
    // Prepare
    const history = [
      { barcode: '1', timestamp: 't1', waiting: true },
      { barcode: '2', timestamp: 't2', productName: 'Kettle' },
    ];

    // Act
    const found = settleWaitingScan(history, '1', 'Tea');
    const missing = settleWaitingScan(history, '1', undefined);
    const untouched = settleWaitingScan(history, '2', 'Other');

    // Assess
    expect(found).toEqual([
      { barcode: '1', timestamp: 't1', productName: 'Tea' },
      { barcode: '2', timestamp: 't2', productName: 'Kettle' },
    ]);
    expect(missing[0]).toEqual({ barcode: '1', timestamp: 't1', notFound: true });
    expect(untouched).toEqual(history);
  });

  it("updates the user's history, tells the page and the shopper what it was", () => {
    // Prepare
    writeScanHistory(localStorage, 'ann', [
      { barcode: '4006381333931', timestamp: 't1', waiting: true },
    ]);
    const heard = vi.fn();
    window.addEventListener(SCAN_HISTORY_CHANGED, heard);

    // Act
    settleOfflineScan(
      { kind: 'replayed', call: lookup, answer: { name: 'Green Tea', barcode: '4006381333931' } },
      localStorage,
    );
    window.removeEventListener(SCAN_HISTORY_CHANGED, heard);

    // Assess
    expect(readScanHistory(localStorage, 'ann')).toEqual([
      { barcode: '4006381333931', timestamp: 't1', productName: 'Green Tea' },
    ]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(toast.getSnapshot().map((t) => t.message)).toEqual([
      'Barcode 4006381333931, scanned while offline: Green Tea.',
    ]);
  });

  it('says when the barcode was not found', () => {
    // Prepare
    writeScanHistory(localStorage, 'ann', [
      { barcode: '4006381333931', timestamp: 't1', waiting: true },
    ]);

    // Act
    settleOfflineScan({ kind: 'not-found', call: lookup }, localStorage);

    // Assess
    expect(readScanHistory(localStorage, 'ann')[0]).toMatchObject({ notFound: true });
    expect(toast.getSnapshot().map((t) => t.message)).toEqual([
      'Barcode 4006381333931, scanned while offline: product not found.',
    ]);
  });

  it('leaves other calls alone', () => {
    // Prepare
    writeScanHistory(localStorage, 'ann', [{ barcode: '1', timestamp: 't1', waiting: true }]);

    // Act
    settleOfflineScan(
      { kind: 'replayed', call: { ...lookup, type: 'wishlist-add' }, answer: {} },
      localStorage,
    );

    // Assess
    expect(readScanHistory(localStorage, 'ann')[0]).toMatchObject({ waiting: true });
    expect(toast.getSnapshot()).toEqual([]);
  });
});
