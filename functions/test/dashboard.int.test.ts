/**
 * GET /api/dashboard end to end (the local gateway, the real handler, DynamoDB Local and
 * cognito-local, the loopback fixture stores): business-only access; a business sees the products
 * it added, each with its edits counted (another user's edit counted as someone else's, and no
 * editor named); another business's products never appear; the store and its latest analysis,
 * null until there is one, and nothing of a store not yet verified beyond its state.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import {
  DASHBOARD_ACTIVITY_WEEKS,
  dashboardSchema,
  type Dashboard,
} from '@shop-scanner/shared/dashboard';
import { storeAnalysisEntrySchema } from '@shop-scanner/shared/store-analysis';
import type { App } from '../../local/src/local-stack';
import { startFixtureStores, type FixtureStores } from '../../local/src/fixture-stores';
import { apiCaller, startTestApp, testTable, uniqueEmail } from '../../local/test/stack';
import { storeKeyOf } from '../src/domain/analysis-requests/store-key';

let app: App;
let stores: FixtureStores;

beforeAll(async () => {
  process.env.OPEN_FACTS_BASE_URLS = '';
  stores = await startFixtureStores();
  app = await startTestApp({ fixtureStores: stores });
});
afterAll(async () => {
  await app?.stop();
  await stores?.close();
});

const api = apiCaller(() => app.url);

interface Account {
  readonly token: string;
  readonly userId: string;
  readonly email: string;
}

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;

const register = async (type: 'business' | 'consumer', businessName?: string) => {
  const email = uniqueEmail(type);
  const answer = await api('POST', '/auth/register', {
    body: {
      name: 'Pat Seller',
      email,
      password: 'Analytical1',
      type,
      ...(businessName ? { businessName } : {}),
    },
  });
  expect(answer.status).toBe(201);
  const token = answer.body.token as string;
  return { token, userId: userIdOf(token), email } satisfies Account;
};

let barcodes = 0;
const newBarcode = () =>
  withCheckDigit(
    `2${String(Date.now() % 1e7).padStart(7, '0')}${String(process.pid % 100).padStart(2, '0')}${String(barcodes++).padStart(2, '0')}`,
  );

const addProduct = async (by: Account, name: string) => {
  const answer = await api('POST', '/api/products', {
    token: by.token,
    body: { barcode: newBarcode(), name, description: 'Made here', category: 'Home & Kitchen' },
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
};

const rename = async (by: Account, id: string, name: string) => {
  const answer = await api('PUT', `/api/products/${encodeURIComponent(id)}`, {
    token: by.token,
    body: { name },
  });
  expect(answer.status).toBe(200);
};

const dashboardOf = async (account: Account): Promise<Dashboard> => {
  const answer = await api('GET', '/api/dashboard', { token: account.token });
  expect(answer.status).toBe(200);
  // The answer holds to the shared contract, and to nothing beyond it.
  expect(dashboardSchema.strict().parse(answer.body)).toEqual(answer.body);
  return answer.body as Dashboard;
};

/** The business's store as the offer-feed work's claim writes it (that flow is its own). */
const claimStore = async (account: Account, url: string, verified: boolean) => {
  // Loaded once the stack is up: the data modules read the table's name when they load.
  const { businessStoreKey } = await import('../src/data/business-stores');
  await testTable().send(
    new PutCommand({
      TableName: 'shop-scanner',
      Item: {
        ...businessStoreKey(account.userId),
        domain: storeKeyOf(url),
        website: url,
        verified,
        verificationToken: `token-${account.userId}`,
        claimedAt: '2026-11-01T00:00:00.000Z',
        ...(verified ? { verifiedAt: '2026-11-02T00:00:00.000Z' } : {}),
      },
    }),
  );
};

describe('GET /api/dashboard: who may read it', () => {
  it('answers 401 to a guest and 403 to a consumer', async () => {
    // Prepare
    const consumer = await register('consumer');

    // Act
    const guest = await api('GET', '/api/dashboard');
    const refused = await api('GET', '/api/dashboard', { token: consumer.token });

    // Assess
    expect(guest.status).toBe(401);
    expect(refused.status).toBe(403);
  });

  it('shows a brand-new business its name and nothing made up', async () => {
    // Prepare
    const business = await register('business', 'Fresh Start Ltd');

    // Act
    const dashboard = await dashboardOf(business);

    // Assess
    expect(dashboard).toEqual({
      businessName: 'Fresh Start Ltd',
      products: [],
      activity: [],
      store: null,
      latestAnalysis: null,
    });
  });
});

describe('GET /api/dashboard: the products a business added', () => {
  it("lists its own products with their edits, counting another user's edit as someone else's", async () => {
    // Prepare: the business adds two products and edits one; a shopper edits the other twice.
    const business = await register('business', 'Corner Shop');
    const shopper = await register('consumer');
    const kettle = await addProduct(business, 'Copper Kettle');
    const teapot = await addProduct(business, 'Glass Teapot');
    await rename(business, kettle, 'Copper Kettle 1.5 l');
    await rename(shopper, teapot, 'Glass Teapot 1 l');
    await rename(shopper, teapot, 'Glass Teapot, 1 litre');

    // Act
    const dashboard = await dashboardOf(business);

    // Assess: newest first, the card facts as the catalogue holds them, the edits counted.
    expect(dashboard.products.map((p) => [p.id, p.name])).toEqual([
      [teapot, 'Glass Teapot, 1 litre'],
      [kettle, 'Copper Kettle 1.5 l'],
    ]);
    const [teapotCard, kettleCard] = dashboard.products;
    expect(teapotCard).toMatchObject({
      category: 'Home & Kitchen',
      lowestPrice: null,
      source: 'user',
      edits: { count: 2, byOthers: 2 },
    });
    expect(kettleCard?.edits).toMatchObject({ count: 1, byOthers: 0 });
    expect(Date.parse(teapotCard?.edits.latestAt ?? '')).toBeGreaterThan(
      Date.parse(kettleCard?.edits.latestAt ?? ''),
    );
    // Counts only: the shopper who edited is never named to the business.
    const body = JSON.stringify(dashboard);
    expect(body).not.toContain(shopper.userId);
    expect(body).not.toContain(shopper.email);
  });

  it("never shows one business another's products", async () => {
    // Prepare
    const first = await register('business', 'First Shop');
    const second = await register('business', 'Second Shop');
    const mine = await addProduct(first, 'First Lamp');
    const theirs = await addProduct(second, 'Second Lamp');

    // Act
    const firstView = await dashboardOf(first);
    const secondView = await dashboardOf(second);

    // Assess
    expect(firstView.products.map((p) => p.id)).toEqual([mine]);
    expect(secondView.products.map((p) => p.id)).toEqual([theirs]);
  });

  it('ignores any attempt to name another business in the address', async () => {
    // Prepare
    const first = await register('business', 'First Shop');
    const second = await register('business', 'Second Shop');
    await addProduct(second, 'Second Vase');

    // Act: the route takes no parameter; a query naming the other business changes nothing.
    const answer = await api('GET', `/api/dashboard?userId=${second.userId}`, {
      token: first.token,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.products).toEqual([]);
    expect(answer.body.businessName).toBe('First Shop');
  });
});

describe('GET /api/dashboard: how shoppers found its products', () => {
  it("counts shoppers' analytics events of its own products, week by week, and no one else's", async () => {
    // Prepare: a guest's and a shopper's batches about this business's product and another's.
    const business = await register('business', 'Lamp Shop');
    const other = await register('business', 'Other Shop');
    const shopper = await register('consumer');
    const lamp = await addProduct(business, 'Brass Desk Lamp');
    const rival = await addProduct(other, 'Steel Desk Lamp');
    const about = (productId: string) => [
      { event: 'page_view', properties: { productId } },
      { event: 'page_view', properties: { productId } },
      { event: 'scan', properties: { found: true, productId } },
      { event: 'comparison', properties: { productId } },
    ];
    const guestBatch = await api('POST', '/api/analytics/events', {
      body: { events: [...about(lamp), ...about(rival)] },
    });
    const shopperBatch = await api('POST', '/api/analytics/events', {
      token: shopper.token,
      body: {
        events: [
          { event: 'page_view', properties: { productId: lamp } },
          { event: 'wishlist_add', properties: { productId: lamp } },
        ],
      },
    });
    expect([guestBatch.status, shopperBatch.status]).toEqual([200, 200]);

    // Act
    const dashboard = await dashboardOf(business);

    // Assess: twelve weeks, the current one last, summing to exactly what was sent of the lamp.
    expect(dashboard.activity).toHaveLength(DASHBOARD_ACTIVITY_WEEKS);
    const weekStarts = dashboard.activity.map((w) => w.weekStart);
    expect([...weekStarts].sort()).toEqual(weekStarts);
    expect(new Date(`${weekStarts.at(-1)}T00:00:00Z`).getUTCDay()).toBe(1);
    const total = (key: 'views' | 'scans' | 'comparisons' | 'wishlistAdds') =>
      dashboard.activity.reduce((sum, week) => sum + week[key], 0);
    expect({
      views: total('views'),
      scans: total('scans'),
      comparisons: total('comparisons'),
      wishlistAdds: total('wishlistAdds'),
    }).toEqual({ views: 3, scans: 1, comparisons: 1, wishlistAdds: 1 });
  });
});

describe('GET /api/dashboard: the store and its latest analysis', () => {
  it('shows a verified store with its latest analysis and where to open it', async () => {
    // Prepare: the business analyses its own (fixture) store, then its claim is verified.
    const business = await register('business', 'Brand Shop');
    const url = stores.byKind('brand-shopify').url;
    const analysed = await api('POST', '/api/store-analysis', {
      token: business.token,
      body: { url },
    });
    expect(analysed.status).toBe(200);
    const entry = storeAnalysisEntrySchema.parse(analysed.body);
    await claimStore(business, url, true);

    // Act
    const dashboard = await dashboardOf(business);

    // Assess
    expect(dashboard.store).toEqual({
      domain: storeKeyOf(url),
      website: url,
      verified: true,
      claimedAt: '2026-11-01T00:00:00.000Z',
      verifiedAt: '2026-11-02T00:00:00.000Z',
    });
    expect(dashboard.latestAnalysis).toEqual({
      verdict: entry.analysis.verdict,
      authenticityScore: entry.analysis.authenticityScore,
      band: entry.analysis.band,
      analyzedAt: entry.analysis.analyzedAt,
      url: entry.url,
    });
  });

  it('says only the state of a store not verified yet, even one that was analysed', async () => {
    // Prepare
    const business = await register('business', 'Pending Shop');
    const url = stores.byKind('woocommerce').url;
    expect(
      (await api('POST', '/api/store-analysis', { token: business.token, body: { url } })).status,
    ).toBe(200);
    await claimStore(business, url, false);

    // Act
    const dashboard = await dashboardOf(business);

    // Assess
    expect(dashboard.store).toMatchObject({ domain: storeKeyOf(url), verified: false });
    expect(dashboard.latestAnalysis).toBeNull();
  });

  it('answers null for a verified store nobody has analysed', async () => {
    // Prepare
    const business = await register('business', 'Quiet Shop');
    await claimStore(business, 'https://never-analysed-shop.example/', true);

    // Act
    const dashboard = await dashboardOf(business);

    // Assess
    expect(dashboard.store?.verified).toBe(true);
    expect(dashboard.latestAnalysis).toBeNull();
  });
});
