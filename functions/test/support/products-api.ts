/**
 * The products API end to end, shared by its test files: the local gateway, the real handler,
 * DynamoDB Local and cognito-local. Importing this starts the stack for the importing file and
 * loads a small demo catalogue with the real loader; every product name carries a word made for
 * the file's run, so the other test files' data never changes what a search here finds.
 */
import { afterAll, beforeAll } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { ProductSummary, StoreOffer } from '@shop-scanner/shared/products';
import type { App } from '../../../local/src/local-stack';
import {
  startOpenFactsFixture,
  type OpenFactsFixture,
} from '../../../local/test/fixtures/open-facts-server';
import {
  emulators,
  signUpAndSignIn,
  startTestApp,
  apiCaller,
  testTable,
  type Json,
} from '../../../local/test/stack';
import type { DemoCatalogueProduct } from '../../src/data/products-demo-load';

export let app: App;
export let openFacts: OpenFactsFixture;
export const table = testTable;

/** A word no other data holds: letters only, so it is one token. */
export const nonce = () =>
  `qv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );
export const RUN = nonce();
/** The word only the lantern's name holds until it is renamed. */
export const LANTERN_WORD = nonce();

export let barcodeCounter = 0;
/** A valid EAN-13 unique to this run. */
export const newBarcode = () =>
  withCheckDigit(
    `2${String(Date.now() % 1e7).padStart(7, '0')}${String(barcodeCounter++).padStart(4, '0')}`,
  );

export const offer = (
  name: string,
  price: number,
  trustScore: number,
  extra: Partial<StoreOffer> = {},
) => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/item`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 100,
  trustScore,
  lastUpdated: '2025-10-01T00:00:00.000Z',
  ...extra,
});

export const demo = (
  key: string,
  overrides: Partial<DemoCatalogueProduct> & Pick<DemoCatalogueProduct, 'name' | 'category'>,
): DemoCatalogueProduct => ({
  id: `t-${RUN}-${key}`,
  barcode: newBarcode(),
  description: `Test product ${key}`,
  features: [],
  tags: [],
  stores: [],
  priceHistory: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const catalogue: DemoCatalogueProduct[] = [
  demo('creme', {
    name: `Crème Brûlée Chocolate ${RUN}`,
    category: 'Grocery & Gourmet Food',
    brand: 'Maison Élise',
    tags: ['dessert'],
    stores: [
      offer('Amazon', 10, 95, { reviewCount: 900_000_000 }),
      offer('Walmart', 11, 90),
      offer('Target', 12, 90),
    ],
    priceHistory: [
      { source: 'Amazon', timestamp: '2025-09-01T00:00:00.000Z', price: 10.5 },
      { source: 'Walmart', timestamp: '2025-09-02T12:30:00.000Z', price: 11.25 },
    ],
    createdAt: '2025-03-01T00:00:00.000Z',
  }),
  demo('dark', {
    name: `Dark Chocolate Bar ${RUN}`,
    category: 'Grocery & Gourmet Food',
    stores: [
      offer('Corner Shop', 4, 60, { inStock: false }),
      offer('eBay', 4.5, 60, { inStock: false }),
    ],
    createdAt: '2025-02-01T00:00:00.000Z',
  }),
  demo('phones', {
    name: `Wireless Headphones ${RUN}`,
    category: 'Electronics',
    stores: [
      offer('Amazon', 100, 90),
      offer('Best Buy', 100, 90),
      offer('Target', 100, 90),
      offer('AliExpress', 40, 90),
    ],
    createdAt: '2025-04-01T00:00:00.000Z',
  }),
  demo('gift', {
    name: `Chocolatier Gift Box ${RUN}`,
    category: 'Grocery & Gourmet Food',
    stores: [offer('Etsy', 30, 85)],
    createdAt: '2025-05-01T00:00:00.000Z',
  }),
  demo('espresso', {
    name: `Espresso Coffee ${RUN}`,
    category: 'Beverages',
    createdAt: '2025-06-01T00:00:00.000Z',
  }),
  ...Array.from({ length: 10 }, (_, i) =>
    demo(`widget${i}`, {
      name: `Widget ${RUN} ${String.fromCharCode(97 + i)}`,
      category: 'Office Products',
      stores: [offer('Staples', 20 + i, 70), offer('Office Depot', 20 + i, 70)],
      createdAt: `2025-07-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
    }),
  ),
  demo('lantern', {
    name: `Lantern ${LANTERN_WORD} ${RUN}`,
    category: 'Beverages',
    createdAt: '2025-08-01T00:00:00.000Z',
  }),
];
export const lantern = catalogue.at(-1) as DemoCatalogueProduct;
export const [creme, dark, phones, gift, espresso] = catalogue as [
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
  DemoCatalogueProduct,
];

/** A shopper with the premium plan: the tests make many distinct searches and scans. */
export const premiumShopper = async () => {
  const session = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const payload = JSON.parse(
    Buffer.from(session.IdToken.split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string };
  const { putSubscription } = await import('../../src/data/subscriptions');
  const now = Date.now();
  await putSubscription({
    userId: payload.sub,
    planId: 'premium',
    status: 'active',
    currentPeriodStart: new Date(now - 86_400_000).toISOString(),
    currentPeriodEnd: new Date(now + 30 * 86_400_000).toISOString(),
    cancelAtPeriodEnd: false,
  });
  return { token: session.IdToken, userId: payload.sub };
};

export let shopper: { token: string; userId: string };

export const api = apiCaller(() => app.url);

export const search = async (params: Record<string, string | number | boolean>) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return api('GET', `/api/products/search?${query}`, { token: shopper.token });
};

export const idsOf = (body: Json) => (body.products as ProductSummary[]).map((p) => p.id);

export const knownBarcode = newBarcode();

beforeAll(async () => {
  openFacts = await startOpenFactsFixture({
    products: {
      [knownBarcode]: {
        product_name: 'Oat Drink',
        brands: 'Oatly',
        image_url: 'https://img.example/oat.jpg',
      },
    },
  });
  // Read once when the handlers load: the fallback asks the fixture, never the internet.
  process.env.OPEN_FACTS_BASE_URLS = openFacts.url;
  app = await startTestApp();
  shopper = await premiumShopper();
  const { loadDemoCatalogue } = await import('../../src/data/products-demo-load');
  await loadDemoCatalogue(catalogue, { version: `test-${RUN}` });
});
afterAll(async () => {
  await app?.stop();
  await openFacts?.close();
});

export const createBody = (overrides: Json = {}) => ({
  barcode: newBarcode(),
  name: `Chocolate Spread ${RUN}`,
  description: 'Hazelnut spread',
  category: 'Grocery & Gourmet Food',
  ...overrides,
});
