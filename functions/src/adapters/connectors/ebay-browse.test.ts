import { afterEach, describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD } from '../../domain/cross-platform/similarity';
import {
  createEbayBrowseConnector,
  EBAY_SCOPE,
  filterFor,
  keywordsFor,
  type EbayBrowseSettings,
} from './ebay-browse';
import { startEbayFixture, type EbayFixture, type EbayFixtureOptions } from './ebay-fixture-server';
import { ConnectorFailed } from './platform-connector';

const NOW = Date.parse('2025-11-01T12:00:00.000Z');

const listing = (overrides: Record<string, unknown> = {}) => ({
  itemId: 'v1|1|0',
  title: 'Kestrel Audio Studio Turntable Belt-Drive',
  itemWebUrl: 'https://www.ebay.com/itm/1',
  price: { value: '149.99', currency: 'USD' },
  image: { imageUrl: 'https://i.ebayimg.com/images/g/1/s-l1600.jpg' },
  seller: { username: 'vinyl-corner', feedbackPercentage: '99.2', feedbackScore: 5120 },
  condition: 'New',
  conditionId: '1000',
  shippingOptions: [
    {
      shippingCostType: 'FIXED',
      shippingCost: { value: '5.00', currency: 'USD' },
      maxEstimatedDeliveryDate: '2025-11-05T07:00:00.000Z',
    },
  ],
  ...overrides,
});

const fixtures: EbayFixture[] = [];
afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((f) => f.close()));
});

const setUp = async (options: EbayFixtureOptions, settings: Partial<EbayBrowseSettings> = {}) => {
  const fixture = await startEbayFixture(options);
  fixtures.push(fixture);
  const connector = createEbayBrowseConnector({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    baseUrl: fixture.url,
    now: () => NOW,
    ...settings,
  });
  return { fixture, connector };
};

const tokenRequests = (fixture: EbayFixture) =>
  fixture.requests.filter((r) => r.path === '/identity/v1/oauth2/token');
const searches = (fixture: EbayFixture) =>
  fixture.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search');

const query = { productName: 'Kestrel Audio Studio Turntable Belt-Drive' };

describe('isConnected', () => {
  it('is connected only with both the client id and the secret', () => {
    expect(createEbayBrowseConnector({ clientId: 'a', clientSecret: 'b' }).isConnected()).toBe(
      true,
    );
    expect(createEbayBrowseConnector({ clientId: 'a' }).isConnected()).toBe(false);
    expect(createEbayBrowseConnector({ clientSecret: 'b' }).isConnected()).toBe(false);
    expect(createEbayBrowseConnector({}).notConnectedNote).toMatch(/not connected/);
  });
});

describe('the token grant', () => {
  it('asks a client-credentials token with Basic auth and the public scope, then searches with it', async () => {
    // Prepare
    const { fixture, connector } = await setUp({ search: () => ({ itemSummaries: [listing()] }) });

    // Act
    await connector.search(query, null);

    // Assess
    const [grant] = tokenRequests(fixture);
    expect(grant?.method).toBe('POST');
    expect(grant?.headers.authorization).toBe(
      `Basic ${Buffer.from('app-id:app-secret').toString('base64')}`,
    );
    expect(grant?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({
      grant_type: 'client_credentials',
      scope: EBAY_SCOPE,
    });
    const [search] = searches(fixture);
    expect(search?.headers.authorization).toBe('Bearer token-1');
    expect(search?.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');
  });

  it('keeps the token for the next searches while it is fresh', async () => {
    const { fixture, connector } = await setUp({ search: () => ({ itemSummaries: [] }) });

    await connector.search(query, null);
    await connector.search(query, null);
    await Promise.all([connector.search(query, null), connector.search(query, null)]);

    expect(tokenRequests(fixture)).toHaveLength(1);
    expect(searches(fixture)).toHaveLength(4);
  });

  it('asks a new token once the old one is about to expire', async () => {
    // Prepare: a token for 2 hours; the clock moves past it.
    let clock = NOW;
    const { fixture, connector } = await setUp(
      {
        tokens: [
          { access_token: 'token-1', expires_in: 7200 },
          { access_token: 'token-2', expires_in: 7200 },
        ],
        search: () => ({ itemSummaries: [] }),
      },
      { now: () => clock },
    );
    await connector.search(query, null);

    // Act
    clock += 7200 * 1000;
    await connector.search(query, null);

    // Assess
    expect(tokenRequests(fixture)).toHaveLength(2);
    expect(searches(fixture).map((s) => s.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('asks a new token and tries again once when a search answers 401', async () => {
    const { fixture, connector } = await setUp({
      tokens: [
        { access_token: 'revoked', expires_in: 7200 },
        { access_token: 'token-2', expires_in: 7200 },
      ],
      search: (_, bearer) =>
        bearer === 'revoked' ? { status: 401 } : { itemSummaries: [listing()] },
    });

    const matches = await connector.search(query, null);

    expect(matches).toHaveLength(1);
    expect(tokenRequests(fixture)).toHaveLength(2);
  });

  it('fails when the token is refused', async () => {
    const { connector } = await setUp({ tokenStatus: 401 });

    await expect(connector.search(query, null)).rejects.toThrow(
      new ConnectorFailed('eBay', 'token request answered 401'),
    );
  });
});

describe('search', () => {
  it('maps listings by name: similarity above the threshold, facts as eBay gives them', async () => {
    // Prepare: the product, and another product of the same brand.
    const { fixture, connector } = await setUp({
      search: () => ({
        itemSummaries: [
          listing(),
          listing({
            title: 'Kestrel Audio Studio Turntable Dust Cover',
            itemWebUrl: 'https://www.ebay.com/itm/2',
          }),
        ],
      }),
    });

    // Act
    const matches = await connector.search(query, 160);

    // Assess
    expect(searches(fixture)[0]?.query.get('q')).toBe(query.productName);
    expect(searches(fixture)[0]?.query.get('filter')).toBe('conditionIds:{1000}');
    expect(matches).toEqual([
      {
        platform: 'eBay',
        url: 'https://www.ebay.com/itm/1',
        title: 'Kestrel Audio Studio Turntable Belt-Drive',
        price: 149.99,
        currency: 'USD',
        imageUrl: 'https://i.ebayimg.com/images/g/1/s-l1600.jpg',
        seller: 'vinyl-corner',
        sellerRating: null,
        availability: 'in_stock',
        matchConfidence: 100,
        matchedBy: 'name',
        priceRank: 'competitive',
        shippingDays: 4,
        shippingCost: 5,
        trustScore: 80,
        lastUpdated: '2025-11-01T12:00:00.000Z',
        reviews: null,
        source: 'ebay-browse',
      },
    ]);
    expect(matches.every((m) => m.matchConfidence >= MATCH_THRESHOLD)).toBe(true);
  });

  it('searches by GTIN when a barcode is given, every listing certain', async () => {
    const { fixture, connector } = await setUp({
      search: (q) =>
        q.get('gtin') === '0012345678905'
          ? { itemSummaries: [listing({ title: 'Turntable (retail pack)' })] }
          : { itemSummaries: [] },
    });

    const matches = await connector.search({ ...query, barcode: '0012345678905' }, null);

    expect(searches(fixture)).toHaveLength(1);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ matchedBy: 'gtin', matchConfidence: 100, priceRank: null });
  });

  it('falls back to the name when eBay knows no listing with the GTIN', async () => {
    const { fixture, connector } = await setUp({
      search: (q) => (q.has('gtin') ? { itemSummaries: [] } : { itemSummaries: [listing()] }),
    });

    const matches = await connector.search({ ...query, barcode: '0012345678905' }, null);

    expect(searches(fixture).map((s) => (s.query.has('gtin') ? 'gtin' : 'q'))).toEqual([
      'gtin',
      'q',
    ]);
    expect(matches[0]?.matchedBy).toBe('name');
  });

  it('keeps new items in USD within the price range and with the brand asked', async () => {
    const { fixture, connector } = await setUp({
      search: () => ({
        itemSummaries: [
          listing({ itemWebUrl: 'https://www.ebay.com/itm/ok' }),
          listing({
            itemWebUrl: 'https://www.ebay.com/itm/used',
            conditionId: '3000',
            condition: 'Used',
          }),
          listing({
            itemWebUrl: 'https://www.ebay.com/itm/gbp',
            price: { value: '120', currency: 'GBP' },
          }),
          listing({
            itemWebUrl: 'https://www.ebay.com/itm/dear',
            price: { value: '400', currency: 'USD' },
          }),
          { title: 'no price, no address' },
        ],
      }),
    });

    const matches = await connector.search(
      { ...query, brand: 'Kestrel', minPrice: 100, maxPrice: 200 },
      null,
    );

    expect(matches.map((m) => m.url)).toEqual(['https://www.ebay.com/itm/ok']);
    expect(searches(fixture)[0]?.query.get('filter')).toBe(
      'conditionIds:{1000},price:[100..200],priceCurrency:USD',
    );
  });

  it('fails when the search answers 500', async () => {
    const { connector } = await setUp({ search: () => ({ status: 500 }) });

    await expect(connector.search(query, null)).rejects.toThrow(
      new ConnectorFailed('eBay', 'search answered 500'),
    );
  });

  it('fails when the search does not answer in time', async () => {
    const { connector } = await setUp(
      { search: () => ({ delayMs: 1000, itemSummaries: [listing()] }) },
      { timeoutMs: 200 },
    );
    const started = performance.now();

    await expect(connector.search(query, null)).rejects.toThrow(
      new ConnectorFailed('eBay', 'no answer within 0.2 s'),
    );
    expect(performance.now() - started).toBeLessThan(900);
  });
});

describe('keywordsFor and filterFor', () => {
  it('adds a brand the name leaves out, and keeps q within 100 characters at a word', () => {
    expect(keywordsFor({ productName: 'Studio Turntable', brand: 'Kestrel' })).toBe(
      'Kestrel Studio Turntable',
    );
    expect(keywordsFor({ productName: 'Kestrel Studio Turntable', brand: 'kestrel' })).toBe(
      'Kestrel Studio Turntable',
    );
    const long = keywordsFor({ productName: 'word '.repeat(40) });
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('word')).toBe(true);
  });

  it('writes one-sided price ranges', () => {
    expect(filterFor({ productName: 'x', minPrice: 10 })).toBe(
      'conditionIds:{1000},price:[10..],priceCurrency:USD',
    );
    expect(filterFor({ productName: 'x', maxPrice: 50 })).toBe(
      'conditionIds:{1000},price:[..50],priceCurrency:USD',
    );
  });
});
