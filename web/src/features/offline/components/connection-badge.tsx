/**
 * The connection badge, a floating widget on every page: hidden online with nothing queued,
 * 'Offline' in red without a connection, 'Syncing' with the count while queued calls wait. A
 * page's first load carries only this watcher of the connection and of the queue's count kept in
 * localStorage; the badge itself, the queue and IndexedDB load once the connection drops or
 * something is queued, and stay for the rest of the visit.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isFeatureOn } from '../../../config/feature-flags';
import {
  QUEUE_CHANGED_EVENT,
  WAITING_HINT_KEY,
  readWaitingHint,
} from '../../../lib/offline/queue-signal';
import type { QueueEvent } from '../../../lib/offline/sync-queue';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import './connection-badge.css';

const loadSyncStatus = () => import('./sync-status');
const SyncStatus = lazy(() => loadSyncStatus().then((m) => ({ default: m.SyncStatus })));

/**
 * The code that works without a connection has to be here before the connection goes: fetched
 * once the browser is idle after the page's first drawing (never part of the first load), so a
 * drop later in the visit finds the queue, the badge and the saved products' reader in memory.
 * The service worker keeps them for the next visit.
 */
const useOfflineCodeReady = (preload: (() => Promise<unknown>) | undefined) => {
  const idle = useBrowserIdle();
  useEffect(() => {
    if (!idle) return;
    const loads = [loadSyncStatus(), import('../../../lib/offline/product-cache'), preload?.()];
    void Promise.all(loads).catch(() => undefined);
  }, [idle, preload]);
};

const useOnline = (): boolean => {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
};

const useWaitingHint = (): number => {
  const [waiting, setWaiting] = useState(readWaitingHint);
  useEffect(() => {
    const update = () => setWaiting(readWaitingHint());
    const fromOtherTab = (event: StorageEvent) => event.key === WAITING_HINT_KEY && update();
    window.addEventListener(QUEUE_CHANGED_EVENT, update);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      window.removeEventListener(QUEUE_CHANGED_EVENT, update);
      window.removeEventListener('storage', fromOtherTab);
    };
  }, []);
  return waiting;
};

export const ConnectionBadge = ({
  onQueueEvent,
  preload,
}: {
  /** Hears every event of the queue (the scan page's lookups made offline settle through it). */
  onQueueEvent?: (event: QueueEvent) => void;
  /** Loads what `onQueueEvent` needs, with the rest of the offline code. */
  preload?: () => Promise<unknown>;
}) => {
  const offlineMode = isFeatureOn('offlineMode');
  useOfflineCodeReady(offlineMode ? preload : undefined);
  const online = useOnline();
  const waiting = useWaitingHint();
  const needed = !online || waiting > 0;
  const [loaded, setLoaded] = useState(needed);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);
  if (!offlineMode || !(needed || loaded)) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus online={online} onQueueEvent={onQueueEvent} />
    </Suspense>
  );
};
