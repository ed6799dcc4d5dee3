import { describe, expect, it, vi } from 'vitest';
import { closedAfterEach, timed } from '../../../local/test/fixtures/per-test';
import {
  openPricesPrice,
  refusedUrl,
  startOpenPricesFixture,
} from '../../../local/test/fixtures/open-prices-server';

// env.ts checks the environment at import; the import is off by default here (empty base URL),
// so nothing in this file ever reaches the real Open Prices.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.OPEN_PRICES_BASE_URL = '';
  delete process.env.OPEN_PRICES_USER_AGENT;
});

const {
  DEFAULT_OPEN_PRICES_USER_AGENT,
  OPEN_PRICES_TIMEOUT_MS,
  openPricesCode,
  parseOpenPricesBaseUrl,
  pricesFromResponse,
  recentPrices,
} = await import('./open-prices');

const NOW = new Date('2025-06-15T18:00:00Z');
const PEANUT_BUTTER = '0051500255162';

const fixture = closedAfterEach(startOpenPricesFixture);

const ask = (baseUrl: string, options: { timeoutMs?: number } = {}) =>
  recentPrices(PEANUT_BUTTER, { baseUrl, now: NOW, ...options });

describe('recentPrices against a fixture server', () => {
  it('reads a known barcode: USD prices of the last 30 days, newest first, with their shop', async () => {
    // Prepare
    const server = await fixture({
      prices: [
        openPricesPrice({ product_code: PEANUT_BUTTER, price: 3.49, date: '2025-06-01' }),
        openPricesPrice({
          product_code: PEANUT_BUTTER,
          price: 2.99,
          price_is_discounted: true,
          price_without_discount: 3.49,
          date: '2025-06-10',
          location: { type: 'OSM', osm_name: 'Safeway', osm_address_country_code: 'US' },
        }),
        // Too old, in euros, another product: none of them is asked for.
        openPricesPrice({ product_code: PEANUT_BUTTER, price: 3.19, date: '2025-05-01' }),
        openPricesPrice({
          product_code: PEANUT_BUTTER,
          price: 2.5,
          date: '2025-06-12',
          currency: 'EUR',
        }),
        openPricesPrice({ product_code: '3017620422003', price: 4.99, date: '2025-06-12' }),
      ],
    });

    // Act
    const answer = await ask(server.url);

    // Assess
    expect(answer).toEqual({
      reached: true,
      prices: [
        {
          id: expect.any(Number),
          store: 'Safeway',
          price: 2.99,
          originalPrice: 3.49,
          currency: 'USD',
          date: '2025-06-10',
        },
        {
          id: expect.any(Number),
          store: 'Trader Joe’s, Portland',
          price: 3.49,
          currency: 'USD',
          date: '2025-06-01',
        },
      ],
    });
    expect(server.requests).toEqual([
      {
        path: `/api/v1/prices?product_code=${PEANUT_BUTTER}&currency=USD&date__gte=2025-05-16&order_by=-date&size=50`,
        userAgent: DEFAULT_OPEN_PRICES_USER_AGENT,
      },
    ]);
  });

  it('asks for a UPC-A in the 13-digit form the Open Food Facts projects store', async () => {
    const server = await fixture({
      prices: [openPricesPrice({ product_code: PEANUT_BUTTER, price: 3.49, date: '2025-06-01' })],
    });

    const answer = await recentPrices('051500255162', { baseUrl: server.url, now: NOW });

    expect(answer.prices).toHaveLength(1);
  });

  it('sends the configured User-Agent', async () => {
    const server = await fixture({ prices: [] });

    await recentPrices(PEANUT_BUTTER, {
      baseUrl: server.url,
      now: NOW,
      userAgent: 'ShopScanner/1.0 (ops@shop.example)',
    });

    expect(server.requests[0]?.userAgent).toBe('ShopScanner/1.0 (ops@shop.example)');
  });

  it('answers no prices, reached, for an unknown barcode: an empty page or a 404', async () => {
    const empty = await fixture({
      prices: [openPricesPrice({ product_code: '3017620422003', price: 4.99, date: '2025-06-12' })],
    });
    const missing = await fixture({ behaviour: 'not-found' });

    expect(await ask(empty.url)).toEqual({ reached: true, prices: [] });
    expect(await ask(missing.url)).toEqual({ reached: true, prices: [] });
  });

  it.each(['http-500', 'invalid-json', 'wrong-shape'] as const)(
    'answers no prices, unreached, when the server is broken (%s)',
    async (behaviour) => {
      const server = await fixture({ behaviour });

      expect(await ask(server.url)).toEqual({ reached: false, prices: [] });
      expect(server.requests).toHaveLength(1);
    },
  );

  it("reads only the barcode's own prices when the server answers every product's latest", async () => {
    // Prepare
    const server = await fixture({
      behaviour: 'ignores-product-code',
      prices: [
        openPricesPrice({ product_code: '3017620422003', price: 4.99, date: '2025-06-12' }),
        openPricesPrice({ product_code: PEANUT_BUTTER, price: 3.49, date: '2025-06-01' }),
        openPricesPrice({ product_code: '0041570054161', price: 5.29, date: '2025-06-14' }),
      ],
    });

    // Act
    const answer = await ask(server.url);

    // Assess
    expect(answer.reached).toBe(true);
    expect(answer.prices.map((p) => p.price)).toEqual([3.49]);
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    const server = await fixture({ behaviour: 'never-answer' });

    const { result, ms } = await timed(() => ask(server.url, { timeoutMs: 300 }));

    expect(result).toEqual({ reached: false, prices: [] });
    expect(ms).toBeGreaterThanOrEqual(295);
    expect(ms).toBeLessThan(2000);
  });

  it('waits 3 s by default before giving up', async () => {
    const server = await fixture({ behaviour: 'never-answer' });

    const { result, ms } = await timed(() => ask(server.url));

    expect(OPEN_PRICES_TIMEOUT_MS).toBe(3000);
    expect(result.reached).toBe(false);
    expect(ms).toBeGreaterThanOrEqual(2995);
    expect(ms).toBeLessThan(4000);
  });

  it('answers at once, unreached, when offline (the connection is refused)', async () => {
    const url = await refusedUrl();

    const { result, ms } = await timed(() => ask(url));

    expect(result).toEqual({ reached: false, prices: [] });
    expect(ms).toBeLessThan(1000);
  });

  it('is off when OPEN_PRICES_BASE_URL is empty: nothing is fetched', async () => {
    const spy = vi.fn<typeof fetch>();

    expect(await recentPrices(PEANUT_BUTTER, { fetch: spy })).toEqual({
      reached: false,
      prices: [],
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('never throws, even when fetch itself throws', async () => {
    const throwing = vi.fn<typeof fetch>(() => {
      throw new TypeError('fetch failed');
    });

    expect(
      await recentPrices(PEANUT_BUTTER, { baseUrl: 'https://x.test', fetch: throwing }),
    ).toEqual({
      reached: false,
      prices: [],
    });
  });
});

describe('pricesFromResponse', () => {
  const SINCE = '2025-05-16';
  const TODAY = '2025-06-15';
  const page = (...items: unknown[]) => ({
    items,
    page: 1,
    pages: 1,
    size: 50,
    total: items.length,
  });
  const item = (fields: Record<string, unknown>) =>
    openPricesPrice({ product_code: PEANUT_BUTTER, price: 3.49, date: '2025-06-01', ...fields });
  /** The prices read from a page of these items (a page always reads as a list). */
  const read = (...items: unknown[]) =>
    pricesFromResponse(page(...items), PEANUT_BUTTER, SINCE, TODAY) ?? [];

  it('keeps USD prices only', () => {
    expect(
      read(item({ currency: 'EUR' }), item({ currency: 'CAD' }), item({ currency: null })),
    ).toEqual([]);
    expect(read(item({ currency: 'USD' }))).toHaveLength(1);
  });

  it('takes the price without the discount as the original price, only when it is higher', () => {
    const [discounted, notHigher, notFlagged] = read(
      item({ price: 2.99, price_is_discounted: true, price_without_discount: 3.49 }),
      item({ price: 2.99, price_is_discounted: true, price_without_discount: 2.99 }),
      item({ price: 2.99, price_is_discounted: false, price_without_discount: 3.49 }),
    );

    expect(discounted).toMatchObject({ price: 2.99, originalPrice: 3.49 });
    expect(notHigher).not.toHaveProperty('originalPrice');
    expect(notFlagged).not.toHaveProperty('originalPrice');
  });

  it('reads decimals sent as strings, and leaves out prices that are not positive amounts', () => {
    expect(read(item({ price: '2.49' }))[0]?.price).toBe(2.49);
    expect(
      read(item({ price: 0 }), item({ price: -1 }), item({ price: null }), item({ price: 'n/a' })),
    ).toEqual([]);
  });

  it('keeps real days from since to today only', () => {
    const days = read(
      item({ date: SINCE }),
      item({ date: TODAY }),
      item({ date: '2025-05-15' }),
      item({ date: '2025-06-16' }),
      item({ date: '2025-02-30' }),
      item({ date: '2025-06-01T10:00:00Z' }),
      item({ date: null }),
    ).map((p) => p.date);

    expect(days).toEqual([SINCE, TODAY]);
  });

  it("names the store after the location: its name, its brand, or an online store's host", () => {
    const stores = read(
      item({
        location: { type: 'OSM', osm_name: '  Whole   Foods  Market ', osm_brand: 'Whole Foods' },
      }),
      item({ location: { type: 'OSM', osm_name: null, osm_brand: 'Kroger' } }),
      item({ location: { type: 'ONLINE', website_url: 'https://www.walmart.com/ip/123' } }),
      item({ location: { type: 'OSM', osm_name: '   ' } }),
      item({ location: null }),
      item({ location: { type: 'OSM', osm_name: 'x'.repeat(150) } }),
    );

    expect(stores.map((p) => p.store)).toEqual([
      'Whole Foods Market',
      'Kroger',
      'walmart.com',
      'x'.repeat(100),
    ]);
    expect(stores[2]?.url).toBe('https://www.walmart.com/ip/123');
    expect(stores[0]).not.toHaveProperty('url');
  });

  it('names a shop with its street and city, as OpenStreetMap has them', () => {
    const [withStreet, numberOnly, noStreet, cityOnly] = read(
      item({
        location: {
          type: 'OSM',
          osm_name: 'Safeway',
          osm_display_name:
            'Safeway, 2020, Market Street, Castro, San Francisco, California, 94114, United States',
          osm_address_city: 'San Francisco',
        },
      }),
      item({
        location: {
          type: 'OSM',
          osm_name: 'Target',
          osm_display_name: 'Target, 789, Mission Street, San Francisco, California, United States',
          osm_address_city: 'San Francisco',
        },
      }),
      item({
        location: {
          type: 'OSM',
          osm_name: 'Kroger',
          osm_display_name: 'Kroger, Cincinnati, Hamilton County, Ohio, United States',
          osm_address_city: 'Cincinnati',
        },
      }),
      item({ location: { type: 'OSM', osm_name: 'Aldi', osm_address_city: 'Chicago' } }),
    );

    expect(withStreet?.store).toBe('Safeway, 2020 Market Street, San Francisco');
    expect(numberOnly?.store).toBe('Target, 789 Mission Street, San Francisco');
    expect(noStreet?.store).toBe('Kroger, Cincinnati');
    expect(cityOnly?.store).toBe('Aldi, Chicago');
  });

  it('keeps two shops that share a name and a town apart, by their location id', () => {
    // The real case: E.Leclerc, locations 36 and 38, both in Échirolles, mapped without a street.
    const leclerc = (locationId: number, price: number) =>
      item({
        price,
        location_id: locationId,
        location: {
          type: 'OSM',
          id: locationId,
          osm_name: 'E.Leclerc',
          osm_brand: 'E.Leclerc',
          osm_address_city: 'Échirolles',
          osm_address_country_code: 'FR',
        },
      });

    const prices = read(leclerc(36, 2.1), leclerc(38, 2.45), leclerc(36, 2.2));

    expect(prices.map((p) => [p.store, p.locationId, p.price])).toEqual([
      ['E.Leclerc, Échirolles (Open Prices shop 36)', 36, 2.1],
      ['E.Leclerc, Échirolles (Open Prices shop 38)', 38, 2.45],
      ['E.Leclerc, Échirolles (Open Prices shop 36)', 36, 2.2],
    ]);
    // One location alone keeps its plain name.
    expect(read(leclerc(38, 2.45)).map((p) => p.store)).toEqual(['E.Leclerc, Échirolles']);
  });

  it("keeps only the barcode's own prices: another product's, or none named, are left out", () => {
    const prices = read(
      item({ product_code: '3017620422003', price: 4.99 }),
      item({ product_code: undefined, price: 1.99 }),
      item({ product_code: '51500255162', price: 3.29 }),
      item({ price: 3.49 }),
    );

    // The 12-digit spelling of the same UPC is the same product.
    expect(prices.map((p) => p.price)).toEqual([3.29, 3.49]);
  });

  it('leaves out a price per kilogram or unit: a loose product, not the barcode', () => {
    expect(read(item({ price_per: 'KILOGRAM' }))).toEqual([]);
  });

  it('answers undefined for a body that is not a page of prices', () => {
    expect(
      pricesFromResponse({ detail: 'Not found.' }, PEANUT_BUTTER, SINCE, TODAY),
    ).toBeUndefined();
    expect(pricesFromResponse([], PEANUT_BUTTER, SINCE, TODAY)).toBeUndefined();
    expect(pricesFromResponse('nonsense', PEANUT_BUTTER, SINCE, TODAY)).toBeUndefined();
    expect(pricesFromResponse(page('nonsense', 3), PEANUT_BUTTER, SINCE, TODAY)).toEqual([]);
  });
});

describe('parseOpenPricesBaseUrl and openPricesCode', () => {
  it('reads unset as the public API, empty as off, and any other value as that server', () => {
    expect(parseOpenPricesBaseUrl(undefined)).toBe('https://prices.openfoodfacts.org');
    expect(parseOpenPricesBaseUrl('')).toBeUndefined();
    expect(parseOpenPricesBaseUrl('  ')).toBeUndefined();
    expect(parseOpenPricesBaseUrl(' http://127.0.0.1:9/ ')).toBe('http://127.0.0.1:9');
  });

  it('writes barcodes as Open Food Facts does: no leading zeros, then 8 or 13 digits', () => {
    expect(openPricesCode('3017620422003')).toBe('3017620422003');
    expect(openPricesCode('051500255162')).toBe('0051500255162');
    expect(openPricesCode('00051500255162')).toBe('0051500255162');
    expect(openPricesCode('40170725')).toBe('40170725');
    expect(openPricesCode('00040170725')).toBe('40170725');
  });
});
