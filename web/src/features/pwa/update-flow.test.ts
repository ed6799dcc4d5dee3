import { describe, expect, it, vi } from 'vitest';
import { offerUpdates, type UpdatableWorker } from './update-flow';

/** A Workbox stand-in whose events the test fires. */
const fakeWorker = () => {
  const listeners = { waiting: [] as (() => void)[], controlling: [] as (() => void)[] };
  const worker: UpdatableWorker & { fire: (type: 'waiting' | 'controlling') => void } = {
    addEventListener: (type, listener) => void listeners[type].push(listener),
    messageSkipWaiting: vi.fn(),
    fire: (type) => listeners[type].forEach((listener) => listener()),
  };
  return worker;
};

const setUp = (waiting = true) => {
  const worker = fakeWorker();
  const offers: (() => void)[] = [];
  const flow = {
    offer: (reload: () => void) => void offers.push(reload),
    hasWaitingWorker: vi.fn(() => waiting),
    reloadPage: vi.fn(),
  };
  offerUpdates(worker, flow);
  return { worker, offers, flow };
};

describe('offerUpdates', () => {
  it('offers a reload when a new version waits, and does nothing more by itself', () => {
    // Prepare
    const { worker, offers, flow } = setUp();

    // Act
    worker.fire('waiting');

    // Assess: the notice is up; the new worker is not told to take over, nor the page reloaded
    expect(offers).toHaveLength(1);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(flow.reloadPage).not.toHaveBeenCalled();
  });

  it('on Reload, lets the waiting worker take over and reloads once it has, once', () => {
    // Prepare
    const { worker, offers, flow } = setUp();
    worker.fire('waiting');

    // Act
    offers[0]!();

    // Assess: no reload before the new worker controls the page
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(flow.reloadPage).not.toHaveBeenCalled();

    // Act: the takeover (a second change, as a later worker would make, reloads nothing more)
    worker.fire('controlling');
    worker.fire('controlling');

    // Assess
    expect(flow.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves the tab alone when another tab let the new version take over', () => {
    // Prepare
    const { worker, offers, flow } = setUp();
    worker.fire('waiting');

    // Act
    worker.fire('controlling');

    // Assess: the notice stays the shopper's to choose
    expect(flow.reloadPage).not.toHaveBeenCalled();
    expect(offers).toHaveLength(1);
  });

  it('reloads at once on Reload when the waiting worker already took over elsewhere', () => {
    // Prepare
    const { worker, offers, flow } = setUp(false);
    worker.fire('waiting');

    // Act
    offers[0]!();

    // Assess
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(flow.reloadPage).toHaveBeenCalledTimes(1);
  });
});
