import { describe, expect, it } from 'vitest';
import { outcomeOf, pushRequest, retryAfterMs } from './push-client';
import { vapidKeysFromSeed } from './vapid-identity';

const NOW = new Date('2026-11-27T08:00:00.000Z');

describe('outcomeOf', () => {
  it.each([
    [201, 'delivered'],
    [204, 'delivered'],
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
  ])('sorts %i as %s', (status, kind) => {
    expect(outcomeOf(status, null, NOW).kind).toBe(kind);
  });

  it("carries the service's Retry-After on a 429", () => {
    expect(outcomeOf(429, '120', NOW)).toEqual({
      kind: 'retry',
      status: 429,
      retryAfterMs: 120_000,
    });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and an HTTP date, and nothing from anything else', () => {
    expect(retryAfterMs('30', NOW)).toBe(30_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 08:01:00 GMT', NOW)).toBe(60_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 07:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
    expect(retryAfterMs(null, NOW)).toBeUndefined();
  });
});

describe('pushRequest', () => {
  it('sets the TTL, urgency and topic asked for, encrypted as aes128gcm and signed with VAPID', () => {
    // Prepare
    const keys = vapidKeysFromSeed('unit test seed of at least thirty-two characters');
    const target = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };

    // Act
    const request = pushRequest(
      target,
      '{"title":"hi"}',
      { ttlSeconds: 43_200, urgency: 'high', topic: 'abcdefghijklmnopqrstuvwxyz012345' },
      { ...keys, subject: 'mailto:ops@shop.example.org' },
    );

    // Assess
    expect(request.headers).toMatchObject({
      TTL: 43_200,
      Urgency: 'high',
      Topic: 'abcdefghijklmnopqrstuvwxyz012345',
      'Content-Encoding': 'aes128gcm',
    });
    expect(String(request.headers.Authorization)).toMatch(/^vapid t=.+, k=B/);
    // Encrypted: the plain text is nowhere in the body.
    expect(request.body.toString('utf8')).not.toContain('hi');
  });
});
