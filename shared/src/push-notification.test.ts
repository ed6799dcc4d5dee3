import { describe, expect, it } from 'vitest';
import { DIGEST_TITLE, digestBody, watchBody, watchTitle } from './price-watch-rules';
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

  it("reads a fired watch's and the digest's messages in the words the server sends them", () => {
    // Prepare: the longest product name, a low-trust store, an id that needs escaping.
    const facts = {
      event: 'price_drop' as const,
      productName: `Ultra Quiet Electric Kettle ${'with Extras '.repeat(20)}`,
      store: 'CheapDeals',
      newPrice: 18,
      oldPrice: 24,
      priceDropPercentage: 25,
      storeTrustScore: 42,
    };
    const watch = {
      kind: 'priceAlerts',
      title: watchTitle(facts),
      body: watchBody(facts),
      url: `/products/${encodeURIComponent('kettle/1?x')}`,
      tag: 'kettle/1?x',
      sentAt: '2026-11-27T08:00:00Z',
    };
    const digest = {
      kind: 'weeklyDigest',
      title: DIGEST_TITLE,
      body: digestBody({ droppedItems: 3, backInStockItems: 1, biggest: facts }),
      url: '/wishlist?show=drops',
      tag: 'weekly-digest-2026-11-16',
      sentAt: '2026-11-23T08:00:00Z',
    };

    // Act
    const shown = [readPushNotification(watch), readPushNotification(digest)];

    // Assess: shown as sent, the click opening the product or the drops list
    expect(shown).toEqual([
      { title: watch.title, body: watch.body, url: '/products/kettle%2F1%3Fx', tag: watch.tag },
      { title: DIGEST_TITLE, body: digest.body, url: '/wishlist?show=drops', tag: digest.tag },
    ]);
    expect(shown[0]?.body).toContain("CheapDeals's trust score is 42");
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
