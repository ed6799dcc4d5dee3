/**
 * A print-on-demand shop on Shopify: one illustrator's designs on t-shirts, hoodies, mugs and
 * posters, "printed on demand", "made to order", "Fulfilled by Printful", with Printful's
 * mockup file names. 15 designs on 4 products make 60 products: more than the 50 a reading
 * takes, so paging and published_products_count matter.
 */
import type { FixtureStoreDefinition } from './fixture-store';
import { escapeHtml, slugOf, stableHex } from './html';
import {
  footerMenu,
  generatedPolicies,
  link,
  shopFileUrl,
  type ShopifyProduct,
  type ShopifyShop,
  type ShopifyVariant,
} from './shopify-shapes';
import { shopifyFixtureStore } from './shopify-store';
import { DAY_MS } from '@shop-scanner/shared/time';

const FILES_PATH = '1/0583/9920/4471';
const SHOP_NAME = 'Inkwild Studio';
const EMAIL = 'support@inkwild-studio.example';
const FIRST_PUBLISHED = Date.UTC(2025, 3, 14, 16);
const MADE_TO_ORDER =
  'This product is made to order and printed on demand just for you. Please allow 2-5 business days for printing before your order ships. Fulfilled by Printful.';

// prettier-ignore
const designs = [
  'Mountain Sunrise', 'Retro Cassette', 'Cat Astronaut', 'Coffee First', 'Wild Fern',
  'Ocean Waves', 'Vintage Bicycle', 'Desert Cactus', 'Night Owl', 'Bookworm Club',
  'Pixel Heart', 'Camp Vibes', 'Moon Phases', 'Lazy Sloth', 'Paper Cranes',
] as const;

interface Blank {
  /** Appended to the design's name: 'Night Owl Unisex T-Shirt'. */
  readonly name: string;
  readonly productType: string;
  /** Printful's mockup file name before its hash: the blank product, colour and view. */
  readonly mockup: string;
  readonly optionNames: readonly string[];
  /** Option values with their price. */
  readonly variants: readonly (readonly [readonly string[], number])[];
  readonly grams: number;
  readonly details: readonly string[];
}

const apparelSizes = ['S', 'M', 'L', 'XL', '2XL'] as const;
const apparel = (base: number): Blank['variants'] =>
  ['Black', 'White'].flatMap((colour) =>
    apparelSizes.map((size) => [[size, colour], size === '2XL' ? base + 2 : base] as const),
  );

const blanks: readonly Blank[] = [
  {
    name: 'Unisex T-Shirt',
    productType: 'T-Shirt',
    mockup: 'unisex-staple-t-shirt-black-front',
    optionNames: ['Size', 'Color'],
    variants: apparel(24.99),
    grams: 142,
    details: ['100% combed and ring-spun cotton', 'Pre-shrunk fabric', 'Side-seamed construction'],
  },
  {
    name: 'Hoodie',
    productType: 'Hoodie',
    mockup: 'unisex-premium-hoodie-black-front',
    optionNames: ['Size', 'Color'],
    variants: apparel(44.99),
    grams: 510,
    details: ['80% cotton, 20% polyester fleece', 'Double-lined hood', 'Front pouch pocket'],
  },
  {
    name: 'Mug',
    productType: 'Mug',
    mockup: 'white-glossy-mug-white-11-oz-handle-on-right',
    optionNames: ['Size'],
    variants: [
      [['11 oz'], 16.99],
      [['15 oz'], 19.99],
    ],
    grams: 340,
    details: ['Ceramic', 'Dishwasher and microwave safe', 'Glossy finish'],
  },
  {
    name: 'Poster',
    productType: 'Poster',
    mockup: 'enhanced-matte-paper-poster-in-12x18-front',
    optionNames: ['Size'],
    variants: [
      [['12×18 in'], 19.99],
      [['18×24 in'], 29.99],
    ],
    grams: 120,
    details: ['Museum-quality matte paper', 'Frame not included'],
  },
];

const toShopifyProduct = (design: string, blank: Blank, position: number): ShopifyProduct => {
  const title = `${design} ${blank.name}`;
  const variants: ShopifyVariant[] = blank.variants.map(([options, price], index) => ({
    title: options.join(' / '),
    options,
    price,
    available: true,
    sku: `${stableHex(title, 7).toUpperCase()}_${10_000 + index}`,
    grams: blank.grams,
  }));
  const mockup = (view: string) => ({
    src: shopFileUrl(
      FILES_PATH,
      `${blank.mockup.replace('-front', view)}-${stableHex(`${title}${view}`, 13)}.jpg`,
    ),
    width: 2000,
    height: 2000,
  });
  return {
    title,
    handle: slugOf(title),
    bodyHtml: `<p>${escapeHtml(design)}: an original illustration by ${SHOP_NAME}, printed on demand.</p>
<ul>${blank.details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join('')}</ul>
<p>${MADE_TO_ORDER}</p>`,
    vendor: SHOP_NAME,
    productType: blank.productType,
    tags: [slugOf(design), blank.productType.toLowerCase(), 'printed on demand'],
    publishedAt: new Date(FIRST_PUBLISHED + position * 2 * DAY_MS),
    optionNames: blank.optionNames,
    variants,
    images: [mockup('-front'), mockup('-back')],
  };
};

export const podShop = (): ShopifyShop => ({
  name: SHOP_NAME,
  shopId: 58_399_204_471,
  myshopifyDomain: 'inkwild-studio.myshopify.com',
  filesPath: FILES_PATH,
  description:
    'Original illustrations on t-shirts, hoodies, mugs and posters, printed on demand for you.',
  city: 'Asheville',
  province: 'North Carolina',
  country: 'US',
  theme: { name: 'Dawn', id: 139_871_204_442, version: '14.0.0' },
  products: designs.flatMap((design, d) =>
    blanks.map((blank, b) => toShopifyProduct(design, blank, d * blanks.length + b)),
  ),
  pages: {
    contact: {
      title: 'Contact',
      bodyHtml: `<p>Questions about an order or a design? Email us at <a href="mailto:${EMAIL}">${EMAIL}</a>; we reply within two business days.</p>`,
    },
    about: {
      title: 'About us',
      bodyHtml: `<p>${SHOP_NAME} is two illustrators in Asheville, North Carolina. We draw every design ourselves.</p>
<p>Every item is printed on demand by our print partner Printful, so nothing is wasted: your shirt or mug is made to order when you buy it.</p>`,
    },
  },
  policies: {
    'refund-policy': {
      title: 'Refund policy',
      bodyHtml: `<p>Because every item is made to order, we do not accept returns or exchanges for a change of mind or a wrong size.</p>
<p>If your item arrives misprinted or damaged, email us a photo within 30 days of delivery and we will send a replacement or a refund at no cost to you.</p>`,
    },
    'shipping-policy': {
      title: 'Shipping policy',
      bodyHtml: `<p>Every order is printed on demand: please allow 2-5 business days for printing, then 3-8 business days for delivery within the US.</p>
<p>Orders are fulfilled by Printful from its facility nearest to you; you receive a tracking number when yours ships.</p>`,
    },
    ...generatedPolicies(SHOP_NAME, EMAIL),
  },
  footerLinks: footerMenu(link('About us', '/pages/about'), link('Contact', '/pages/contact')),
  headline: 'Wearable illustrations',
  intro: 'Original designs, printed on demand: made to order just for you.',
  productNote: 'Made to order: please allow 2-5 business days for printing.',
});

export const podShopify = (): FixtureStoreDefinition =>
  shopifyFixtureStore('pod-shopify', 'A print-on-demand shop on Shopify', podShop());
