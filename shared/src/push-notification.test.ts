import { describe, expect, it } from 'vitest';
import { readPushNotification } from './push-notification';
import { isSitePath } from './push-rules';

const drop = {
  title: 'Price drop: Brightwave Mini Dash Cam',
  body: '$49.99 at Tech Hub, down 17% from $59.99',
  url: '/products/demo-0007',
  tag: 'drop-demo-0007',
};

describe('readPushNotification', () => {
  it('reads a message the server sent, with or without a tag', () => {
    expect(
      readPushNotification({ ...drop, kind: 'priceAlerts', sentAt: '2026-11-27T08:00:00Z' }),
    ).toEqual(drop);
    expect(readPushNotification({ ...drop, tag: undefined })).toEqual({ ...drop, tag: undefined });
  });

  it.each([
    ['not an object', 'Price drop'],
    ['no title', { ...drop, title: '' }],
    ['a blank title', { ...drop, title: '   ' }],
    ['no body', { ...drop, body: undefined }],
    ['a title too long for a notification', { ...drop, title: 'x'.repeat(81) }],
    ['a page off this site', { ...drop, url: 'https://evil.example/' }],
    ['a protocol-relative address', { ...drop, url: '//evil.example/' }],
    ['a backslash address', { ...drop, url: '/\\evil.example/' }],
    ['a tag that is not text', { ...drop, tag: 7 }],
  ])('shows nothing for %s', (_case, data) => {
    expect(readPushNotification(data)).toBeNull();
  });
});

describe('isSitePath', () => {
  it('takes a path on this site and refuses what leaves it', () => {
    expect(isSitePath('/wishlist?tab=drops')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('wishlist')).toBe(false);
    expect(isSitePath('//host/path')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
    expect(isSitePath(42)).toBe(false);
  });
});
