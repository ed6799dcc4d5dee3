import { describe, expect, it, vi } from 'vitest';
import { askOpenPagesToReplay, listenForBackgroundSync } from './background-sync';

const pages = (count: number) => Array.from({ length: count }, () => ({ postMessage: vi.fn() }));

describe('the background sync', () => {
  it('asks every open page to replay the queue', async () => {
    // Prepare
    const open = pages(2);
    const matchAll = vi.fn(async () => open);

    // Act
    const asked = await askOpenPagesToReplay({ matchAll });

    // Assess
    expect(asked).toBe(2);
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const page of open) {
      expect(page.postMessage).toHaveBeenCalledWith({ type: 'shop-scanner:replay-sync-queue' });
    }
  });

  it('wakes for wishlist-sync only', async () => {
    // Prepare
    const open = pages(1);
    let listener: ((event: never) => void) | undefined;
    listenForBackgroundSync({
      clients: { matchAll: async () => open },
      addEventListener: (_type, l) => {
        listener = l as (event: never) => void;
      },
    });
    const waitUntil = vi.fn();

    // Act
    listener!({ tag: 'other-sync', waitUntil } as never);
    listener!({ tag: 'wishlist-sync', waitUntil } as never);
    await waitUntil.mock.calls[0]?.[0];

    // Assess
    expect(waitUntil).toHaveBeenCalledTimes(1);
    expect(open[0]!.postMessage).toHaveBeenCalledTimes(1);
  });
});
