import { toastDurations } from '@shop-scanner/shared/messages';

/** The spec's notification types (success, error, warning, info) and the plain toast. */
export type ToastKind = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A toast's one action (an action label plus its handler). */
export interface ToastAction {
  readonly label: string;
  /** Runs on choosing the action; the toast is dismissed after it. */
  readonly run: () => void;
}

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** A first line in bold, above the message (a price drop names what dropped). */
  readonly title?: string;
  readonly message: string;
  /** How long the toast stays, in ms; null: until dismissed or its action is chosen. */
  readonly duration: number | null;
  readonly action?: ToastAction;
}

export interface ToastOptions {
  /** Overrides the kind's duration (the billing notifications have their own). */
  readonly duration?: number | null;
  readonly action?: ToastAction;
  readonly title?: string;
}

type Listener = (toasts: readonly Toast[]) => void;

export interface ToastStore {
  show: (message: string, kind?: ToastKind, options?: ToastOptions) => number;
  success: (message: string) => number;
  error: (message: string) => number;
  dismiss: (id: number) => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: Listener) => () => void;
}

/** A warning or an info has no duration of its own in the spec: it stays as a plain toast does. */
export const durationFor = (kind: ToastKind): number =>
  toastDurations[kind === 'warning' || kind === 'info' ? 'default' : kind];

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

  const show = (message: string, kind: ToastKind = 'default', options: ToastOptions = {}) => {
    const duration = options.duration === undefined ? durationFor(kind) : options.duration;
    const toast: Toast = {
      id: nextId++,
      kind,
      ...(options.title ? { title: options.title } : {}),
      message,
      duration,
      ...(options.action ? { action: options.action } : {}),
    };
    const overflow = toasts.length + 1 - MAX_VISIBLE;
    if (overflow > 0) toasts.slice(0, overflow).forEach((t) => dismiss(t.id));
    toasts = [...toasts, toast];
    if (duration !== null) {
      handles.set(
        toast.id,
        timers.setTimeout(() => dismiss(toast.id), duration),
      );
    }
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
