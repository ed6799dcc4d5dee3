/**
 * The seller of a marketplace listing, named by the listing's links to the seller's own shop on
 * the marketplace (Etsy's `/shop/<name>`, eBay's `/str/<name>`, an Alibaba supplier's own site
 * `<supplier>.en.alibaba.com`): the store a shopper is checking when they give a listing. A
 * listing links its own shop several times (the header, "more from this shop", its feed) and
 * other shops once each in its recommendations, so the shop linked most often is the seller's.
 * And the brands a listing gives that are the marketplace's filler, not a maker. Pure.
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';
import { getDomainWithoutSuffix } from 'tldts';
import type { StorefrontProduct } from '../../domain/store-analysis/store-snapshot';
import type { PageLink } from './page-link';

/** A marketplace's address of a seller's own shop, on the listing's host; the name is its group. */
const shopOnHost =
  (path: RegExp) =>
  (url: URL, host: string): string | undefined =>
    url.hostname === host ? path.exec(url.pathname)?.[1] : undefined;

/** Each marketplace's way of addressing a seller's shop: the shop's handle, or undefined. */
const SHOP_OF: Partial<Record<StorePlatform, (url: URL, host: string) => string | undefined>> = {
  etsy: shopOnHost(/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/shop\/([A-Za-z0-9]{2,40})(?:\/|$)/),
  ebay: shopOnHost(/^\/str\/([A-Za-z0-9._-]{2,60})(?:\/|$)/),
  // A supplier's own site is its subdomain, in a language's (`wepromoteall.en.alibaba.com`).
  alibaba: (url) => /^([a-z0-9-]{2,63})\.[a-z]{2}\.alibaba\.com$/i.exec(url.hostname)?.[1],
};

/**
 * A company's registered name, as a supplier's card prints it ("Huizhou Yongli Industrial Co.,
 * Ltd."): the seller's name where a link to its shop gives it, rather than its handle.
 */
const COMPANY_NAME =
  /^[\p{L}\p{N}][\p{L}\p{N}\s&.,'()-]{1,100}\b(?:co\.?,?\s*ltd|ltd|limited|inc|llc|gmbh|corp(?:oration)?|company|co)\.?$/iu;

export const marketplaceSellerOf = (
  platform: StorePlatform,
  links: readonly PageLink[],
  pageUrl: string,
): string | undefined => {
  const shopOf = SHOP_OF[platform];
  if (!shopOf) return undefined;
  const host = new URL(pageUrl).hostname;
  const counts = new Map<string, number>();
  const companyNames = new Map<string, string>();
  for (const link of links) {
    const handle = shopOf(new URL(link.href), host);
    if (handle === undefined) continue;
    counts.set(handle, (counts.get(handle) ?? 0) + 1);
    if (COMPANY_NAME.test(link.text) && !companyNames.has(handle))
      companyNames.set(handle, link.text);
  }
  let seller: string | undefined;
  for (const [name, count] of counts) if (count > (counts.get(seller ?? '') ?? 0)) seller = name;
  return seller === undefined ? undefined : (companyNames.get(seller) ?? seller);
};

/** A brand this short is too common a beginning to be taken for the marketplace's filler. */
const FILLER_MIN_CHARS = 3;

/**
 * A listing's brand that is only the beginning of the marketplace's own name ("Ali" on
 * alibaba.com, given when a supplier names no brand): the marketplace's filler, not a maker, so
 * it is left out. A marketplace's own whole name (Amazon's "Amazon Basics") is a brand and stays.
 */
export const withoutMarketplaceFiller = (
  products: StorefrontProduct[],
  host: string,
): StorefrontProduct[] => {
  const label = getDomainWithoutSuffix(host)?.toLowerCase();
  if (!label) return products;
  const isFiller = (vendor: string): boolean => {
    const key = vendor.trim().toLowerCase();
    return key.length >= FILLER_MIN_CHARS && key.length < label.length && label.startsWith(key);
  };
  return products.map(({ vendor, ...product }) =>
    vendor === undefined || isFiller(vendor) ? product : { ...product, vendor },
  );
};
