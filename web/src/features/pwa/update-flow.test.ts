import { describe, expect, it, vi } from 'vitest';
import { updateOffers } from './update-flow';

/** The browser's side, with a waiting worker the test can take away, and a takeover to fire. */
const setUp = (waiting = true) => {
  const worker = { postMessage: vi.fn() };
  let takeover = () => {};
  const offers: (() => void)[] = [];
  const flow = { offer: (reload: () => void) => void offers.push(reload), reloadPage: vi.fn() };
  const offerUpdate = updateOffers(
    {
      waitingWorker: () => (waiting ? worker : null),
      onControllerChange: (listener) => (takeover = listener),
    },
    flow,
  );
  return { worker, offers, flow, offerUpdate, takeover: () => takeover() };
};

describe('updateOffers', () => {
  it('offers a reload when a new version waits, and does nothing more by itself', () => {
    // Prepare
    const { worker, offers, flow, offerUpdate } = setUp();

    // Act
    offerUpdate();

    // Assess: the notice is up; the new worker is not told to take over, nor the page reloaded
    expect(offers).toHaveLength(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(flow.reloadPage).not.toHaveBeenCalled();
  });

  it('on Reload, lets the waiting worker take over and reloads once it has, once', () => {
    // Prepare
    const { worker, offers, flow, offerUpdate, takeover } = setUp();
    offerUpdate();

    // Act
    offers[0]!();

    // Assess: the worker's own message; no reload before the new worker controls the page
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(flow.reloadPage).not.toHaveBeenCalled();

    // Act: the takeover (a second change, as a later worker would make, reloads nothing more)
    takeover();
    takeover();

    // Assess
    expect(flow.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves the tab alone when another tab let the new version take over', () => {
    // Prepare
    const { offers, flow, offerUpdate, takeover } = setUp();
    offerUpdate();

    // Act
    takeover();

    // Assess: the notice stays the shopper's to choose
    expect(flow.reloadPage).not.toHaveBeenCalled();
    expect(offers).toHaveLength(1);
  });

  it('reloads at once on Reload when the waiting worker already took over elsewhere', () => {
    // Prepare
    const { worker, offers, flow, offerUpdate } = setUp(false);
    offerUpdate();

    // Act
    offers[0]!();

    // Assess
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(flow.reloadPage).toHaveBeenCalledTimes(1);
  });
});
