/**
 * Which store an address belongs to, for the shared cache and the monthly allowance ("one use per
 * distinct store"): its host, lower-cased, without `www.`, with the port when it is not the
 * scheme's default. Two pages of one shop are one store; http and https of one shop are one store.
 *
 * A marketplace is not one store: each listing (an Amazon /dp/ page, an Etsy shop) is its own
 * seller, so its key carries the listing's path, and two sellers never share a cached verdict.
 */
import { isMarketplaceListing } from '../../adapters/store-reading/detect-platform';

export const storeKeyOf = (url: string): string => {
  const parsed = new URL(url);
  const host = parsed.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  const store = parsed.port ? `${host}:${parsed.port}` : host;
  // Trailing slashes dropped in linear time: the lookbehind starts only at a run's first slash.
  return isMarketplaceListing(url)
    ? `${store}${parsed.pathname.replace(/(?<!\/)\/+$/, '')}`
    : store;
};
