import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '@shop-scanner/shared/analytics';
import {
  deviceClass,
  pageAddress,
  productCounterOf,
  referrerSite,
  sortEvents,
  storedEventOf,
  tallyBatch,
  trackingRefused,
} from './event-rules';

const view = (productId?: string) => ({
  event: 'page_view',
  properties: productId ? { productId } : {},
  url: `https://shop.example/products/${productId ?? ''}`,
});

describe('sortEvents', () => {
  it('keeps good events and drops each bad one with its reasons, by its index', () => {
    // Prepare
    const events = [
      view('p1'),
      { event: 'made_up', properties: {} },
      { event: 'comparison', properties: {} },
      { event: 'search', properties: { results: 3, query: { nested: true } } },
      'not an event',
      { event: 'upgrade', properties: { plan: 'premium', interval: 'month' } },
    ];

    // Act
    const { accepted, dropped } = sortEvents(events);

    // Assess
    expect(accepted.map((e) => e.event)).toEqual(['page_view', 'upgrade']);
    expect(dropped.map((d) => d.index)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(dropped[0]!.fieldErrors)).toEqual(['event']);
    expect(Object.keys(dropped[1]!.fieldErrors)).toEqual(['properties.productId']);
    expect(Object.keys(dropped[2]!.fieldErrors)).toEqual(['properties.query']);
  });

  it('drops an event with too many properties, a too long value or a bad property name', () => {
    // Prepare
    const many = Object.fromEntries(
      Array.from({ length: ANALYTICS_LIMITS.propertiesPerEvent + 1 }, (_, i) => [`p${i}`, i]),
    );
    const events = [
      { event: 'search', properties: many },
      {
        event: 'store_analysis',
        properties: { verdict: 'x'.repeat(ANALYTICS_LIMITS.propertyText + 1) },
      },
      { event: 'search', properties: { 'Bad-Key': 1 } },
      { event: 'page_view', url: 'x'.repeat(ANALYTICS_LIMITS.url + 1) },
    ];

    // Act
    const { accepted, dropped } = sortEvents(events);

    // Assess
    expect(accepted).toEqual([]);
    expect(dropped).toHaveLength(4);
  });

  it('takes no free text where a word is asked for: a search sends counts, not its words', () => {
    // Act
    const { accepted, dropped } = sortEvents([
      { event: 'search', properties: { results: 12, filters: 2 } },
      { event: 'search', properties: { results: 'red running shoes' } },
      { event: 'store_analysis', properties: { verdict: 'https://a-store.example/?email=a@b.c' } },
    ]);

    // Assess
    expect(accepted).toHaveLength(1);
    expect(dropped.map((d) => d.index)).toEqual([1, 2]);
  });
});

describe('what is stored of an event', () => {
  it('keeps the page without its query or fragment, the referrer as a site, the device class', () => {
    // Prepare
    const [event] = sortEvents([
      {
        event: 'page_view',
        properties: {},
        url: 'https://shop.example/reset?email=ada@example.com#code=123',
        referrer: 'https://mail.example/inbox/ada?id=9',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    ]).accepted;

    // Act
    const stored = storedEventOf(event!);

    // Assess
    expect(stored).toEqual({
      event: 'page_view',
      properties: {},
      page: 'https://shop.example/reset',
      referrer: 'https://mail.example',
      device: 'mobile',
    });
    expect(JSON.stringify(stored)).not.toMatch(/ada|Mozilla|code/);
  });

  it('keeps nothing of an address that is not a web page', () => {
    expect(pageAddress('javascript:alert(1)')).toBeUndefined();
    expect(pageAddress('not a url')).toBeUndefined();
    expect(referrerSite('')).toBeUndefined();
    expect(deviceClass(undefined)).toBe('unknown');
    expect(deviceClass('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe('desktop');
  });
});

describe('trackingRefused', () => {
  it('is true for Sec-GPC: 1 or DNT: 1 only', () => {
    expect(trackingRefused({ 'sec-gpc': '1' })).toBe(true);
    expect(trackingRefused({ dnt: '1' })).toBe(true);
    expect(trackingRefused({ dnt: '0', 'sec-gpc': '0' })).toBe(false);
    expect(trackingRefused({})).toBe(false);
    expect(trackingRefused(undefined)).toBe(false);
  });
});

describe('tallyBatch', () => {
  it('merges a batch into one addition per event name and one per product', () => {
    // Prepare
    const { accepted } = sortEvents([
      view('p1'),
      view('p1'),
      view('p2'),
      view(),
      { event: 'scan', properties: { found: true, productId: 'p1' } },
      { event: 'scan', properties: { found: false } },
      { event: 'comparison', properties: { productId: 'p2' } },
      { event: 'wishlist_add', properties: { productId: 'p1' } },
    ]);

    // Act
    const tally = tallyBatch(accepted);

    // Assess
    expect(Object.fromEntries(tally.byEvent)).toEqual({
      page_view: 4,
      scan: 2,
      comparison: 1,
      wishlist_add: 1,
    });
    expect(Object.fromEntries(tally.byProduct)).toEqual({
      p1: { views: 2, scans: 1, wishlistAdds: 1 },
      p2: { views: 1, comparisons: 1 },
    });
  });

  it('counts a scan for its product only when it found it', () => {
    const [notFound] = sortEvents([
      { event: 'scan', properties: { found: false, productId: 'p1' } },
    ]).accepted;

    expect(productCounterOf(notFound!)).toBeUndefined();
  });
});
