/**
 * What the store's own product list says: where its images are hosted, how its prices compare
 * with their "compare at" prices, who its vendors are, whether products carry barcodes, how many
 * products it publishes. Each fact is counted over the products read; with none read there is no
 * fact, and the rules that need one fire nothing.
 */
import type { StorefrontProduct, StoreSnapshot } from './store-snapshot';

/**
 * Image hosts of wholesale suppliers: a product photo served from these was taken from the
 * supplier's listing (AliExpress and 1688 on alicdn.com and aliexpress-media.com, DHgate on
 * dhresource.com, Temu on kwcdn.com, CJ Dropshipping on cjdropshipping.com).
 */
export const SUPPLIER_IMAGE_DOMAINS = [
  'alicdn.com',
  'aliexpress-media.com',
  'aliexpress.com',
  'aliimg.com',
  'dhresource.com',
  'kwcdn.com',
  'cjdropshipping.com',
] as const;

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

const isSupplierHost = (host: string): boolean =>
  SUPPLIER_IMAGE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

export interface SupplierImage {
  url: string;
  host: string;
  product: StorefrontProduct;
  /** Shown in the product's description rather than among its photos. */
  inDescription: boolean;
}

export interface ImageFacts {
  /** Every image read: the products' photos and the images in their descriptions. */
  total: number;
  /** Of the total, the images in the products' descriptions. */
  inDescriptions: number;
  fromSuppliers: SupplierImage[];
}

const supplierImagesOf = (
  product: StorefrontProduct,
  urls: readonly string[],
  inDescription: boolean,
): SupplierImage[] =>
  urls.flatMap((url) => {
    const host = hostOf(url);
    return host !== undefined && isSupplierHost(host)
      ? [{ url, host, product, inDescription }]
      : [];
  });

/**
 * Where the products' images are hosted: the photos, and the images in the descriptions, where
 * an import app leaves the supplier's pictures after the platform has rehosted the photos. A
 * product's photos are cited before its description's images.
 */
export const imageFactsOf = (products: readonly StorefrontProduct[]): ImageFacts => {
  const fromSuppliers = products.flatMap((product) => [
    ...supplierImagesOf(product, product.images, false),
    ...supplierImagesOf(product, product.descriptionImages ?? [], true),
  ]);
  const photos = products.reduce((sum, product) => sum + product.images.length, 0);
  const inDescriptions = products.reduce(
    (sum, product) => sum + (product.descriptionImages?.length ?? 0),
    0,
  );
  return { total: photos + inDescriptions, inDescriptions, fromSuppliers };
};

/** The supplier image hosts seen, once each: "ae01.alicdn.com, img.kwcdn.com". */
export const supplierHostsOf = (images: ImageFacts): string =>
  [...new Set(images.fromSuppliers.map((image) => image.host))].join(', ');

/** A price at half its "compare at" price or less: the 2x the brief names as a heavy discount. */
export const HEAVY_DISCOUNT_RATIO = 2;

export interface DiscountFacts {
  variants: number;
  heavilyDiscounted: number;
  example?: { product: StorefrontProduct; price: number; compareAtPrice: number };
}

export const discountFactsOf = (products: readonly StorefrontProduct[]): DiscountFacts => {
  let variants = 0;
  let heavilyDiscounted = 0;
  let example: DiscountFacts['example'];
  for (const product of products) {
    for (const { price, compareAtPrice } of product.variants) {
      variants += 1;
      if (compareAtPrice === undefined || compareAtPrice < HEAVY_DISCOUNT_RATIO * price) continue;
      heavilyDiscounted += 1;
      example ??= { product, price, compareAtPrice };
    }
  }
  return { variants, heavilyDiscounted, ...(example && { example }) };
};

/** Most variants (over half) are heavily discounted. */
export const hasHeavyDiscounts = ({ variants, heavilyDiscounted }: DiscountFacts): boolean =>
  variants > 0 && heavilyDiscounted > variants / 2;

/**
 * A vendor that names nobody: blank, or a placeholder a shop system or import app fills in. The
 * store's own name is a real vendor (Shopify's default vendor is the shop's name).
 */
const PLACEHOLDER_VENDOR =
  /^(?:default(?:\s+vendor)?|unknown(?:\s+vendor)?|vendor|none|n\/?a|no\s+brand|generic|unbranded)$/i;

export const isUnknownVendor = (vendor: string | undefined): boolean =>
  vendor === undefined || vendor.trim() === '' || PLACEHOLDER_VENDOR.test(vendor.trim());

export interface VendorFacts {
  /** The distinct vendors named (case-insensitively distinct, first spelling kept). */
  known: string[];
  /** Products whose vendor is blank or a placeholder. */
  unknownVendorProducts: number;
  products: number;
}

export const vendorFactsOf = (products: readonly StorefrontProduct[]): VendorFacts => {
  const known = new Map<string, string>();
  let unknownVendorProducts = 0;
  for (const { vendor } of products) {
    if (vendor === undefined || isUnknownVendor(vendor)) unknownVendorProducts += 1;
    else if (!known.has(vendor.trim().toLowerCase()))
      known.set(vendor.trim().toLowerCase(), vendor.trim());
  }
  return { known: [...known.values()], unknownVendorProducts, products: products.length };
};

const comparable = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Vendors that are not the store itself: the brands it resells. */
export const otherBrandsOf = (vendors: VendorFacts, storeName: string | undefined): string[] => {
  const own = storeName === undefined ? undefined : comparable(storeName);
  return vendors.known.filter((vendor) => comparable(vendor) !== own);
};

export interface ProductCount {
  count: number;
  /** True when the store said how many it publishes; false when it is the count read. */
  published: boolean;
}

/** How many products the store has: what it says it publishes, else how many were read. */
export const productCountOf = (snapshot: StoreSnapshot): ProductCount | undefined => {
  if (snapshot.publishedProductCount !== undefined)
    return { count: snapshot.publishedProductCount, published: true };
  return snapshot.products ? { count: snapshot.products.length, published: false } : undefined;
};

export const describeCount = ({ count, published }: ProductCount): string =>
  published
    ? `The store says it publishes ${count} ${count === 1 ? 'product' : 'products'}`
    : `${count} ${count === 1 ? 'product' : 'products'} read from the store's product list`;
