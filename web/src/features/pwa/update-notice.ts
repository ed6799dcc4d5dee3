/**
 * The update notice: "A new version of Shop Scanner is ready", with Reload (update-flow.ts says
 * what Reload does). Loaded only when a new version waits (register-when-idle.ts).
 */
import { toast } from '../../lib/toast-store';
import { updateOffers } from './update-flow';

export const UPDATE_READY_MESSAGE = 'A new version of Shop Scanner is ready';

let offer: (() => void) | undefined;
let notice: number | undefined;

export const showUpdateNotice = (registration: ServiceWorkerRegistration): void => {
  offer ??= updateOffers(
    {
      waitingWorker: () => registration.waiting,
      onControllerChange: (listener) =>
        navigator.serviceWorker.addEventListener('controllerchange', listener),
    },
    {
      offer: (reload) => {
        if (notice !== undefined) toast.dismiss(notice);
        notice = toast.show(UPDATE_READY_MESSAGE, 'info', {
          // Stays until chosen or closed: a notice that went by itself would be missed.
          duration: null,
          action: { label: 'Reload', run: reload },
        });
      },
      reloadPage: () => window.location.reload(),
    },
  );
  offer();
};
