import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_DELAY_MS } from '@shop-scanner/shared/analytics-limits';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { browserRefusesTracking } from './analytics';

const config: RuntimeConfig = {
  apiBaseUrl: '',
  region: 'local',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  stage: 'local',
};

describe('browserRefusesTracking', () => {
  it('is true with Global Privacy Control or Do Not Track, false otherwise', () => {
    expect(browserRefusesTracking({ globalPrivacyControl: true } as unknown as Navigator)).toBe(
      true,
    );
    expect(browserRefusesTracking({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '0' } as Navigator)).toBe(false);
    expect(browserRefusesTracking({ doNotTrack: null } as Navigator)).toBe(false);
  });
});

describe('track', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const beacon = vi.fn<(url: string, data: Blob) => boolean>();

  /** The modules afresh (the queue is loaded once per page), with this configuration. */
  const page = async (runtime: RuntimeConfig = config) => {
    vi.resetModules();
    (await import('../../config/runtime-config')).setRuntimeConfig(runtime);
    (await import('../api-client')).configureApi({
      baseUrl: '',
      getToken: async () => undefined,
      onUnauthorized: () => {},
      fetch,
    });
    return import('./analytics');
  };

  beforeEach(() => {
    vi.useFakeTimers();
    fetch.mockReset();
    fetch.mockResolvedValue(new Response('{"accepted":1,"dropped":0,"stored":true}'));
    beacon.mockReset();
    beacon.mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('posts the batch with plain fetch 5 s after the last event, the page without its query', async () => {
    // Prepare
    const { track } = await page();
    window.history.replaceState(null, '', '/products?q=private#top');

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS - 1);
    const early = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    // Assess
    expect(early).toBe(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    const body = JSON.parse(String(init?.body)) as { events: { url: string }[] };
    expect(body.events[0]?.url).toBe(`${window.location.origin}/products`);
  });

  it('hands what is queued to the beacon when the page hides before the batch was due', async () => {
    // Prepare
    const { track } = await page();
    track('page_view');
    track('comparison', { productId: 'p1' });

    // Act
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS * 2);

    // Assess
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    const body = JSON.parse(await blob.text()) as { batchId: string; events: { event: string }[] };
    expect(body.events.map((e) => e.event)).toEqual(['page_view', 'comparison']);
    expect(body.batchId.length).toBeGreaterThanOrEqual(8);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing when the analytics flag is off', async () => {
    // Prepare
    const { track } = await page({ ...config, features: { analytics: false } });

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));

    // Assess
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ])('sends nothing when the browser sends %s', async (_name, property, value) => {
    // Prepare
    const { track } = await page();
    const before = Object.getOwnPropertyDescriptor(navigator, property);
    Object.defineProperty(navigator, property, { value, configurable: true });

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));

    // Assess
    if (before) Object.defineProperty(navigator, property, before);
    else delete (navigator as unknown as Record<string, unknown>)[property];
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
