import { useSyncExternalStore } from 'react';
import { toast as defaultStore, type ToastStore } from '../../lib/toast-store';
import { LIVE_OVER_MODAL } from './inert-outside';
import './toaster.css';

/**
 * Renders the toast store. Success and plain toasts sit in a polite live region; errors in an
 * assertive one so screen readers announce them at once.
 */
export const Toaster = ({ store = defaultStore }: { store?: ToastStore }) => {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const polite = toasts.filter((t) => t.kind !== 'error');
  const assertive = toasts.filter((t) => t.kind === 'error');
  const list = (items: typeof toasts) =>
    items.map((t) => (
      <div key={t.id} className={`toast toast--${t.kind}`}>
        <span className="toast__message">
          {t.title && <strong className="toast__title">{t.title}</strong>}
          {t.message}
        </span>
        {t.action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              t.action?.run();
              store.dismiss(t.id);
            }}
          >
            {t.action.label}
          </button>
        )}
        <button
          type="button"
          className="toast__close"
          onClick={() => store.dismiss(t.id)}
          aria-label="Dismiss notification"
        >
          ×
        </button>
      </div>
    ));
  return (
    // A toast raised inside a modal (the scanner's torch, say) must still be read out and
    // dismissable while the page behind the modal is inert.
    <div className="toaster" {...{ [LIVE_OVER_MODAL]: '' }}>
      <div role="status" aria-live="polite" className="toaster__region">
        {list(polite)}
      </div>
      <div role="alert" aria-live="assertive" className="toaster__region">
        {list(assertive)}
      </div>
    </div>
  );
};
