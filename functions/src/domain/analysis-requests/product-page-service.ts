/**
 * The scan page's url tab: read a product page's structured data (name, price,
 * images, brand, GTIN), find the product in the catalogue by GTIN or name, and analyse its
 * store. Nothing is added that the page did not publish: a field it does not carry is absent.
 *
 * The page is read first: an address that cannot be fetched is a 400 before anything is counted.
 * The store analysis then counts its use (one per distinct store a month) as /analyze does.
 */
import type { ProductPageCheck } from '@shop-scanner/shared/store-analysis';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { readProductPage } from '../../adapters/store-reading/product-page';
import { findCatalogueProduct } from './catalogue-lookup';
import { analyzeStoreForShopper, asShopperError } from './store-analysis-service';

export const checkProductPage = async (request: {
  userId: string;
  url: string;
  fetcher: SafeFetcher;
  now?: Date;
}): Promise<ProductPageCheck> => {
  const { userId, url, fetcher } = request;
  await asShopperError(() => fetcher.assertFetchable(url));
  const page = await asShopperError(() => readProductPage(url, { fetcher }));
  const [catalogueMatch, store] = await Promise.all([
    findCatalogueProduct({
      ...(page.facts.name === undefined ? {} : { name: page.facts.name }),
      ...(page.facts.gtin === undefined ? {} : { gtin: page.facts.gtin }),
    }),
    analyzeStoreForShopper({
      userId,
      url: page.storeUrl,
      fetcher,
      ...(request.now ? { now: request.now } : {}),
    }),
  ]);
  return {
    url: page.finalUrl,
    facts: page.facts,
    ...(page.readInPart !== undefined && { readInPart: page.readInPart }),
    catalogueMatch,
    store,
  };
};
