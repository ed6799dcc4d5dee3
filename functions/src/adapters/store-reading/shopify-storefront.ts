/**
 * What a Shopify store publishes without a key: `/products.json` (its product list) and
 * `/meta.json` (its name, description, location and product count). The spec's client read the
 * same through the Storefront GraphQL API with a token; these public JSON endpoints need none.
 *
 * `/products.json` takes `limit` (Shopify caps it at 250) and pages with `page=`, with no page
 * count: the spec reads the first 50 products, so one request with `limit=50` is all it needs.
 * Every field is validated: a product or variant that does not parse is skipped, not trusted.
 */
import { z } from 'zod';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import type {
  FetchedPage,
  StorefrontProduct,
  StorefrontVariant,
} from '../../domain/store-analysis/store-snapshot';
import { fetchSecondary } from './fetch-page';
import { readJsonBody } from './json-body';
import {
  absoluteHttpUrl,
  collapseWhitespace,
  htmlFragmentImages,
  htmlFragmentText,
} from './page-text';
import type { SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';
import { normalizeGtin, parsePrice } from './schema-values';

const { storefrontProducts, storefrontImagesPerProduct, storefrontVariantsPerProduct } =
  storeAnalysisConstants;

const priceValue = z.union([z.string(), z.number()]);

const shopifyVariantSchema = z.object({
  price: priceValue,
  compare_at_price: priceValue.nullish(),
  available: z.boolean().nullish(),
  barcode: z.string().nullish(),
});

const shopifyProductSchema = z.object({
  title: z.string().min(1),
  handle: z.string().nullish(),
  body_html: z.string().nullish(),
  vendor: z.string().nullish(),
  product_type: z.string().nullish(),
  // An array in today's feed; a comma-separated string in older ones.
  tags: z.union([z.array(z.string()), z.string()]).nullish(),
  images: z.array(z.unknown()).nullish(),
  variants: z.array(z.unknown()).nullish(),
});

const shopifyImageSchema = z.object({ src: z.string().min(1) });

const productsFeedSchema = z.object({ products: z.array(z.unknown()) });

const shopifyMetaSchema = z.object({
  name: z.string().nullish(),
  description: z.string().nullish(),
  city: z.string().nullish(),
  province: z.string().nullish(),
  country: z.string().nullish(),
  published_products_count: z.number().int().nonnegative().nullish(),
  myshopify_domain: z.string().nullish(),
});

export interface ShopifyMeta {
  name?: string;
  description?: string;
  location?: string;
  publishedProductCount?: number;
  myshopifyDomain?: string;
}

const nonBlank = (value: string | null | undefined): string | undefined => {
  const cleaned = value === null || value === undefined ? '' : collapseWhitespace(value);
  return cleaned === '' ? undefined : cleaned;
};

const variantOf = (raw: unknown): (StorefrontVariant & { gtin?: string }) | undefined => {
  const parsed = shopifyVariantSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const price = parsePrice(parsed.data.price);
  if (price === undefined) return undefined;
  const compareAtPrice = parsePrice(parsed.data.compare_at_price ?? undefined);
  const gtin = normalizeGtin(parsed.data.barcode);
  return {
    price,
    // Shopify answers compare_at_price equal to or below the price for "no sale": not a discount.
    ...(compareAtPrice !== undefined && compareAtPrice > price && { compareAtPrice }),
    ...(typeof parsed.data.available === 'boolean' && { available: parsed.data.available }),
    ...(gtin && { gtin }),
  };
};

const productOf = (raw: unknown, origin: string): StorefrontProduct | undefined => {
  const parsed = shopifyProductSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const product = parsed.data;
  const tags = Array.isArray(product.tags) ? product.tags : (product.tags ?? '').split(',');
  const images = (product.images ?? [])
    .map((image) => shopifyImageSchema.safeParse(image))
    .flatMap((image) => {
      const src = image.success ? absoluteHttpUrl(image.data.src, origin) : undefined;
      return src ? [src] : [];
    })
    .slice(0, storefrontImagesPerProduct);
  const variants = (product.variants ?? [])
    .map(variantOf)
    .filter((variant) => variant !== undefined)
    .slice(0, storefrontVariantsPerProduct);
  const gtin = variants.find((variant) => variant.gtin)?.gtin;
  const vendor = nonBlank(product.vendor);
  const productType = nonBlank(product.product_type);
  const handle = nonBlank(product.handle);
  const descriptionImages = htmlFragmentImages(product.body_html ?? '', origin);
  return {
    title: collapseWhitespace(product.title),
    ...(vendor && { vendor }),
    ...(productType && { productType }),
    tags: tags.map(collapseWhitespace).filter((tag) => tag !== ''),
    description: htmlFragmentText(product.body_html ?? ''),
    images,
    ...(descriptionImages.length > 0 && { descriptionImages }),
    variants: variants.map(({ gtin: _gtin, ...variant }) => variant),
    ...(handle && { url: new URL(`/products/${encodeURIComponent(handle)}`, origin).toString() }),
    ...(gtin && { gtin }),
  };
};

/** The products of a `/products.json` body; undefined when it is not a Shopify product list. */
export const parseShopifyProducts = (
  body: unknown,
  origin: string,
): StorefrontProduct[] | undefined => {
  const feed = productsFeedSchema.safeParse(body);
  if (!feed.success) return undefined;
  return feed.data.products
    .map((product) => productOf(product, origin))
    .filter((product) => product !== undefined)
    .slice(0, storefrontProducts);
};

/** The shop's own facts from a `/meta.json` body; undefined when it is not Shopify's meta. */
export const parseShopifyMeta = (body: unknown): ShopifyMeta | undefined => {
  const parsed = shopifyMetaSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const meta = parsed.data;
  const location = [meta.city, meta.province, meta.country]
    .map(nonBlank)
    .filter((part) => part !== undefined)
    .join(', ');
  const name = nonBlank(meta.name);
  const description = nonBlank(meta.description);
  const myshopifyDomain = nonBlank(meta.myshopify_domain);
  const read: ShopifyMeta = {
    ...(name && { name }),
    ...(description && { description }),
    ...(location && { location }),
    ...(typeof meta.published_products_count === 'number' && {
      publishedProductCount: meta.published_products_count,
    }),
    ...(myshopifyDomain && { myshopifyDomain }),
  };
  return Object.keys(read).length > 0 ? read : undefined;
};

export interface ShopifyReading {
  pages: FetchedPage[];
  /** Null when the store published no readable product list. */
  products: StorefrontProduct[] | null;
  meta?: ShopifyMeta;
}

const JSON_ACCEPT = 'application/json';

/** Reads a Shopify store's product list and meta, the two requests side by side. */
export const readShopifyStorefront = async (
  fetcher: SafeFetcher,
  origin: string,
): Promise<ShopifyReading> => {
  const productsUrl = new URL(`/products.json?limit=${storefrontProducts}`, origin).toString();
  const metaUrl = new URL('/meta.json', origin).toString();
  const [productsResult, metaResult] = await Promise.all([
    fetchSecondary(fetcher, productsUrl, JSON_ACCEPT),
    fetchSecondary(fetcher, metaUrl, JSON_ACCEPT),
  ]);

  let products: StorefrontProduct[] | null = null;
  let productsPage: FetchedPage;
  if ('note' in productsResult) {
    productsPage = {
      url: productsUrl,
      role: 'products-feed',
      status: null,
      text: '',
      note: productsResult.note,
    };
  } else {
    const { response } = productsResult;
    const body = readJsonBody(response, 'product list');
    const parsed = body.ok ? parseShopifyProducts(body.value, origin) : undefined;
    products = parsed ?? null;
    productsPage = {
      url: response.url,
      role: 'products-feed',
      status: response.status,
      text: '',
      note: parsed
        ? `products read: ${parsed.length}`
        : body.ok
          ? 'not a product list: no products array'
          : body.note,
    };
  }

  let meta: ShopifyMeta | undefined;
  let metaPage: FetchedPage;
  if ('note' in metaResult) {
    metaPage = { url: metaUrl, role: 'store-meta', status: null, text: '', note: metaResult.note };
  } else {
    const { response } = metaResult;
    const body = readJsonBody(response, 'shop meta');
    meta = body.ok ? parseShopifyMeta(body.value) : undefined;
    metaPage = {
      url: response.url,
      role: 'store-meta',
      status: response.status,
      text: meta?.description ?? '',
      note: meta ? 'shop meta read' : body.ok ? 'not shop meta' : body.note,
    };
  }

  return { pages: [productsPage, metaPage], products, ...(meta && { meta }) };
};
