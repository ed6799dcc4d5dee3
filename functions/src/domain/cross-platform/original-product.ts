/**
 * The original product a cross-platform search compares against: its address, title, price and
 * platform. The price is a fact or nothing: the catalogue's offer at that very address (when the
 * shopper scanned the product's barcode), else what the original page publishes; when neither
 * says, the price is null and no match is ranked against it. 29.99 is never assumed.
 */
import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import type { Product } from '@shop-scanner/shared/products';
import {
  marketplacePlatforms,
  storePlatformLabels,
} from '@shop-scanner/shared/store-analysis-rules';
import { getDomain, getDomainWithoutSuffix, parse } from 'tldts';

export type OriginalProduct = CrossPlatformAnalysis['originalProduct'];

/** What the product-page reader found on the original page. */
export interface OriginalPage {
  readonly title?: string | undefined;
  readonly price?: number | undefined;
  readonly platform: string;
}

/** The search's marketplaces, by the names store analysis gives them. */
const marketplaces: Readonly<Record<string, string>> = Object.fromEntries(
  marketplacePlatforms.map((platform) => [platform, storePlatformLabels[platform]]),
);

/** The platform an address belongs to: a marketplace's name, else the store's domain. */
export const platformFromAddress = (url: string): string => {
  const name = getDomainWithoutSuffix(url);
  if (name !== null && marketplaces[name] !== undefined) return marketplaces[name];
  return getDomain(url) ?? parse(url).hostname ?? url;
};

/** Addresses compared as the URL parser writes them (case of the host, default port, '/'). */
export const sameAddress = (a: string, b: string): boolean => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
};

/** The catalogue product's offer at the original address, when there is one. */
export const originalFromCatalogue = (
  product: Pick<Product, 'name' | 'stores'> | undefined,
  originalUrl: string,
): OriginalProduct | undefined => {
  const offer = product?.stores.find((s) => sameAddress(s.url, originalUrl));
  return product && offer
    ? { url: originalUrl, title: product.name, price: offer.price, platform: offer.name }
    : undefined;
};

const usablePrice = (price: number | undefined) =>
  price !== undefined && Number.isFinite(price) && price > 0 ? price : null;

/** What the page says; a page that could not be read leaves the price unknown. */
export const originalFromPage = async (
  originalUrl: string,
  productName: string,
  readOriginal: (url: string) => Promise<OriginalPage>,
): Promise<OriginalProduct> => {
  try {
    const page = await readOriginal(originalUrl);
    const title = page.title?.trim();
    return {
      url: originalUrl,
      title: title === undefined || title === '' ? productName : title,
      price: usablePrice(page.price),
      platform: page.platform,
    };
  } catch {
    return {
      url: originalUrl,
      title: productName,
      price: null,
      platform: platformFromAddress(originalUrl),
    };
  }
};
