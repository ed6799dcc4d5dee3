/**
 * The scan page's url tab: fetch one product page and read what it publishes about
 * its product (name, price, images, brand, GTIN) from its structured data, plus the platform that
 * serves it and the store it belongs to (the origin of the address it finally answered from).
 * A page that cannot be fetched at all throws the fetcher's refusal (the shopper's 400).
 */
import type { ProductPageFacts, StorePlatform } from '@shop-scanner/shared/store-analysis';
import { detectPlatform } from './detect-platform';
import { isHtmlResponse, isSuccess, readInPartNote, SHOPPER_PAGE_MAX_BYTES } from './fetch-page';
import type { SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';
import { readProductFacts } from './structured-data';

export interface ProductPageReading {
  /** The address the page answered from, after redirects. */
  finalUrl: string;
  /** The page's HTTP status: an error page publishes no product, so its facts are empty. */
  status: number;
  facts: ProductPageFacts;
  platform: StorePlatform;
  /** The store the page belongs to: the origin of its final address. */
  storeUrl: string;
  /** Set when the page was longer than its cap and only its first part was read. */
  readInPart?: string;
}

export const readProductPage = async (
  url: string,
  deps: { fetcher: SafeFetcher },
): Promise<ProductPageReading> => {
  const target = new URL(url);
  target.hash = '';
  const response = await deps.fetcher.fetch(target.toString(), {
    headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    maxBytes: SHOPPER_PAGE_MAX_BYTES,
    keepFirstPart: true,
  });
  const readInPart = readInPartNote(response);
  const html = isHtmlResponse(response) ? response.text() : '';
  const finalUrl = response.url;
  return {
    finalUrl,
    status: response.status,
    // An error page's markup (a 404 with "related products") is not this product's.
    facts: isSuccess(response.status)
      ? readProductFacts(html, finalUrl)
      : { images: [], sources: {} },
    platform: detectPlatform({ url: finalUrl, headers: response.headers, html }).platform,
    storeUrl: new URL(finalUrl).origin,
    ...(readInPart !== undefined && { readInPart }),
  };
};
