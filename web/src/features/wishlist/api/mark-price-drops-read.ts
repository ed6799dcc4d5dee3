/**
 * `PUT /api/wishlist/price-drops/{id}/read` and 'Mark All as Read' (`PUT
 * /api/wishlist/price-drops/read`). The page shows the drops read and the badge lower at once;
 * the server's answer then refreshes the lists and the stats. A failure is only logged (the
 * spec's word): the drops go back to unread, as they still are, for the next try.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MarkedDrops, PriceDrop, WishlistStats } from '@shop-scanner/shared/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import {
  answerOrQueued,
  isQueuedAnswer,
  saySavedOffline,
} from '../../../lib/offline/saved-offline';
import { listAfterMarking, unreadAmong, type DropsMarked } from '../price-drops-rules';
import { priceDropReadPath, wishlistQueryKeys } from './wishlist-query-keys';

export const markPriceDropRead = (id: string) =>
  answerOrQueued(
    apiRequest(priceDropReadPath(id), {
      method: 'PUT',
      schema: objectWith<PriceDrop>('id', 'isRead'),
      queueable: true,
    }),
  );

export const markAllPriceDropsRead = () =>
  answerOrQueued(
    apiRequest('/api/wishlist/price-drops/read', {
      method: 'PUT',
      schema: objectWith<MarkedDrops>('marked'),
      queueable: true,
    }),
  );

type Snapshot = ReturnType<QueryClient['getQueriesData']>;

/** Marks `marked` read in every drops list and the stats the page holds; answers the before. */
const showAsRead = async (queryClient: QueryClient, marked: DropsMarked): Promise<Snapshot> => {
  await queryClient.cancelQueries({ queryKey: wishlistQueryKeys.allPriceDrops });
  const lists = queryClient.getQueriesData<PriceDrop[]>({
    queryKey: wishlistQueryKeys.allPriceDrops,
  });
  const stats = queryClient.getQueriesData<WishlistStats>({ queryKey: wishlistQueryKeys.stats() });
  const flipped = unreadAmong(
    lists.flatMap(([, list]) => (list ? [list] : [])),
    marked,
  );
  for (const [key, list] of lists) {
    if (!list) continue;
    const params = (key[2] ?? {}) as Readonly<Record<string, string>>;
    queryClient.setQueryData(key, listAfterMarking(list, marked, params.includeRead === 'false'));
  }
  queryClient.setQueryData<WishlistStats>(wishlistQueryKeys.stats(), (current) =>
    current ? { ...current, priceDrops: Math.max(0, current.priceDrops - flipped) } : current,
  );
  return [...lists, ...stats];
};

const useMarkRead = <V>(call: (v: V) => Promise<unknown>, markedBy: (v: V) => DropsMarked) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Without a connection the call is queued at once instead of waiting paused.
    networkMode: 'always',
    onMutate: (v: V) => showAsRead(queryClient, markedBy(v)),
    onError: (error, _v, before) => {
      console.warn('Marking price drops read failed', error);
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    // Marked offline: the drops stay shown as read, and the mark is sent when the connection returns.
    onSuccess: (answer) => {
      if (isQueuedAnswer(answer)) saySavedOffline();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.allPriceDrops }),
        queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.stats() }),
      ]),
  });
};

export const useMarkPriceDropRead = () => useMarkRead(markPriceDropRead, (id: string) => [id]);

export const useMarkAllPriceDropsRead = () =>
  useMarkRead(markAllPriceDropsRead, (): DropsMarked => 'all');
