/**
 * What every Shopify shop has in common, as Shopify publishes it: the shop and product model the
 * three Shopify fixtures fill in, the public `/products.json` and `/meta.json` bodies, and the
 * response headers of Shopify's storefront servers.
 */
import { decimal } from './html';
import { addHours } from '@shop-scanner/shared/time';

export interface ShopifyImage {
  /** As `/products.json` lists it: the shop's files on cdn.shopify.com. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ShopifyVariant {
  /** 'Default Title' for a product without options, else the values joined: 'M / Black'. */
  readonly title: string;
  readonly options: readonly string[];
  readonly price: number;
  readonly compareAtPrice?: number;
  readonly available: boolean;
  readonly sku: string;
  /** Themes print it in the product page's JSON-LD; the public /products.json leaves it out. */
  readonly barcode?: string;
  readonly grams: number;
}

export interface ShopifyProduct {
  readonly title: string;
  readonly handle: string;
  readonly bodyHtml: string;
  readonly vendor: string;
  readonly productType: string;
  readonly tags: readonly string[];
  readonly publishedAt: Date;
  /** Option names ('Size', 'Color'); a product without options has Shopify's one 'Title'. */
  readonly optionNames: readonly string[];
  readonly variants: readonly ShopifyVariant[];
  readonly images: readonly ShopifyImage[];
}

export interface ShopifyPage {
  readonly title: string;
  readonly bodyHtml: string;
}

export interface ShopifyShop {
  readonly name: string;
  /** The x-shopid header and meta.json's id; every other id of the shop derives from it. */
  readonly shopId: number;
  readonly myshopifyDomain: string;
  /** The shop's folder on cdn.shopify.com: `1/0648/2231/5802`. */
  readonly filesPath: string;
  readonly description: string;
  readonly city: string;
  readonly province: string;
  /** ISO 3166 code, as meta.json gives it. */
  readonly country: string;
  readonly theme: { readonly name: string; readonly id: number; readonly version: string };
  readonly products: readonly ShopifyProduct[];
  /** `/pages/{handle}`; a handle not listed answers 404, as in a shop without that page. */
  readonly pages: Readonly<Record<string, ShopifyPage>>;
  /** `/policies/{handle}`: refund-policy, shipping-policy, privacy-policy, terms-of-service. */
  readonly policies: Readonly<Record<string, ShopifyPage>>;
  /** The footer menu: the links a shopper (and our reader) finds the shop's pages by. */
  readonly footerLinks: readonly { readonly text: string; readonly href: string }[];
  /** The theme's announcement bar above the header. */
  readonly announcement?: string;
  readonly headline: string;
  readonly intro: string;
  /** Printed under the price on every product page (stock and delivery notes). */
  readonly productNote?: string;
}

/** `/products.json` answers 30 products unless asked for more, and never more than 250. */
export const PRODUCTS_DEFAULT_LIMIT = 30;
export const PRODUCTS_MAX_LIMIT = 250;

/** The time of the shop's last catalogue edit: fixed, so every answer is the same. */
const UPDATED_AT = new Date('2026-10-06T15:00:20Z');

/** Shopify's timestamps: local time with its offset (the fixtures' shops keep Eastern time). */
export const shopifyTime = (date: Date): string =>
  `${addHours(date, -5).toISOString().slice(0, 19)}-05:00`;

/** A file on the shop's cdn.shopify.com folder, versioned as Shopify versions it. */
export const shopFileUrl = (filesPath: string, file: string): string =>
  `https://cdn.shopify.com/s/files/${filesPath}/files/${file}?v=${Math.floor(UPDATED_AT.getTime() / 1000)}`;

/** Ids as Shopify's look (13 to 14 digits), unique per shop, product and variant. */
export const productId = (shop: ShopifyShop, position: number): number =>
  7_400_000_000_000 + (shop.shopId % 1_000_000) * 1_000_000 + position * 7_919;
export const variantId = (shop: ShopifyShop, position: number, variant: number): number =>
  42_000_000_000_000 + (shop.shopId % 1_000_000) * 10_000_000 + position * 1_000 + variant;
const imageId = (shop: ShopifyShop, position: number, image: number): number =>
  34_500_000_000_000 + (shop.shopId % 1_000_000) * 10_000_000 + position * 1_000 + image;

/** One product as `/products.json` lists it. */
export const productJson = (shop: ShopifyShop, product: ShopifyProduct, position: number) => {
  const id = productId(shop, position);
  const created = shopifyTime(product.publishedAt);
  const updated = shopifyTime(UPDATED_AT);
  return {
    id,
    title: product.title,
    handle: product.handle,
    body_html: product.bodyHtml,
    published_at: created,
    created_at: created,
    updated_at: updated,
    vendor: product.vendor,
    product_type: product.productType,
    tags: [...product.tags].sort(),
    variants: product.variants.map((variant, index) => ({
      id: variantId(shop, position, index),
      title: variant.title,
      option1: variant.options[0] ?? null,
      option2: variant.options[1] ?? null,
      option3: variant.options[2] ?? null,
      sku: variant.sku,
      requires_shipping: true,
      taxable: true,
      featured_image: null,
      available: variant.available,
      price: decimal(variant.price),
      grams: variant.grams,
      compare_at_price:
        variant.compareAtPrice === undefined ? null : decimal(variant.compareAtPrice),
      position: index + 1,
      product_id: id,
      created_at: created,
      updated_at: updated,
    })),
    images: product.images.map((image, index) => ({
      id: imageId(shop, position, index),
      created_at: created,
      position: index + 1,
      updated_at: updated,
      product_id: id,
      variant_ids: [],
      src: image.src,
      width: image.width,
      height: image.height,
    })),
    options: product.optionNames.map((name, index) => ({
      name,
      position: index + 1,
      values: [...new Set(product.variants.map((variant) => variant.options[index] ?? ''))],
    })),
  };
};

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value ?? undefined);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** `/products.json?limit=&page=`: pages of `limit` products; past the last page, none. */
export const productsJson = (shop: ShopifyShop, query: URLSearchParams) => {
  const limit = Math.min(
    positiveInteger(query.get('limit')) ?? PRODUCTS_DEFAULT_LIMIT,
    PRODUCTS_MAX_LIMIT,
  );
  const page = positiveInteger(query.get('page')) ?? 1;
  const start = (page - 1) * limit;
  return {
    products: shop.products
      .slice(start, start + limit)
      .map((product, offset) => productJson(shop, product, start + offset)),
  };
};

/** `/meta.json`: the shop's public facts. */
export const metaJson = (shop: ShopifyShop, origin: string) => ({
  id: shop.shopId,
  name: shop.name,
  city: shop.city,
  province: shop.province,
  country: shop.country,
  currency: 'USD',
  domain: new URL(origin).host,
  url: origin,
  myshopify_domain: shop.myshopifyDomain,
  description: shop.description,
  ships_to_countries: ['US', 'CA'],
  money_format: '${{amount}}',
  published_collections_count: 1,
  published_products_count: shop.products.length,
  shopify_pay_enabled_locales: ['en'],
  enabled_presentment_currencies: ['USD'],
});

/** The headers every answer of a Shopify storefront carries (Shopify's edge, then the shop's). */
export const shopifyHeaders = (shop: ShopifyShop, contentType: string): Record<string, string> => ({
  'content-type': contentType,
  'x-sorting-hat-podid': '263',
  'x-sorting-hat-shopid': String(shop.shopId),
  'x-storefront-renderer-rendered': '1',
  'x-shopid': String(shop.shopId),
  'x-shardid': '263',
  'powered-by': 'Shopify',
  'x-shopify-stage': 'production',
  'content-security-policy':
    "block-all-mixed-content; frame-ancestors 'none'; upgrade-insecure-requests;",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '1; mode=block',
  'x-dc': 'gcp-us-east1,gcp-us-east1,gcp-us-east1',
  vary: 'Accept',
  'server-timing': 'processing;dur=41, db;dur=9, asn;desc="15169"',
  'cf-cache-status': 'DYNAMIC',
  server: 'cloudflare',
});

/** The cookies a storefront page sets on a first visit (fixed values: nothing here tracks). */
export const shopifyPageCookies = (shop: ShopifyShop): string[] => {
  const visitor = `${shop.shopId.toString(16).padStart(8, '0')}-5a1e-4c2b-9f3d-000000000001`;
  return [
    'localization=US; path=/; expires=Sat, 06 Nov 2027 15:00:20 GMT; SameSite=Lax',
    'cart_currency=USD; path=/; expires=Tue, 20 Oct 2026 15:00:20 GMT; SameSite=Lax',
    `_shopify_y=${visitor}; Path=/; Max-Age=31536000; SameSite=Lax`,
    `_shopify_s=${visitor}; Path=/; Max-Age=1800; SameSite=Lax`,
  ];
};

/**
 * The privacy policy and terms of service Shopify's policy generator writes for a shop (every
 * shop has them; the shops differ in their refund and shipping policies).
 */
export const generatedPolicies = (
  shopName: string,
  contact: string,
): Record<'privacy-policy' | 'terms-of-service', ShopifyPage> => ({
  'privacy-policy': {
    title: 'Privacy policy',
    bodyHtml: `<p>This Privacy Policy describes how ${shopName} (the "Site", "we", "us", or "our") collects, uses, and discloses your personal information when you visit, use our services, or make a purchase from the Site.</p>
<p>If you have questions about our privacy practices, please contact us at ${contact}.</p>`,
  },
  'terms-of-service': {
    title: 'Terms of service',
    bodyHtml: `<p>This website is operated by ${shopName}. Throughout the site, the terms "we", "us" and "our" refer to ${shopName}. By visiting our site and/or purchasing something from us, you engage in our "Service" and agree to be bound by the following terms and conditions.</p>
<p>Questions about the Terms of Service should be sent to us at ${contact}.</p>`,
  },
});

/** A footer menu entry. */
export const link = (text: string, href: string) => ({ text, href });

/** The footer menu as the fixtures' shops keep it: Search, the shop's pages, its four policies. */
export const footerMenu = (
  ...pages: readonly ReturnType<typeof link>[]
): ShopifyShop['footerLinks'] => [
  link('Search', '/search'),
  ...pages,
  link('Refund policy', '/policies/refund-policy'),
  link('Shipping policy', '/policies/shipping-policy'),
  link('Privacy policy', '/policies/privacy-policy'),
  link('Terms of service', '/policies/terms-of-service'),
];
