import { useCallback, useState } from 'react';
import {
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

/** The signed-in user's scan history, read once and written through on every change. */
export const useScanHistory = (userId: string, storage = localStorageOrNone()) => {
  const [history, setHistory] = useState(() => readScanHistory(storage, userId));
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
