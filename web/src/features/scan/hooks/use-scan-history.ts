import { useCallback, useEffect, useState } from 'react';
import {
  SCAN_HISTORY_CHANGED,
  readScanHistory,
  recordScan,
  writeScanHistory,
  type ScanHistoryEntry,
} from '../scan-history';

const localStorageOrNone = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The signed-in user's scan history, read once and written through on every change, and read
 * again when a lookup queued offline settles its entry.
 */
export const useScanHistory = (userId: string, storage = localStorageOrNone()) => {
  const [history, setHistory] = useState(() => readScanHistory(storage, userId));
  useEffect(() => {
    const reread = () => setHistory(readScanHistory(storage, userId));
    window.addEventListener(SCAN_HISTORY_CHANGED, reread);
    return () => window.removeEventListener(SCAN_HISTORY_CHANGED, reread);
  }, [storage, userId]);
  const record = useCallback(
    (entry: ScanHistoryEntry) =>
      setHistory((current) => {
        const next = recordScan(current, entry);
        writeScanHistory(storage, userId, next);
        return next;
      }),
    [storage, userId],
  );
  return { history, record };
};
