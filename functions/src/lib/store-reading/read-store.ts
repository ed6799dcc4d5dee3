/**
 * Reads a store for its analysis (issue 8 §2): the page the shopper gave, the platform that
 * serves it, what the store publishes about its products and itself, its returns, shipping,
 * contact and about pages, and its domain's registration. All fetching is here, through the safe
 * fetcher (which also keeps to 2 requests a second per store); the scoring reads only the result.
 *
 * The order keeps the whole reading well under 20 s: the storefront page first (its markup names
 * the platform and links the other pages), then one batch of at most six requests (product feed,
 * shop meta, up to four info pages) with a shorter deadline each, beside the RDAP lookup.
 *
 * Failure modes: a storefront that cannot be fetched at all throws (the fetcher's FetchRefused:
 * the shopper gets a 400); a storefront answering an error status is recorded with that status
 * and nothing more is read (the verdict will say "unknown"); any later page that fails is a page
 * with a note, never a failed reading.
 */
import type { DomainAge } from '@shop-scanner/shared/store-analysis';
import type {
  FetchedPage,
  PageRole,
  StorefrontProduct,
  StoreSnapshot,
} from '../../domain/store-analysis/store-snapshot';
import {
  detectPlatform,
  isMarketplaceListing,
  isOnPlatformDomain,
  marketplaceOf,
} from './detect-platform';
import {
  htmlPage,
  isHtmlResponse,
  isSuccess,
  readPageRecord,
  readSecondaryPage,
} from './fetch-page';
import { pickInfoPages } from './info-pages';
import { readPageText, type PageText } from './page-text';
import type { FetchResponse, SafeFetcher } from './safe-fetcher';
import { readShopifyStorefront, type ShopifyMeta } from './shopify-storefront';
import {
  readJsonLd,
  readJsonLdProducts,
  readOrganization,
  type JsonLd,
  type SiteOrganization,
} from './structured-data';
import { readWooStoreApi } from './woocommerce-store-api';

export interface ReadStoreDeps {
  fetcher: SafeFetcher;
  /** The domain's registration (RDAP); a failure here is an unknown age, not a failed reading. */
  domainAge: (host: string) => Promise<DomainAge>;
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';

/** The address as given, normalized: parsed, without its fragment. */
export const normalizeStoreUrl = (url: string): string => {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.toString();
};

/** The store's host: lower-case, without `www.` or a trailing dot. */
export const storeHostOf = (url: string): string =>
  new URL(url).hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');

const lookupDomainAge = async (deps: ReadStoreDeps, host: string): Promise<DomainAge> => {
  try {
    return await deps.domainAge(host);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { registeredAt: null, ageDays: null, note: `registration lookup failed: ${reason}` };
  }
};

interface Catalogue {
  pages: FetchedPage[];
  products: StorefrontProduct[] | null;
  meta?: ShopifyMeta;
}

const productsFromPage = (jsonLd: JsonLd, url: string): StorefrontProduct[] | null => {
  const products = readJsonLdProducts(jsonLd, url);
  return products.length > 0 ? products : null;
};

/** What the store publishes about its products, by the platform's own public channel. */
const readCatalogue = async (
  fetcher: SafeFetcher,
  platform: StoreSnapshot['platform'],
  origin: string,
  jsonLd: JsonLd,
  pageUrl: string,
): Promise<Catalogue> => {
  if (platform === 'shopify') return readShopifyStorefront(fetcher, origin);
  if (platform === 'woocommerce') {
    const woo = await readWooStoreApi(fetcher, origin);
    return { pages: [woo.page], products: woo.products ?? productsFromPage(jsonLd, pageUrl) };
  }
  return { pages: [], products: productsFromPage(jsonLd, pageUrl) };
};

const storeNameOf = (
  meta: ShopifyMeta | undefined,
  page: PageText,
  organization: SiteOrganization,
  onMarketplace: boolean,
): string | undefined =>
  // A marketplace page's title is the product's, not the store's.
  meta?.name ?? page.ogSiteName ?? organization.name ?? (onMarketplace ? undefined : page.title);

/** The storefront page when it gave nothing to read: its status, and why. */
const emptyOrErrorPage = (response: FetchResponse, role: PageRole, html: string): FetchedPage => {
  const page = htmlPage(response, role);
  return page.note === undefined && html.trim() === '' ? { ...page, note: 'empty page' } : page;
};

/** Reads a store into the snapshot the scoring schemes read. */
export const readStore = async (url: string, deps: ReadStoreDeps): Promise<StoreSnapshot> => {
  const { fetcher } = deps;
  const given = normalizeStoreUrl(url);
  const host = storeHostOf(given);

  // Not caught: a store that cannot be fetched at all is the shopper's 400.
  const response = await fetcher.fetch(given, { headers: { accept: HTML_ACCEPT } });
  const domainPromise = lookupDomainAge(deps, host);

  const finalUrl = response.url;
  const role: PageRole = isMarketplaceListing(finalUrl) ? 'listing' : 'storefront';
  // The markup helps name the platform even on an error page (a shop's own 404 or 403 page).
  const html = isHtmlResponse(response) ? response.text() : '';
  const detection = detectPlatform({ url: finalUrl, headers: response.headers, html });
  const onMarketplace = marketplaceOf(new URL(finalUrl).hostname) !== undefined;
  const onPlatformDomain = isOnPlatformDomain(finalUrl) || isOnPlatformDomain(given);

  if (!isSuccess(response.status) || html.trim() === '') {
    // An error page or a non-page says nothing about the store: record it, read no further.
    return {
      url: given,
      host,
      platform: detection.platform,
      platformEvidence: detection.evidence,
      onPlatformDomain,
      pages: [emptyOrErrorPage(response, role, html)],
      products: null,
      domain: await domainPromise,
    };
  }

  const page = readPageText(html, finalUrl);
  const mainPage = readPageRecord(response, role, page);
  const jsonLd = readJsonLd(html);
  const organization = readOrganization(jsonLd);
  const origin = new URL(finalUrl).origin;
  // A marketplace's policy and contact pages are the marketplace's, not the seller's.
  const infoPages = onMarketplace
    ? []
    : pickInfoPages({ pageUrl: finalUrl, links: page.links, platform: detection.platform });

  const [catalogue, infoRead, domain] = await Promise.all([
    readCatalogue(fetcher, detection.platform, origin, jsonLd, finalUrl),
    Promise.all(infoPages.map((info) => readSecondaryPage(fetcher, info.url, info.role))),
    domainPromise,
  ]);
  const { meta } = catalogue;

  const platformEvidence = [...detection.evidence];
  if (meta?.myshopifyDomain) platformEvidence.push(`meta.json: ${meta.myshopifyDomain}`);
  const storeName = storeNameOf(meta, page, organization, onMarketplace);
  const description = meta?.description ?? (onMarketplace ? undefined : page.metaDescription);
  const location = meta?.location ?? organization.location;

  return {
    url: given,
    host,
    platform: detection.platform,
    platformEvidence,
    onPlatformDomain,
    pages: [mainPage, ...catalogue.pages, ...infoRead],
    ...(storeName !== undefined && { storeName }),
    ...(description !== undefined && { description }),
    ...(location !== undefined && { location }),
    products: catalogue.products,
    ...(meta?.publishedProductCount !== undefined && {
      publishedProductCount: meta.publishedProductCount,
    }),
    domain,
  };
};
