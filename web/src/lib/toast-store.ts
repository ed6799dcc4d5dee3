import { toastDurations } from '@shop-scanner/shared/messages';

export type ToastKind = 'default' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** How long the toast stays, in ms (part 2 §9). */
  readonly duration: number;
}

type Listener = (toasts: readonly Toast[]) => void;

export interface ToastStore {
  show: (message: string, kind?: ToastKind) => number;
  success: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: Listener) => () => void;
}

export const durationFor = (kind: ToastKind): number => toastDurations[kind];

/** At most this many toasts at once; older ones give way so the screen never fills up. */
const MAX_VISIBLE = 3;

/**
 * A store outside React, so code that is not a component (the API client's 401 handling, the
 * session check) can raise a toast too. Timers are injectable for tests.
 */
export const createToastStore = (
  timers: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): ToastStore => {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l(toasts));

  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    const next = toasts.filter((t) => t.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  };

  const show = (message: string, kind: ToastKind = 'default') => {
    const toast: Toast = { id: nextId++, kind, message, duration: durationFor(kind) };
    const overflow = toasts.length + 1 - MAX_VISIBLE;
    if (overflow > 0) toasts.slice(0, overflow).forEach((t) => dismiss(t.id));
    toasts = [...toasts, toast];
    handles.set(
      toast.id,
      timers.setTimeout(() => dismiss(toast.id), toast.duration),
    );
    emit();
    return toast.id;
  };

  return {
    show,
    success: (message) => show(message, 'success'),
    error: (message) => show(message, 'error'),
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The app's one toast store. */
export const toast = createToastStore();
