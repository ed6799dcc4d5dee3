import { useCallback, useState } from 'react';
import { readExplainerDismissed, writeExplainerDismissed } from '../explainer-dismissal';

const localStorageOrNone = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The explainer's dismissal, read once and written through (explainer-dismissal.ts). */
export const useExplainerDismissed = (storage = localStorageOrNone()) => {
  const [dismissed, setDismissed] = useState(() => readExplainerDismissed(storage));
  const set = useCallback(
    (next: boolean) => {
      writeExplainerDismissed(storage, next);
      setDismissed(next);
    },
    [storage],
  );
  return [dismissed, set] as const;
};
