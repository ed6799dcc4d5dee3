import { describe, expect, it } from 'vitest';
import { isKnownPushService, localPushOrigin } from './push-service-hosts';

describe('isKnownPushService', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('takes the browsers’ push service %s', (endpoint) => {
    expect(isKnownPushService(endpoint, undefined)).toBe(true);
  });

  it.each([
    'https://example.com/notify/1',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilnotify.windows.com/x',
    'https://fcm.googleapis.com:8443/x',
    'http://127.0.0.1:4571/notify/1',
  ])('refuses %s', (endpoint) => {
    expect(isKnownPushService(endpoint, undefined)).toBe(false);
  });

  it('takes the local push service, on its own origin only', () => {
    const local = 'http://127.0.0.1:4571';

    expect(isKnownPushService('http://127.0.0.1:4571/notify/abc', local)).toBe(true);
    expect(isKnownPushService('http://127.0.0.1:4572/notify/abc', local)).toBe(false);
  });
});

describe('localPushOrigin', () => {
  it('is refused on AWS', () => {
    expect(() =>
      localPushOrigin('http://127.0.0.1:4571', { AWS_LAMBDA_FUNCTION_NAME: 'push' }),
    ).toThrow(/must not be set on AWS/);
    expect(localPushOrigin('http://127.0.0.1:4571/', {})).toBe('http://127.0.0.1:4571');
  });
});
