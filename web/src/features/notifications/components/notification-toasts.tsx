/**
 * Polls the signed-in user's notifications (every 30 s, and when the window regains focus) and
 * shows each new one once as a toast: a billing event with the spec's text, duration and action,
 * a fired watch (price drop, back in stock, price alert) in its push message's words. Mounted
 * lazily by the root layout for signed-in users only; renders nothing itself.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toast as appToasts, type ToastStore } from '../../../lib/toast-store';

/**
 * The rules that read and word notifications (and remember which were shown), loaded only when
 * the server has any to tell: most polls answer an empty list, and every signed-in page would
 * otherwise carry the wording of every billing and price event.
 */
const loadRules = () =>
  Promise.all([import('../notification-rules'), import('../seen-notifications')]);

export const NOTIFICATIONS_POLL_MS = 30_000;
/** Newest first; at most this many toasts at once (the toast store's own limit). */
const MAX_SHOWN = 3;

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export const NotificationToasts = ({
  userId,
  toasts = appToasts,
  storage = localStore(),
}: {
  userId: string;
  toasts?: ToastStore;
  storage?: Storage | undefined;
}) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['notifications', userId],
    queryFn: ({ signal }) => apiRequest<unknown>('/api/notifications', { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!Array.isArray(data) || data.length === 0) return;
    let current = true;
    void loadRules().then(([{ notificationToast, parseNotifications }, seen]) => {
      if (!current) return;
      const { fresh, next } = seen.unseen(
        parseNotifications(data),
        seen.readSeen(userId, storage),
        Date.now(),
      );
      if (next) seen.writeSeen(userId, next, storage);
      if (fresh.length === 0) return;
      // The plan, its limits, the billing lists and the wishlist's drops may have changed with
      // these events. The keys are lib/api's subscriptionQueryKey, billingQueryKeys.all and the
      // wishlist's wishlistQueryKeys.all, written out: importing those modules would bring their
      // response schemas (zod) into every signed-in page's first load.
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      for (const n of fresh.slice(-MAX_SHOWN)) {
        const shown = notificationToast(n);
        if (!shown) continue;
        toasts.show(shown.message, shown.kind, {
          duration: shown.duration,
          ...(shown.title ? { title: shown.title } : {}),
          ...(shown.action
            ? { action: { label: shown.action.label, run: () => navigate(shown.action!.to) } }
            : {}),
        });
      }
    });
    return () => {
      current = false;
    };
  }, [data, userId, storage, toasts, navigate, queryClient]);

  return null;
};
