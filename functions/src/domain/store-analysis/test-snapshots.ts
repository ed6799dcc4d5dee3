/**
 * For the tests of this folder: a store snapshot with plain defaults, overridden per test, so each
 * test states only the facts it is about. The default store is an HTTPS storefront of unknown
 * platform whose one page was read, with no products, no policies and an unknown domain age.
 */
import type {
  FetchedPage,
  PageRole,
  StorefrontProduct,
  StorefrontVariant,
  StoreSnapshot,
} from './store-snapshot';

export const STORE_URL = 'https://store.example/';

/** Plain shop text of 120 characters: over the 100 the spec counts as content, and no rule's word. */
export const PLAIN_TEXT =
  'Welcome to our shop. Browse the collection, pick what you like and add it to your cart. New arrivals every season here.';

export const aPage = (role: PageRole, overrides: Partial<FetchedPage> = {}): FetchedPage => ({
  url: role === 'storefront' ? STORE_URL : `${STORE_URL}pages/${role}`,
  role,
  status: 200,
  text: PLAIN_TEXT,
  ...overrides,
});

export const aVariant = (overrides: Partial<StorefrontVariant> = {}): StorefrontVariant => ({
  price: 20,
  available: true,
  ...overrides,
});

let productCounter = 0;

export const aProduct = (overrides: Partial<StorefrontProduct> = {}): StorefrontProduct => {
  productCounter += 1;
  return {
    title: `Plain product ${productCounter}`,
    vendor: 'Store Example',
    tags: [],
    description: 'A plain product.',
    images: [`${STORE_URL}cdn/shop/files/product-${productCounter}.jpg`],
    variants: [aVariant()],
    url: `${STORE_URL}products/plain-product-${productCounter}`,
    ...overrides,
  };
};

/** `n` plain products, each overridden alike. */
export const someProducts = (
  n: number,
  overrides: Partial<StorefrontProduct> = {},
): StorefrontProduct[] => Array.from({ length: n }, () => aProduct(overrides));

export const aSnapshot = (overrides: Partial<StoreSnapshot> = {}): StoreSnapshot => ({
  url: STORE_URL,
  host: 'store.example',
  platform: 'unknown',
  platformEvidence: [],
  onPlatformDomain: false,
  pages: [aPage('storefront')],
  products: null,
  domain: { registeredAt: null, ageDays: null, note: 'no RDAP server for .example' },
  ...overrides,
});

/** The storefront's product list (`/products.json`), fetched; JSON, so no page text. */
const aProductsFeed = (overrides: Partial<FetchedPage>): FetchedPage =>
  aPage('products-feed', { url: `${STORE_URL}products.json?limit=50`, text: '', ...overrides });

/** A Shopify store on its own domain whose product list was read. */
export const aShopifySnapshot = (overrides: Partial<StoreSnapshot> = {}): StoreSnapshot =>
  aSnapshot({
    platform: 'shopify',
    platformEvidence: ['x-shopid header (12345)'],
    storeName: 'Store Example',
    pages: [aPage('storefront'), aProductsFeed({ note: 'products read: 10' })],
    products: someProducts(10),
    ...overrides,
  });

/** A Shopify store whose product list answered an HTTP error, so no product was read. */
export const aShopifySnapshotWithoutProducts = (feedStatus: number): StoreSnapshot =>
  aShopifySnapshot({
    products: null,
    pages: [aPage('storefront'), aProductsFeed({ status: feedStatus, note: `HTTP ${feedStatus}` })],
  });

/** The store score's trust factors, by rule id (trust.<key>). */
export type TrustKey =
  | 'https'
  | 'returnPolicy'
  | 'shippingPolicy'
  | 'contactDetails'
  | 'aboutPage'
  | 'establishedDomain'
  | 'storeDescription'
  | 'ownProductImages';

/** The store score's risk factors, by rule id (risk.<key>), in the order the rules run. */
export const riskKeys = [
  'youngDomain',
  'noContact',
  'supplierImages',
  'longShipping',
  'constantDiscounts',
  'urgency',
] as const;
export type RiskKey = (typeof riskKeys)[number];

/** What decides the product type, beside the dropship risks (supplier images, long shipping). */
export type TypeEvidence = 'none' | 'handmade' | 'massProduced' | 'customPrinted';

const typeText: Readonly<Record<TypeEvidence, string>> = {
  none: '',
  handmade: 'Every piece is handmade in our studio.',
  massProduced: '',
  // Provider 30 + fulfilment 20 + keyword 15 = 65: above 60, custom printed.
  customPrinted: 'Printed on demand by Printful: every t-shirt is made for you.',
};

/**
 * A store on which exactly the named trust and risk factors fire (and the product type's
 * evidence), and nothing else: HTTP unless `https`, a contact page without details unless
 * `contactDetails` or `noContact`, no product list unless a factor needs one.
 */
export const aStoreWith = ({
  trust = [],
  risk = [],
  type = 'none',
}: {
  trust?: readonly TrustKey[];
  risk?: readonly RiskKey[];
  type?: TypeEvidence;
}): StoreSnapshot => {
  const has = (key: TrustKey | RiskKey) =>
    (trust as readonly string[]).includes(key) || (risk as readonly string[]).includes(key);
  const url = has('https') ? STORE_URL : 'http://store.example/';
  const storefrontText = [
    PLAIN_TEXT,
    has('urgency') ? 'Only 3 left in stock.' : '',
    has('longShipping') ? 'Orders ship in 7-30 business days.' : '',
    typeText[type],
  ]
    .filter((part) => part !== '')
    .join(' ');
  const pages: FetchedPage[] = [aPage('storefront', { url, text: storefrontText })];
  if (!has('noContact'))
    pages.push(
      aPage('contact', {
        text: has('contactDetails') ? `${PLAIN_TEXT} Write to hello@store.example.` : PLAIN_TEXT,
      }),
    );
  if (has('returnPolicy'))
    pages.push(
      aPage('policy', {
        title: 'Refund policy',
        text: 'Refunds are accepted within 30 days of receipt.',
      }),
    );
  if (has('shippingPolicy'))
    pages.push(
      aPage('shipping', {
        title: 'Shipping',
        text: 'We ship every order within 2 business days.',
      }),
    );
  if (has('aboutPage')) pages.push(aPage('about', { title: 'About us' }));

  const needsProducts =
    has('ownProductImages') ||
    has('supplierImages') ||
    has('constantDiscounts') ||
    type === 'massProduced';
  const image = has('ownProductImages')
    ? [`${STORE_URL}cdn/shop/files/own.jpg`]
    : has('supplierImages')
      ? ['https://ae01.alicdn.com/kf/supplier.jpg']
      : [];
  const variant = has('constantDiscounts')
    ? aVariant({ price: 10, compareAtPrice: 30 })
    : aVariant();
  const ageDays = has('establishedDomain') ? 4000 : has('youngDomain') ? 30 : null;

  return aSnapshot({
    url,
    storeName: 'Store Example',
    pages,
    ...(has('storeDescription') && { description: 'Kitchen tools we test ourselves.' }),
    products: needsProducts
      ? [
          aProduct({
            images: image,
            variants: [variant],
            ...(type === 'massProduced' && { gtin: '4006381333931' }),
          }),
        ]
      : null,
    domain:
      ageDays === null
        ? { registeredAt: null, ageDays: null, note: 'no RDAP server for .example' }
        : {
            registeredAt: ageDays > 365 ? '2015-01-01T00:00:00.000Z' : '2026-02-01T00:00:00.000Z',
            ageDays,
            note: 'RDAP: rdap.example',
          },
  });
};
