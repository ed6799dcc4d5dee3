import { describe, expect, it } from 'vitest';
import { aPage, aSnapshot, someProducts } from './test-snapshots';
import { verdictReadiness } from './verdict-readiness';

const storefront = (overrides: Parameters<typeof aPage>[1]) =>
  aSnapshot({ pages: [aPage('storefront', overrides)] });

describe('verdictReadiness', () => {
  it('is ready when the storefront answered with content', () => {
    expect(verdictReadiness(aSnapshot())).toEqual({ ready: true });
  });

  it.each([
    [
      'an error status',
      { status: 403, text: '', note: 'HTTP 403' },
      'The store answered HTTP 403: its page could not be read',
    ],
    [
      'a redirect it did not follow',
      { status: 302, text: '' },
      'The store answered HTTP 302: its page could not be read',
    ],
    [
      'no answer',
      { status: null, text: '', note: 'not fetched: timeout' },
      "The store's page could not be fetched (not fetched: timeout): nothing could be read",
    ],
    ['an empty page', { text: '   ' }, "The store's page was empty: there was nothing to read"],
    [
      'a page of 100 characters (not over 100)',
      { text: 'a'.repeat(100) },
      "The store's page had only 100 characters of text (over 100 are needed) and published no product list",
    ],
  ])('is not ready after %s, and says why', (_name, page, reason) => {
    expect(verdictReadiness(storefront(page))).toEqual({ ready: false, reason });
  });

  it('is ready with 101 characters of text', () => {
    expect(verdictReadiness(storefront({ text: 'a'.repeat(101) }))).toEqual({ ready: true });
  });

  it('is ready with a short page when a product list was read', () => {
    const snapshot = aSnapshot({
      pages: [aPage('storefront', { text: 'Loading…' })],
      products: someProducts(3),
    });

    expect(verdictReadiness(snapshot)).toEqual({ ready: true });
  });

  it('is not ready with an empty product list and a short page', () => {
    const snapshot = aSnapshot({ pages: [aPage('storefront', { text: '' })], products: [] });

    expect(verdictReadiness(snapshot).ready).toBe(false);
  });

  it('judges the listing page of a marketplace the same way', () => {
    const snapshot = aSnapshot({
      platform: 'amazon',
      pages: [aPage('listing', { status: 503, text: '', note: 'HTTP 503' })],
    });

    expect(verdictReadiness(snapshot)).toEqual({
      ready: false,
      reason: 'The store answered HTTP 503: its page could not be read',
    });
  });

  it('is not ready when no page was read at all', () => {
    expect(verdictReadiness(aSnapshot({ pages: [] }))).toEqual({
      ready: false,
      reason: 'No page of the store was read',
    });
  });
});
