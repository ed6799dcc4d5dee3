/**
 * What pages need to keep and read their offline copies, without carrying the offline store's
 * code: the owner of the copies (the session's user), a save that runs only once the page is drawn
 * and the browser is idle, loading the store's code then, and the loaders of each cache.
 */
import { useEffect } from 'react';
import { appWorker } from '../app-worker';
import { markOfflineCacheUsed } from './offline-marker';
import { OFFLINE_SAVE_MESSAGE, type OfflineSave } from './offline-save-message';
import { useSession } from '../auth/session-context';
import { whenIdle } from './offline-idle';

export const loadProductCache = () => import('./product-cache');
export const loadWishlistCache = () => import('./wishlist-cache');
export const loadPriceComparisonCache = () => import('./price-comparison-cache');

/**
 * Whose copies a page reads and writes: the signed-in user's id, '' for a signed-out visitor, and
 * undefined while a stored session is being restored (nothing is read or written for nobody).
 */
export const useOfflineOwner = (): string | undefined => {
  const { state } = useSession();
  return state.status === 'signed-in'
    ? state.user.id
    : state.status === 'signed-out'
      ? ''
      : undefined;
};

/**
 * Keeps the copy: the app's service worker writes it when the page has one (the offline store's
 * code then never loads in the page just to save), else the page writes it itself.
 */
const keepCopy = async (save: OfflineSave): Promise<void> => {
  markOfflineCacheUsed();
  const worker = await appWorker;
  if (worker) worker.postMessage({ type: OFFLINE_SAVE_MESSAGE, save });
  else await (await import('./offline-save')).applyOfflineSave(save);
};

/**
 * Saves each new answer the page shows for its owner: after it is drawn (an effect) and when the
 * browser is idle.
 */
export const useSaveForOffline = <K extends OfflineSave['kind']>(
  kind: K,
  value: Extract<OfflineSave, { kind: K }>['value'] | undefined,
): void => {
  const owner = useOfflineOwner();
  useEffect(() => {
    if (value === undefined || owner === undefined) return;
    whenIdle(() => keepCopy({ kind, owner, value } as OfflineSave));
  }, [kind, value, owner]);
};
