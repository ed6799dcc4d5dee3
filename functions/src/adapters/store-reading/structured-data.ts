/**
 * What a product page says about its product in machine-readable form: JSON-LD first (what
 * Shopify themes, WooCommerce and most shops publish for search engines), then microdata, then
 * Open Graph tags, then the page's own heading for the name. Each field comes from the first
 * source that has it, and `sources` says which. A field no source has stays absent: a price,
 * brand or barcode is never guessed. Pure.
 */
import type { HTMLElement } from 'node-html-parser';
import type { ProductPageFacts } from '@shop-scanner/shared/store-analysis';
import {
  jsonLdBlocks,
  jsonLdFacts,
  parseWithScripts,
  readOrganization,
  readWebSiteName,
  type JsonLd,
} from './json-ld';
import { marketplacePrice } from './marketplace-price';
import { microdataFacts } from './microdata';
import { firstMeta, openGraphFacts } from './open-graph';
import { marketplaceTitle, pageProductTitle, titleWithoutSite } from './page-product-title';
import {
  NAME_MAX_CHARS,
  withValue,
  type PartialFacts,
  type PublishedPrice,
  type Source,
} from './schema-values';
import { auctionBid } from './auction-bid';
import { offerBoxSale } from './offer-box-sale';
import { priceBoxPrice } from './shop-price-box';

/**
 * What the page itself shows (sourced 'page'): the product's title (see page-product-title), a
 * last resort, and the price in the platform's own price box (a marketplace's buy box, Magento's
 * price box), the sale its offer box shows beside the published price (see offer-box-sale) or an
 * auction's current bid beside its published starting price (see auction-bid), which is what the
 * shopper pays (see readProductFacts).
 */
const pageFacts = (
  root: HTMLElement,
  pageUrl: string,
  siteNames: string[],
  published: { microdata?: number | undefined; jsonLd?: number | undefined },
): PartialFacts => {
  const name = pageProductTitle(root, pageUrl, siteNames);
  const shown = marketplacePrice(root, new URL(pageUrl).hostname);
  const sale =
    published.microdata === undefined ? undefined : offerBoxSale(root, published.microdata);
  const startingPrice = published.jsonLd ?? published.microdata;
  const bid = startingPrice === undefined ? undefined : auctionBid(root, startingPrice);
  return {
    ...withValue('name', name?.slice(0, NAME_MAX_CHARS)),
    ...withValue('price', shown?.price ?? priceBoxPrice(root) ?? sale ?? bid),
    ...withValue('currency', shown?.currency),
  };
};

/** The names a site gives itself in its markup: og:site_name, its Organization and WebSite. */
const siteNamesOf = (root: HTMLElement, jsonLd: JsonLd): string[] =>
  [firstMeta(root, 'og:site_name'), readOrganization(jsonLd).name, readWebSiteName(jsonLd)].filter(
    (name): name is string => name !== undefined,
  );

const sameCurrency = (a: PublishedPrice, b: PublishedPrice): boolean =>
  a.currency === undefined || b.currency === undefined || a.currency === b.currency;

/**
 * When the page's sources disagree on the price, the one the shopper pays is used and the others
 * are kept beside it, so the shopper sees both and which was used. A price the page shows in its
 * platform's own price box (`shown`) is what the shopper pays. Otherwise, among the structured
 * sources (Rejuvenation: JSON-LD 150, Open Graph 120), the lowest in the first source's currency:
 * a price lower than the structured data's regular one is a sale the page applies.
 */
export const choosePrice = (
  published: readonly PublishedPrice[],
  shown?: PublishedPrice,
): { used: PublishedPrice; others: PublishedPrice[] } | undefined => {
  const first = shown ?? published[0];
  if (!first) return undefined;
  const comparable = published.filter((entry) => sameCurrency(entry, first));
  const used =
    shown ?? comparable.reduce((low, entry) => (entry.price < low.price ? entry : low), first);
  const others = comparable.filter(
    (entry, index) =>
      entry.price !== used.price &&
      comparable.findIndex((other) => other.price === entry.price) === index,
  );
  return { used, others };
};

const sourceNames: Readonly<Record<Source, string>> = {
  'json-ld': 'JSON-LD',
  microdata: 'microdata',
  'open-graph': 'Open Graph',
  page: 'the page',
};

const shownPrice = ({ price, currency }: { price: number; currency?: string }): string =>
  `${price.toFixed(2)}${currency ? ` ${currency}` : ''}`;

/** The evidence's words for prices that disagree: which was used, and what the others said. */
export const priceChoiceNote = (
  used: PublishedPrice,
  others: readonly PublishedPrice[],
): string | undefined =>
  others.length === 0
    ? undefined
    : `prices differ: ${shownPrice(used)} in ${sourceNames[used.source]} was used (${used.source === 'page' ? 'the price the page shows' : 'the lowest published'}), ${others
        .map((other) => `${shownPrice(other)} in ${sourceNames[other.source]}`)
        .join(', ')} also published`;

const factFields = [
  'name',
  'price',
  'currency',
  'brand',
  'gtin',
  'description',
  'availability',
] as const;

/** Reads a product page's facts from its structured data, each with its source. */
export const readProductFacts = (html: string, pageUrl: string): ProductPageFacts => {
  const root = parseWithScripts(html);
  const jsonLd: JsonLd = { blocks: jsonLdBlocks(root) };
  const host = new URL(pageUrl).hostname;
  const microdata = microdataFacts(root, pageUrl);
  const structured = jsonLdFacts(jsonLd, pageUrl);
  const published = { microdata: microdata.price, jsonLd: structured.price };
  const bySource: [Source, PartialFacts][] = [
    ['json-ld', structured],
    ['microdata', microdata],
    ['open-graph', openGraphFacts(root, pageUrl)],
    ['page', pageFacts(root, pageUrl, siteNamesOf(root, jsonLd), published)],
  ];
  for (const [, found] of bySource) {
    // A price of 0 is a placeholder (an out-of-stock offer's "price": "0"), never what is paid.
    if (found.price === 0) delete found.price;
  }
  const facts: ProductPageFacts = { images: [], sources: {} };
  for (const field of factFields) {
    const hit = bySource.find(([, found]) => found[field] !== undefined);
    if (!hit) continue;
    Object.assign(facts, { [field]: hit[1][field] });
    facts.sources[field] = hit[0];
  }
  // An Open Graph title may carry the site's name as a page title does ("…｜PChome商店街").
  if (facts.sources.name === 'open-graph' && facts.name !== undefined)
    facts.name = titleWithoutSite(facts.name, siteNamesOf(root, jsonLd), host) ?? facts.name;
  // On a marketplace the listing's own title element is its name as the shopper reads it; the
  // structured data's may be written for search engines (Alibaba's "… - Buy Cheese Slicer,
  // Handheld Cheese Grater … Product on Alibaba.com").
  const listingTitle = marketplaceTitle(root, host);
  if (listingTitle !== undefined && listingTitle !== facts.name) {
    facts.name = listingTitle.slice(0, NAME_MAX_CHARS);
    facts.sources.name = 'page';
  }
  const prices = bySource
    .filter(([, found]) => found.price !== undefined)
    .map(([source, found]): PublishedPrice => ({
      price: found.price!,
      ...(found.currency !== undefined && { currency: found.currency }),
      source,
    }));
  const chosen = choosePrice(
    prices.filter((entry) => entry.source !== 'page'),
    prices.find((entry) => entry.source === 'page'),
  );
  if (chosen && chosen.others.length > 0) {
    facts.price = chosen.used.price;
    facts.sources.price = chosen.used.source;
    if (chosen.used.currency !== undefined) {
      facts.currency = chosen.used.currency;
      facts.sources.currency = chosen.used.source;
    }
    facts.otherPrices = chosen.others;
  }
  // Images from one source only: mixing a JSON-LD gallery with an og:image duplicates pictures.
  const images = bySource.find(([, found]) => (found.images?.length ?? 0) > 0);
  if (images) {
    facts.images = images[1].images!;
    facts.sources.images = images[0];
  }
  return facts;
};
