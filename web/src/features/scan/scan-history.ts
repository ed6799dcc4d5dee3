/**
 * The local scan history: the latest 10 lookups, newest
 * first, one entry per barcode (a rescan moves it to the top). Kept in localStorage per user, so
 * two people sharing a browser do not see each other's scans.
 */
import { SCAN_HISTORY_LIMIT } from './scanner-constants';

export interface ScanHistoryEntry {
  barcode: string;
  /** ISO time of the latest lookup. */
  timestamp: string;
  /** The product's name when the lookup found one; absent for an unknown barcode. */
  productName?: string;
  /** Scanned without a connection: the lookup waits in the sync queue. */
  waiting?: boolean;
  /** Looked up after the connection returned, and no product has this barcode. */
  notFound?: boolean;
}

export const scanHistoryKey = (userId: string) => `shop-scanner.scan-history.${userId}`;

export const recordScan = (
  history: readonly ScanHistoryEntry[],
  entry: ScanHistoryEntry,
): ScanHistoryEntry[] =>
  [entry, ...history.filter((e) => e.barcode !== entry.barcode)].slice(0, SCAN_HISTORY_LIMIT);

const isEntry = (value: unknown): value is ScanHistoryEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.barcode === 'string' &&
    typeof e.timestamp === 'string' &&
    (e.productName === undefined || typeof e.productName === 'string') &&
    (e.waiting === undefined || typeof e.waiting === 'boolean') &&
    (e.notFound === undefined || typeof e.notFound === 'boolean')
  );
};

/**
 * Reads a user's history; anything unreadable (storage off, old or foreign data) reads as empty.
 */
export const readScanHistory = (
  storage: Storage | undefined,
  userId: string,
): ScanHistoryEntry[] => {
  try {
    const raw = storage?.getItem(scanHistoryKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SCAN_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
};

/**
 * A barcode scanned offline has been looked up: its waiting entry says what it was (in place, so
 * the list keeps the order the shopper scanned in). Entries not waiting are left as they are.
 */
export const settleWaitingScan = (
  history: readonly ScanHistoryEntry[],
  barcode: string,
  productName: string | undefined,
): ScanHistoryEntry[] =>
  history.map((entry) => {
    if (entry.barcode !== barcode || !entry.waiting) return entry;
    const { waiting: _waiting, ...rest } = entry;
    return productName === undefined ? { ...rest, notFound: true } : { ...rest, productName };
  });

/** Said on the window when a history changed outside the scan page (a replayed lookup). */
export const SCAN_HISTORY_CHANGED = 'shop-scanner:scan-history-changed';

export const writeScanHistory = (
  storage: Storage | undefined,
  userId: string,
  history: readonly ScanHistoryEntry[],
) => {
  try {
    storage?.setItem(scanHistoryKey(userId), JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history lives on in memory for this visit.
  }
};
