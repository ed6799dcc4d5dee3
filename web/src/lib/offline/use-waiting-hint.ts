/**
 * How many calls the sync queue holds on this device, as a page can know it without loading the
 * queue: the hint the queue keeps in localStorage, followed as it changes in this tab (the
 * queue's window event) and in others (the storage event).
 */
import { useEffect, useState } from 'react';
import { QUEUE_CHANGED_EVENT, WAITING_HINT_KEY, readWaitingHint } from './queue-signal';

export const useWaitingHint = (): number => {
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
