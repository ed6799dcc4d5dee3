import { describe, expect, it } from 'vitest';
import {
  PUSH_PAYLOAD_MAX_BYTES,
  pushMessageKinds,
  type PushMessage,
} from '@shop-scanner/shared/push';
import { kindPolicies, payloadOf, retryDelayMs, topicFor } from './message-policy';

const message = (overrides: Partial<PushMessage> = {}): PushMessage => ({
  kind: 'priceAlerts',
  title: 'Price drop',
  body: 'Kettle is now $79.00 at Walmart',
  url: '/products/abc',
  sentAt: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

describe('kindPolicies', () => {
  it('gives every kind a TTL of hours to days, never the four weeks of the default', () => {
    for (const kind of pushMessageKinds) {
      expect(kindPolicies[kind].ttlSeconds, kind).toBeGreaterThanOrEqual(3600);
      expect(kindPolicies[kind].ttlSeconds, kind).toBeLessThanOrEqual(3 * 24 * 3600);
    }
  });
});

describe('topicFor', () => {
  it('is 32 base64url characters, the same for the same product and another for another', () => {
    const topic = topicFor('priceAlerts', 'product-1');

    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicFor('priceAlerts', 'product-1')).toBe(topic);
    expect(topicFor('priceAlerts', 'product-2')).not.toBe(topic);
    expect(topicFor('wishlistUpdates', 'product-1')).not.toBe(topic);
  });
});

describe('payloadOf', () => {
  it('is the message as JSON, within the size push services take', () => {
    const payload = payloadOf(message({ body: '€'.repeat(400) }));

    expect(JSON.parse(payload)).toMatchObject({ kind: 'priceAlerts', url: '/products/abc' });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
  });

  it('refuses a message that breaks its contract (another origin to open, a long body)', () => {
    expect(() => payloadOf(message({ url: 'https://evil.example/' }))).toThrow();
    expect(() => payloadOf(message({ url: '//evil.example/' }))).toThrow();
    expect(() => payloadOf(message({ body: 'x'.repeat(401) }))).toThrow();
  });
});

describe('retryDelayMs', () => {
  it("waits the service's Retry-After, else doubles from a minute up to an hour", () => {
    expect(retryDelayMs(1, 120_000)).toBe(120_000);
    expect(retryDelayMs(1, 0)).toBe(1_000);
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(10)).toBe(3_600_000);
  });
});
