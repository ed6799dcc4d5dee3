import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, durationFor } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec durations: 4 s default, 3 s success, 5 s error', () => {
    // Prepare / Act / Assess
    expect([durationFor('default'), durationFor('success'), durationFor('error')]).toEqual([
      4000, 3000, 5000,
    ]);
  });

  it('removes a success toast after 3 s and an error toast after 5 s', () => {
    // Prepare
    const store = createToastStore();
    store.success('Saved');
    store.error('Failed');

    // Act + Assess
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Saved', 'Failed']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Failed']);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a plain toast for 4 s and lets it be dismissed early', () => {
    // Prepare
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show('Hello');
    store.show('Again');

    // Act
    store.dismiss(first);

    // Assess
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Again']);
    expect(store.getSnapshot()[0]?.duration).toBe(4000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('shows at most three toasts, dropping the oldest', () => {
    const store = createToastStore();
    ['a', 'b', 'c', 'd'].forEach((m) => store.show(m));
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('keeps a toast with its own duration, or until dismissed when the duration is null', () => {
    // Prepare
    const store = createToastStore();
    store.show('Activated', 'success', { duration: 5000 });
    store.show('Canceled', 'warning', { duration: null });

    // Act
    vi.advanceTimersByTime(4999);
    const before = store.getSnapshot().map((t) => t.message);
    vi.advanceTimersByTime(60_000);

    // Assess
    expect(before).toEqual(['Activated', 'Canceled']);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Canceled']);
  });

  it('carries an action with its label and handler', () => {
    const store = createToastStore();
    const run = vi.fn();
    store.show('Payment failed', 'error', { action: { label: 'Update Payment', run } });
    const [toast] = store.getSnapshot();
    toast?.action?.run();
    expect(toast?.action?.label).toBe('Update Payment');
    expect(toast?.duration).toBe(5000);
    expect(run).toHaveBeenCalledOnce();
  });
});
