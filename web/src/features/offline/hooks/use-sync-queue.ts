/**
 * The sync queue as the page sees it, and when it is replayed: 1 s after the browser comes back
 * online, at once when this loads online with calls waiting (the app's start), whenever the
 * service worker's background sync asks, after the user signs in again (calls that met a 401),
 * and with the status refresh every 30 s (calls whose back-off is over). Each replay sends the
 * calls through the app's own API client, so the token is the current one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { QueuedCall } from '../../../lib/offline/offline-db';
import {
  OFFLINE_STATUS_REFRESH_MS,
  OFFLINE_SYNC_DELAY_MS,
} from '../../../lib/offline/offline-constants';
import { BACKGROUND_SYNC_TAG, REPLAY_MESSAGE } from '../../../lib/offline/sync-constants';
import type { QueueEvent } from '../../../lib/offline/sync-queue';
import * as queue from '../../../lib/offline/sync-queue';
import { toast } from '../../../lib/toast-store';
import { sentAfterReconnect } from '../../../lib/offline/sync-wording';

const send = (call: QueuedCall) =>
  apiRequest(call.endpoint, {
    method: call.method,
    ...(call.data === undefined ? {} : { body: call.data }),
    idempotencyKey: call.idempotencyKey,
  });

/**
 * Asks the browser to wake the service worker under the background sync's tag when the
 * connection returns, even with this tab in the background. The worker holds no token, so it
 * asks an open page to replay (service-worker/background-sync.ts); with no page open the calls
 * wait for the next visit. Browsers without background sync (or without a worker) skip this.
 */
const registerBackgroundSync = async (): Promise<void> => {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)
    ?.sync;
  await sync?.register(BACKGROUND_SYNC_TAG);
};

export const useSyncQueue = ({
  online,
  callerId,
  sessionKnown,
  onQueueEvent,
  onSetAside,
}: {
  online: boolean;
  /** The signed-in user's id, '' for a signed-out visitor. */
  callerId: string;
  /** False while the session is still being read: nothing is replayed for nobody. */
  sessionKnown: boolean;
  onQueueEvent?: ((event: QueueEvent) => void) | undefined;
  onSetAside: (call: QueuedCall) => void;
}) => {
  const queryClient = useQueryClient();
  const [calls, setCalls] = useState<QueuedCall[] | undefined>(undefined);
  const refresh = useCallback(() => {
    void queue.queuedCalls().then(setCalls, () => setCalls([]));
  }, []);

  const handlers = useRef({ onQueueEvent, onSetAside });
  handlers.current = { onQueueEvent, onSetAside };

  useEffect(() => {
    refresh();
    return queue.subscribeQueue((event) => {
      if (event.kind === 'changed') refresh();
      if (event.kind === 'set-aside') handlers.current.onSetAside(event.call);
      handlers.current.onQueueEvent?.(event);
    });
  }, [refresh]);

  const replay = useCallback(async () => {
    if (!sessionKnown || navigator.onLine === false) return;
    const summary = await queue.replayQueue({ send, callerId });
    if (summary.sent > 0) {
      toast.success(sentAfterReconnect(summary.sent));
      // What was sent changed the server's lists: every page reads its data again.
      void queryClient.invalidateQueries();
    }
  }, [sessionKnown, callerId, queryClient]);

  // The app's start, a sign-in (the 401's calls are due again) and a new session all replay.
  useEffect(() => {
    if (!sessionKnown) return;
    void (callerId ? queue.resumeAfterSignIn(callerId) : Promise.resolve()).then(replay);
  }, [sessionKnown, callerId, replay]);

  useEffect(() => {
    if (!online) return;
    const timer = setTimeout(() => void replay(), OFFLINE_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [online, replay]);

  useEffect(() => {
    const timer = setInterval(() => {
      refresh();
      void replay();
    }, OFFLINE_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh, replay]);

  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const asked = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === REPLAY_MESSAGE) void replay();
    };
    worker.addEventListener('message', asked);
    return () => worker.removeEventListener('message', asked);
  }, [replay]);

  const pending = calls?.some((call) => call.failure === undefined) ?? false;
  useEffect(() => {
    if (pending) void registerBackgroundSync().catch(() => undefined);
  }, [pending]);

  const dismiss = useCallback((id: number) => void queue.dismissCall(id), []);

  return { calls, dismiss };
};
