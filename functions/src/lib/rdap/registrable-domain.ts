/**
 * The name a registry knows: the registrable domain of a store's host (`shop.example.co.uk` →
 * `example.co.uk`), by the Public Suffix List's ICANN section (tldts). A registry holds records
 * for registered names only, so asking about the full host would answer "not found".
 */
import { getDomain, parse } from 'tldts';

export type RegistrableDomain =
  | { readonly domain: string }
  /** No registry to ask; `note` says why, for the shopper. */
  | { readonly note: string };

export const registrableDomainOf = (host: string): RegistrableDomain => {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (parse(name).isIp) return { note: 'an address, not a domain name' };
  // ICANN suffixes only: for `foo.myshopify.com` the registered name is myshopify.com.
  const domain = getDomain(name, { allowPrivateDomains: false });
  if (!domain) return { note: `${name || 'an empty host'} has no registrable domain` };
  // A store on a platform's shared domain (a private PSL suffix such as myshopify.com or
  // github.io): the platform's registration date says nothing about this store, so unknown
  // rather than a misleadingly old date. (The platform's own host, myshopify.com, is itself.)
  const ownDomain = getDomain(name, { allowPrivateDomains: true });
  if (ownDomain && ownDomain !== domain) {
    return {
      note: `a site on ${domain}, a shared platform domain: its registration is not the store's`,
    };
  }
  return { domain };
};
