/**
 * Registers the app's service worker (`/sw.js`, scope `/`: the same registration the push card
 * uses) and shows the update notice when a new version waits. Loaded after the page is idle
 * (register-when-idle.ts), never on a first load's path.
 */
import { Workbox } from 'workbox-window';
import { toast } from '../../lib/toast-store';
import { offerUpdates } from './update-flow';

export const APP_WORKER_URL = '/sw.js';
export const UPDATE_READY_MESSAGE = 'A new version of Shop Scanner is ready';

export const registerAppWorker = async (): Promise<void> => {
  const workbox = new Workbox(APP_WORKER_URL, { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  let notice: number | undefined;
  offerUpdates(workbox, {
    offer: (reload) => {
      if (notice !== undefined) toast.dismiss(notice);
      notice = toast.show(UPDATE_READY_MESSAGE, 'info', {
        // Stays until chosen or closed: a notice that went by itself would be missed.
        duration: null,
        action: { label: 'Reload', run: reload },
      });
    },
    hasWaitingWorker: () => Boolean(registration?.waiting),
    reloadPage: () => window.location.reload(),
  });
  registration = await workbox.register({ immediate: true });
};
