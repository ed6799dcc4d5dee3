/**
 * What a WooCommerce shop publishes without a key: the Store API's product list
 * (`/wp-json/wc/store/v1/products`), the same data its block checkout reads. Shops that turned
 * the REST API off, or answer it with an HTML page, have none: the caller then reads the
 * storefront page's JSON-LD instead.
 *
 * Store API prices are strings in the currency's minor units ('1999' with currency_minor_unit 2
 * is 19.99). It lists one price per product (a variable product's lowest): one variant here.
 */
import { z } from 'zod';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import type { FetchedPage, StorefrontProduct } from '../../domain/store-analysis/store-snapshot';
import { fetchSecondary } from './fetch-page';
import { readJsonBody } from './json-body';
import {
  absoluteHttpUrl,
  collapseWhitespace,
  decodeEntities,
  htmlFragmentImages,
  htmlFragmentText,
} from './page-text';
import type { SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';
import { normalizeGtin } from './schema-values';

const { storefrontProducts, storefrontImagesPerProduct } = storeAnalysisConstants;

const named = z.array(z.object({ name: z.string() })).nullish();

const wooProductSchema = z.object({
  name: z.string().min(1),
  permalink: z.string().nullish(),
  description: z.string().nullish(),
  short_description: z.string().nullish(),
  prices: z
    .object({
      price: z.string().regex(/^\d+$/),
      regular_price: z.string().nullish(),
      currency_minor_unit: z.number().int().min(0).max(4).nullish(),
    })
    .nullish(),
  images: z.array(z.unknown()).nullish(),
  categories: named,
  tags: named,
  // Brands arrived in WooCommerce 9.6; older shops have none.
  brands: named,
  is_in_stock: z.boolean().nullish(),
  // The product's GTIN/UPC/EAN field (WooCommerce 9.2+), when the shop filled it in.
  global_unique_id: z.string().nullish(),
});

const imageSchema = z.object({ src: z.string().min(1) });

const fromMinorUnits = (
  amount: string | null | undefined,
  minorUnit: number,
): number | undefined =>
  amount && /^\d+$/.test(amount) ? Number(amount) / 10 ** minorUnit : undefined;

const productOf = (raw: unknown, origin: string): StorefrontProduct | undefined => {
  const parsed = wooProductSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const product = parsed.data;
  const minorUnit = product.prices?.currency_minor_unit ?? 2;
  const price = fromMinorUnits(product.prices?.price, minorUnit);
  const regular = fromMinorUnits(product.prices?.regular_price, minorUnit);
  const names = (list: { name: string }[] | null | undefined) =>
    (list ?? []).map((entry) => collapseWhitespace(decodeEntities(entry.name))).filter(Boolean);
  const vendor = names(product.brands)[0];
  const productType = names(product.categories)[0];
  const url = product.permalink ? absoluteHttpUrl(product.permalink, origin) : undefined;
  const gtin = normalizeGtin(product.global_unique_id);
  const descriptionHtml = product.description || product.short_description || '';
  const descriptionImages = htmlFragmentImages(descriptionHtml, origin);
  return {
    title: collapseWhitespace(decodeEntities(product.name)),
    ...(vendor && { vendor }),
    ...(productType && { productType }),
    tags: names(product.tags),
    description: htmlFragmentText(descriptionHtml),
    images: (product.images ?? [])
      .map((image) => imageSchema.safeParse(image))
      .flatMap((image) => {
        const src = image.success ? absoluteHttpUrl(image.data.src, origin) : undefined;
        return src ? [src] : [];
      })
      .slice(0, storefrontImagesPerProduct),
    ...(descriptionImages.length > 0 && { descriptionImages }),
    variants:
      price === undefined
        ? []
        : [
            {
              price,
              ...(regular !== undefined && regular > price && { compareAtPrice: regular }),
              ...(typeof product.is_in_stock === 'boolean' && { available: product.is_in_stock }),
            },
          ],
    ...(url && { url }),
    ...(gtin && { gtin }),
  };
};

/** The products of a Store API body; undefined when it is not a product array. */
export const parseWooProducts = (
  body: unknown,
  origin: string,
): StorefrontProduct[] | undefined => {
  if (!Array.isArray(body)) return undefined;
  return body
    .map((product) => productOf(product, origin))
    .filter((product) => product !== undefined)
    .slice(0, storefrontProducts);
};

export interface WooReading {
  page: FetchedPage;
  /** Undefined when the Store API did not answer a product list. */
  products?: StorefrontProduct[];
}

export const readWooStoreApi = async (
  fetcher: SafeFetcher,
  origin: string,
): Promise<WooReading> => {
  const url = new URL(
    `/wp-json/wc/store/v1/products?per_page=${storefrontProducts}`,
    origin,
  ).toString();
  const result = await fetchSecondary(fetcher, url, 'application/json');
  if ('note' in result)
    return { page: { url, role: 'products-feed', status: null, text: '', note: result.note } };
  const { response } = result;
  const body = readJsonBody(response, 'product list');
  const products = body.ok ? parseWooProducts(body.value, origin) : undefined;
  const note = products
    ? `products read: ${products.length}`
    : body.ok
      ? 'not a product list: no product array'
      : body.note;
  return {
    page: { url: response.url, role: 'products-feed', status: response.status, text: '', note },
    ...(products && { products }),
  };
};
