/**
 * The wishlist's calls waiting in the sync queue (lib/offline), for the wishlist page: read only
 * once the queue holds something (its count is known without loading it), read again each time
 * the queue changes, and the wishlist read again each time one of its calls has been sent.
 */
import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOfflineOwner } from '../../../lib/offline/offline-copy';
import { useWaitingHint } from '../../../lib/offline/use-waiting-hint';
import { wishlistQueryKeys } from './wishlist-query-keys';

const loadPendingWishlist = () => import('../../../lib/offline/pending-wishlist');

const pendingKey = (owner: string | undefined) => ['offline', owner, 'pending-wishlist'] as const;

export const usePendingWishlist = () => {
  const owner = useOfflineOwner();
  const waiting = useWaitingHint();
  const queryClient = useQueryClient();
  const enabled = waiting > 0 && Boolean(owner) && typeof indexedDB !== 'undefined';

  const query = useQuery({
    queryKey: pendingKey(owner),
    queryFn: async () => (await loadPendingWishlist()).readPendingWishlist(owner ?? ''),
    enabled,
    // Read from the device whatever the connection (queries pause while offline by default).
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | undefined;
    let left = false;
    void loadPendingWishlist().then(({ subscribeQueue }) => {
      if (left) return;
      unsubscribe = subscribeQueue((event) => {
        if (event.kind === 'changed') {
          void queryClient.invalidateQueries({ queryKey: pendingKey(owner) });
        }
        // Sent: the server's list now holds it (an add) or its new values (an edit).
        if (
          event.kind === 'replayed' &&
          (event.call.type === 'wishlist-add' || event.call.type === 'wishlist-edit')
        ) {
          void queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.all });
        }
      });
    });
    return () => {
      left = true;
      unsubscribe?.();
    };
  }, [enabled, owner, queryClient]);

  const dismiss = useCallback(
    (callId: number) => void loadPendingWishlist().then(({ dismissCall }) => dismissCall(callId)),
    [],
  );

  return { pending: enabled ? query.data : undefined, dismiss };
};
