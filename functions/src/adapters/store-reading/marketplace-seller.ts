/**
 * The seller of a marketplace listing, named by the listing's links to the seller's own shop on
 * the marketplace (Etsy's `/shop/<name>`, eBay's `/str/<name>`): the store a shopper is checking
 * when they give a listing. A listing links its own shop several times (the header, "more from
 * this shop", its feed) and other shops once each in its recommendations, so the shop linked most
 * often is the seller's. Pure.
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';
import type { PageLink } from './page-link';

/** A marketplace's address of a seller's own shop; the name is its first group. */
const SHOP_PATHS: Partial<Record<StorePlatform, RegExp>> = {
  etsy: /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/shop\/([A-Za-z0-9]{2,40})(?:\/|$)/,
  ebay: /^\/str\/([A-Za-z0-9._-]{2,60})(?:\/|$)/,
};

export const marketplaceSellerOf = (
  platform: StorePlatform,
  links: readonly PageLink[],
  pageUrl: string,
): string | undefined => {
  const shopPath = SHOP_PATHS[platform];
  if (!shopPath) return undefined;
  const host = new URL(pageUrl).hostname;
  const counts = new Map<string, number>();
  for (const link of links) {
    const url = new URL(link.href);
    if (url.hostname !== host) continue;
    const name = shopPath.exec(url.pathname)?.[1];
    if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let seller: string | undefined;
  for (const [name, count] of counts) if (count > (counts.get(seller ?? '') ?? 0)) seller = name;
  return seller;
};
