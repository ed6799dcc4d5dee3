/**
 * Reads a store for its analysis: the page the shopper gave, the platform that
 * serves it, what the store publishes about its products and itself, its returns, shipping,
 * contact and about pages, and its domain's registration. All fetching is here, through the safe
 * fetcher (which also keeps to 2 requests a second per store); the scoring reads only the result.
 *
 * The order keeps the whole reading well under 20 s: the storefront page first (its markup names
 * the platform and links the other pages), then one batch of at most six requests (product feed,
 * shop meta, up to four info pages) with a shorter deadline each, beside the RDAP lookup; when
 * the product feed published no barcode, one product page after it, with a shorter deadline
 * still (8 s + 5 s + 3 s at the very worst).
 *
 * Failure modes: a storefront that cannot be fetched at all throws (the fetcher's FetchRefused:
 * the shopper gets a 400); a storefront answering an error status is recorded with that status
 * and nothing more is read (the verdict will say "unknown"); any later page that fails is a page
 * with a note, never a failed reading.
 */
import type { DomainAge } from '@shop-scanner/shared/store-analysis';
import { getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
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
  failureNote,
  htmlPage,
  isHtmlResponse,
  isSuccess,
  readPageRecord,
  readSecondaryPage,
  SECONDARY_MAX_BYTES,
  SHOPPER_PAGE_MAX_BYTES,
} from './fetch-page';
import { pickInfoPages } from './info-pages';
import { marketplaceSellerOf, withoutMarketplaceFiller } from './marketplace-seller';
import { nameKey, namesSite, titleParts } from './page-product-title';
import { collapseWhitespace, readPageText, type PageText } from './page-text';
import {
  cleanName,
  copyrightHolderName,
  firstSiteWord,
  logoNameInTitle,
  logoTexts,
} from './store-name-clues';
import type { FetchResponse, SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';
import { readShopifyStorefront, type ShopifyMeta } from './shopify-storefront';
import {
  readJsonLd,
  publishesProductList,
  readJsonLdProducts,
  readOrganization,
  readSiteDescription,
  readWebSiteName,
  type JsonLd,
  type SiteOrganization,
} from './json-ld';
import { choosePrice, priceChoiceNote, readProductFacts } from './structured-data';
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

export interface Catalogue {
  pages: FetchedPage[];
  products: StorefrontProduct[] | null;
  /** Set when the products are one product page's (see StoreSnapshot.productsFrom). */
  fromProductPage?: true;
  meta?: ShopifyMeta;
  /** Which of the page's disagreeing prices the verdict reads, for the main page's note. */
  priceNote?: string;
}

/** The one product page read for a barcode gets less time than the other secondary pages. */
export const PRODUCT_PAGE_DEADLINE_MS = 3000;

const productPageRecord = (url: string, status: number | null, note: string): FetchedPage => ({
  url,
  role: 'product',
  status,
  // Its words are the product's, already read from the product list.
  text: '',
  note,
});

/**
 * A barcode for a catalogue whose product list published none, from the first product's own
 * page: Shopify's `/products.json` never carries the variants' barcodes, which its themes print
 * in the product page's JSON-LD (Dawn's `gtin13`), and a WooCommerce Store API answers the GTIN
 * field only from WooCommerce 9.2 on. One page, after the list (it names the page), with a
 * shorter deadline; a failure is a page with a note.
 */
export const withProductPageBarcode = async (
  fetcher: SafeFetcher,
  catalogue: Catalogue,
  origin: string,
): Promise<Catalogue> => {
  const { products } = catalogue;
  if (!products || products.some((product) => product.gtin !== undefined)) return catalogue;
  const index = products.findIndex(
    (product) => product.url !== undefined && new URL(product.url).origin === origin,
  );
  const product = products[index];
  const url = product?.url;
  if (!product || !url) return catalogue;
  const record = async (): Promise<{ page: FetchedPage; gtin?: string }> => {
    try {
      const response = await fetcher.fetch(url, {
        headers: { accept: HTML_ACCEPT },
        deadlineMs: PRODUCT_PAGE_DEADLINE_MS,
        maxBytes: SECONDARY_MAX_BYTES,
        keepFirstPart: true,
      });
      if (!isSuccess(response.status) || !isHtmlResponse(response))
        return { page: htmlPage(response, 'product') };
      const { gtin } = readProductFacts(response.text(), response.url);
      const note = gtin
        ? `barcode (GTIN) read for "${product.title}": ${gtin}`
        : 'no barcode (GTIN) published';
      return {
        page: productPageRecord(response.url, response.status, note),
        ...(gtin && { gtin }),
      };
    } catch (error) {
      return { page: productPageRecord(url, null, failureNote(error)) };
    }
  };
  const { page, gtin } = await record();
  return {
    ...catalogue,
    pages: [...catalogue.pages, page],
    products: gtin
      ? products.map((entry, position) => (position === index ? { ...entry, gtin } : entry))
      : products,
  };
};

/**
 * A product page's one product, with the Open Graph price when that is a sale its JSON-LD does
 * not show (see choosePrice): the verdict reads the price the shopper pays, and the page's note
 * says which price was used and what else was published.
 */
export const withOpenGraphSale = (
  products: StorefrontProduct[],
  jsonLd: JsonLd,
): { products: StorefrontProduct[]; note?: string } => {
  const [product] = products;
  const variant = product?.variants[0];
  const { openGraphPrice } = jsonLd;
  if (products.length !== 1 || !product || !variant || !openGraphPrice) return { products };
  const chosen = choosePrice([{ price: variant.price, source: 'json-ld' }, openGraphPrice]);
  if (!chosen || chosen.used.source !== 'open-graph') return { products };
  const note = priceChoiceNote(chosen.used, chosen.others);
  const onSale = { ...variant, price: chosen.used.price };
  return {
    products: [{ ...product, variants: [onSale, ...product.variants.slice(1)] }],
    ...(note !== undefined && { note }),
  };
};

/**
 * The products the page itself publishes. A home page's, or a collection's list, are a part of
 * the catalogue; any other page's are one product page's own product and its related items.
 */
const productsFromPage = (jsonLd: JsonLd, url: string): Catalogue => {
  const products = readJsonLdProducts(jsonLd, url);
  if (products.length === 0) return { pages: [], products: null };
  const sale = withOpenGraphSale(products, jsonLd);
  const catalogue = isHomePage(url) || publishesProductList(jsonLd);
  return {
    pages: [],
    products: sale.products,
    ...(!catalogue && { fromProductPage: true as const }),
    ...(sale.note && { priceNote: sale.note }),
  };
};

/** What the store publishes about its products, by the platform's own public channel. */
const readCatalogue = async (
  fetcher: SafeFetcher,
  platform: StoreSnapshot['platform'],
  origin: string,
  jsonLd: JsonLd,
  pageUrl: string,
): Promise<Catalogue> => {
  if (platform === 'shopify')
    return withProductPageBarcode(fetcher, await readShopifyStorefront(fetcher, origin), origin);
  if (platform === 'woocommerce') {
    const woo = await readWooStoreApi(fetcher, origin);
    if (!woo.products) return { ...productsFromPage(jsonLd, pageUrl), pages: [woo.page] };
    return withProductPageBarcode(fetcher, { pages: [woo.page], products: woo.products }, origin);
  }
  return productsFromPage(jsonLd, pageUrl);
};

const sameName = (a: string, b: string): boolean =>
  collapseWhitespace(a).toLowerCase() === collapseWhitespace(b).toLowerCase();

/**
 * The site's name from its page title, when the title or one part of "Name – Tagline" (or
 * "Page | Name") names the site: the text of a link to the site's home page (the header's site
 * title, a theme's logo label), a brand the page gives (the JSON-LD brand, og:brand) or the
 * domain's label ("Keystick Wall Sconce | Rejuvenation" on rejuvenation.com). Anything less sure
 * keeps the whole title on the home page only (a title like "Salt – Pepper Co" may be a name):
 * a product page's title is its product's ("The One Device: The Secret History of the iPhone"
 * on almedina.net), so it names no store.
 */
export const siteNameFromTitle = (
  page: PageText,
  pageUrl: string,
  brands: readonly string[] = [],
): string | undefined => {
  const { title } = page;
  if (title === undefined) return undefined;
  // Cut where a product page's title is cut (page-product-title): a part counts only when it
  // names the site, so a hyphenated name ("Hearth-Table - Kitchen goods") is not cut short.
  const parts = titleParts(title).map((part) => part.text.trim());
  const home = new URL('/', pageUrl).toString();
  const homeLinkTexts = page.links.filter((link) => link.href === home).map((link) => link.text);
  const host = new URL(pageUrl).hostname;
  const named =
    parts.find((part) => part !== '' && homeLinkTexts.some((text) => sameName(text, part))) ??
    parts.find((part) => namesSite(part, brands, host));
  // A product page's title names its product first: the site's word is looked for after it.
  const siteParts = parts.length > 1 ? parts.slice(1).reverse() : parts;
  return named ?? firstSiteWord(siteParts, host) ?? (isHomePage(pageUrl) ? title : undefined);
};

/**
 * A name that is the domain written as one word ("currysie" on currys.ie, an account's handle):
 * not how the store writes its name.
 */
export const isDomainHandle = (name: string, host: string): boolean => {
  const label = getDomainWithoutSuffix(host);
  const suffix = getPublicSuffix(host);
  return (
    label !== null &&
    suffix !== null &&
    /^[\p{L}\p{N}]+$/u.test(name) &&
    nameKey(name) === nameKey(`${label}${suffix}`)
  );
};

/**
 * A name that is the site's address, written as one ("www.laendleanzeiger.at" as og:site_name on
 * that host): how the browser writes the store, not how the store writes itself. A name the store
 * capitalises is its own spelling ("Laendleanzeiger.at", "Amazon.com").
 */
const isHostName = (name: string, host: string): boolean => {
  const written = name.trim();
  const bare = host.toLowerCase().replace(/^www\./, '');
  return written === bare || written === `www.${bare}`;
};

/**
 * The name within a declared name that says more than the name: a title with its tagline
 * ("GOMAJI 最大吃喝玩樂平台 | 全台人氣美食…" on gomaji.com: "GOMAJI"), a description around the name
 * in guillemets ("Сеть магазинов электроники и бытовой техники «Мечта».": "Мечта"). Only where
 * the part is sure: a title part or word that names the site, the one name quoted. Otherwise the
 * declared name stays whole ("Hearth-Table - Kitchen goods" may be the name).
 */
const nameWithinDeclared = (declared: string, host: string): string => {
  const quoted = [...declared.matchAll(/«\s*([^«»]{2,60}?)\s*»/gu)];
  const [only] = quoted;
  if (only?.[1] !== undefined && quoted.length === 1 && declared.replace(only[0], '').trim() !== '')
    return only[1];
  const parts = titleParts(declared).map((part) => part.text.trim());
  if (parts.length < 2) return declared;
  return parts.find((part) => namesSite(part, [], host)) ?? firstSiteWord(parts, host) ?? declared;
};

/**
 * The name a store declares, as it writes it elsewhere when the declared one is a handle or its
 * address: its logo or its title say "Currys" where og:site_name says "currysie", and
 * "Laendleanzeiger.at" ("… Kleinanzeigen bei Laendleanzeiger.at") where it says
 * "www.laendleanzeiger.at". The declared name stays when nothing spells it better.
 */
const spelledName = (declared: string, page: PageText, pageUrl: string): string => {
  const host = new URL(pageUrl).hostname;
  if (!isDomainHandle(declared, host) && !isHostName(declared, host))
    return cleanName(nameWithinDeclared(declared, host)) || declared;
  const titleTexts = page.title === undefined ? [] : titleParts(page.title).map((p) => p.text);
  const spelledWell = (text: string) =>
    namesSite(text, [], host) && !isDomainHandle(text, host) && !isHostName(text, host);
  // Else the site's word in its title ("… Kleinanzeigen bei Laendleanzeiger.at").
  const titleWord = firstSiteWord(titleTexts, host);
  const better =
    [...logoTexts(page, pageUrl), ...titleTexts].map(cleanName).find(spelledWell) ??
    (titleWord !== undefined && spelledWell(titleWord) ? titleWord : undefined);
  return better ?? declared;
};

/** What names a store, as read from its storefront page. */
export interface StoreNameSources {
  meta: ShopifyMeta | undefined;
  page: PageText;
  pageUrl: string;
  organization: SiteOrganization;
  /** The WebSite JSON-LD's name. */
  websiteName: string | undefined;
  /** Brands the page names (its products' JSON-LD brand): a shop's own brand, maybe. */
  brands?: readonly string[];
  onMarketplace: boolean;
}

/**
 * The store's name: Shopify's meta, the site name the page declares (og:site_name, the
 * Organization's or the WebSite's JSON-LD name), else the page title without its tagline, else
 * the logo's words the title repeats, else the copyright notice's holder (store-name-clues). None
 * on a marketplace: what its page declares names the marketplace ("eBay"), its title the
 * product, and the store is the seller.
 */
export const storeNameOf = ({
  meta,
  page,
  pageUrl,
  organization,
  websiteName,
  brands = [],
  onMarketplace,
}: StoreNameSources): string | undefined => {
  if (onMarketplace) return undefined;
  if (meta?.name !== undefined) return meta.name;
  const declared = page.ogSiteName ?? organization.name ?? websiteName;
  if (declared !== undefined) return spelledName(declared, page, pageUrl);
  const fromTitle = siteNameFromTitle(page, pageUrl, brands);
  if (fromTitle !== undefined) return cleanName(fromTitle) || fromTitle;
  return logoNameInTitle(page, pageUrl) ?? copyrightHolderName(page, new URL(pageUrl).hostname);
};

/** A store's home page: its root, or a language's root (`/`, `/en/`, `/en-gb`, `/index.html`). */
export const isHomePage = (url: string): boolean =>
  /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/?|index\.html?|home\/?)?$/i.test(new URL(url).pathname);

/** Where the store describes itself, and the words. */
export interface StoreDescription {
  text: string;
  url: string;
}

/** What may describe the store, as read from its pages. */
export interface StoreDescriptionSources {
  meta: ShopifyMeta | undefined;
  metaUrl: string | undefined;
  /** The Organization's or WebSite's own description in the main page's JSON-LD. */
  siteDescription: string | undefined;
  mainPage: FetchedPage;
  infoPages: readonly FetchedPage[];
  onMarketplace: boolean;
}

/**
 * The store's description of itself: Shopify's shop meta, the site's Organization or WebSite
 * data, the home page's meta description, else the about page's. Never a product's or a
 * category's meta description (a product page's says what the product is, not who sells it),
 * and nothing on a marketplace (its words are the marketplace's).
 */
export const storeDescriptionOf = ({
  meta,
  metaUrl,
  siteDescription,
  mainPage,
  infoPages,
  onMarketplace,
}: StoreDescriptionSources): StoreDescription | undefined => {
  if (meta?.description !== undefined && metaUrl !== undefined)
    return { text: meta.description, url: metaUrl };
  if (onMarketplace) return undefined;
  if (siteDescription !== undefined) return { text: siteDescription, url: mainPage.url };
  if (mainPage.metaDescription !== undefined && isHomePage(mainPage.url))
    return { text: mainPage.metaDescription, url: mainPage.url };
  const about = infoPages.find(
    (page) => page.role === 'about' && isSuccess(page.status ?? 0) && page.metaDescription,
  );
  return about?.metaDescription !== undefined
    ? { text: about.metaDescription, url: about.url }
    : undefined;
};

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
  const response = await fetcher.fetch(given, {
    headers: { accept: HTML_ACCEPT },
    maxBytes: SHOPPER_PAGE_MAX_BYTES,
    keepFirstPart: true,
  });
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
  const products =
    onMarketplace && catalogue.products
      ? withoutMarketplaceFiller(catalogue.products, new URL(finalUrl).hostname)
      : catalogue.products;
  const mainNote = [mainPage.note, catalogue.priceNote].filter(Boolean).join('; ');

  const platformEvidence = [...detection.evidence];
  if (meta?.myshopifyDomain) platformEvidence.push(`meta.json: ${meta.myshopifyDomain}`);
  const storeName = storeNameOf({
    meta,
    page,
    pageUrl: finalUrl,
    organization,
    websiteName: readWebSiteName(jsonLd),
    brands: (products ?? []).flatMap((product) => product.vendor ?? []),
    onMarketplace,
  });
  const description = storeDescriptionOf({
    meta,
    metaUrl: catalogue.pages.find((entry) => entry.role === 'store-meta')?.url,
    siteDescription: readSiteDescription(jsonLd),
    mainPage,
    infoPages: infoRead,
    onMarketplace,
  });
  const location = meta?.location ?? organization.location;
  const sellerName = onMarketplace
    ? marketplaceSellerOf(detection.platform, page.links, finalUrl)
    : undefined;

  return {
    url: given,
    host,
    platform: detection.platform,
    platformEvidence,
    onPlatformDomain,
    pages: [{ ...mainPage, ...(mainNote && { note: mainNote }) }, ...catalogue.pages, ...infoRead],
    ...(storeName !== undefined && { storeName }),
    ...(description !== undefined && {
      description: description.text,
      descriptionUrl: description.url,
    }),
    ...(location !== undefined && { location }),
    ...(sellerName !== undefined && { sellerName }),
    products,
    ...(catalogue.fromProductPage && { productsFrom: 'product-page' as const }),
    ...(meta?.publishedProductCount !== undefined && {
      publishedProductCount: meta.publishedProductCount,
    }),
    domain,
  };
};
