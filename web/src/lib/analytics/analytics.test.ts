import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_DELAY_MS } from '@shop-scanner/shared/analytics-limits';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configureApi } from '../api-client';
import { browserRefusesTracking, track } from './analytics';

const config = {
  apiBaseUrl: '',
  region: 'local',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  stage: 'local' as const,
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
  beforeEach(() => {
    vi.useFakeTimers();
    fetch.mockReset();
    fetch.mockResolvedValue(new Response('{"accepted":1,"dropped":0,"stored":true}'));
    configureApi({ baseUrl: '', getToken: async () => undefined, onUnauthorized: () => {}, fetch });
  });
  afterEach(() => vi.useRealTimers());

  it('posts the batch with plain fetch, the page without its query', async () => {
    // Prepare
    setRuntimeConfig(config);
    window.history.replaceState(null, '', '/products?q=private#top');

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    const body = JSON.parse(String(init?.body)) as { events: { url: string }[] };
    expect(body.events[0]?.url).toBe(`${window.location.origin}/products`);
  });

  it('sends nothing when the analytics flag is off', async () => {
    // Prepare
    setRuntimeConfig({ ...config, features: { analytics: false } });

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing when the browser sends Global Privacy Control', async () => {
    // Prepare
    setRuntimeConfig(config);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });

    // Act
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    expect(fetch).not.toHaveBeenCalled();
  });
});
