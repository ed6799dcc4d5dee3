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
    (e.productName === undefined || typeof e.productName === 'string')
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
