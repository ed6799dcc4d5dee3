/**
 * The connection badge, a floating widget on every page: hidden online with nothing queued,
 * 'Offline' in red without a connection, 'Syncing' with the count while queued calls wait. A
 * page's first load carries only this watcher of the connection and of the queue's count kept in
 * localStorage; the badge itself, the queue and IndexedDB load once the connection drops or
 * something is queued, and stay for the rest of the visit.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isFeatureOn } from '../../../config/feature-flags';
import { useWaitingHint } from '../../../lib/offline/use-waiting-hint';
import type { QueueEvent } from '../../../lib/offline/sync-queue';
import './connection-badge.css';

const SyncStatus = lazy(() => import('./sync-status').then((m) => ({ default: m.SyncStatus })));

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

export const ConnectionBadge = ({
  onQueueEvent,
}: {
  /** Hears every event of the queue (the scan page's lookups made offline settle through it). */
  onQueueEvent?: (event: QueueEvent) => void;
}) => {
  const offlineMode = isFeatureOn('offlineMode');
  const online = useOnline();
  const waiting = useWaitingHint();
  const needed = !online || waiting > 0;
  const [loaded, setLoaded] = useState(needed);
  useEffect(() => {
    if (!needed || !offlineMode) return;
    setLoaded(true);
    // What a call made offline needs comes now, with the queue, while the service worker (which
    // precaches them) or the network can still serve it: the route table's replayable patterns,
    // and the saved products the scan page answers from.
    void Promise.all([
      import('../../../lib/offline/replayable-call'),
      import('../../../lib/offline/product-cache'),
    ]).catch(() => undefined);
  }, [needed, offlineMode]);
  if (!offlineMode || !(needed || loaded)) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus online={online} onQueueEvent={onQueueEvent} />
    </Suspense>
  );
};
