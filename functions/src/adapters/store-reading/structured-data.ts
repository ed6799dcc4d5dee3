/**
 * What a product page says about its product in machine-readable form: JSON-LD first (what
 * Shopify themes, WooCommerce and most shops publish for search engines), then microdata, then
 * Open Graph tags, then the page's own heading for the name. Each field comes from the first
 * source that has it, and `sources` says which. A field no source has stays absent: a price,
 * brand or barcode is never guessed. Pure.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import type { ProductPageFacts } from '@shop-scanner/shared/store-analysis';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import type {
  StorefrontProduct,
  StorefrontVariant,
} from '../../domain/store-analysis/store-snapshot';
import { marketplacePrice } from './marketplace-price';
import { pageProductTitle } from './page-product-title';
import {
  absoluteHttpUrl,
  collapseWhitespace,
  decodeEntities,
  htmlFragmentImages,
  htmlFragmentText,
} from './page-text';

type Availability = NonNullable<ProductPageFacts['availability']>;
type Source = ProductPageFacts['sources'][string];

/** A description is evidence for phrase rules and a summary for the shopper, not the whole page. */
export const DESCRIPTION_MAX_CHARS = 5000;
const NAME_MAX_CHARS = 300;
/** Guards against hostile nesting in a page's JSON-LD. */
const MAX_JSON_DEPTH = 32;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** A trimmed, entity-decoded string from a string or number; undefined when blank. */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const cleaned = collapseWhitespace(decodeEntities(value));
  return cleaned === '' ? undefined : cleaned;
};

/** 'http://schema.org/InStock', 'schema:InStock', 'InStock' → 'InStock'. */
const schemaName = (value: string): string =>
  value.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').replace(/^schema:/i, '');

const typesOf = (node: JsonObject): string[] =>
  asArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map(schemaName);

const productTypes = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel']);
const isProductNode = (node: JsonObject): boolean => typesOf(node).some((t) => productTypes.has(t));

/**
 * A price as published: a number, or a string such as '29.99', '1,299.00', '€ 24,95' or
 * '1.299,00'. Undefined when it is not a plain non-negative amount.
 */
export const parsePrice = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  // A negative amount or a range ('10-20', '19.99 – 29.99') is not one price, nor are two amounts
  // run together ('109€ 109€ 109', one price written three times in one element's text).
  if (/^\s*-|\d\s*[-–]\s*\d|\d\s*[^\d.,\s'’]+\s*\d/.test(value)) return undefined;
  let amount = value.replace(/[^\d.,]/g, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(amount)) amount = amount.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/.test(amount))
    amount = amount.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(amount)) amount = amount.replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(amount) ? Number(amount) : undefined;
};

const currencyOf = (value: unknown): string | undefined => {
  const code = text(value)?.toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
};

const availabilityNames: Readonly<Record<string, Availability>> = {
  instock: 'in_stock',
  instoreonly: 'in_stock',
  onlineonly: 'in_stock',
  outofstock: 'out_of_stock',
  soldout: 'out_of_stock',
  discontinued: 'out_of_stock',
  limitedavailability: 'limited',
};

/**
 * schema.org availability (or Open Graph's 'in stock' / 'oos'). Pre-orders and back-orders are
 * left absent: neither "in stock" nor "out of stock" would be true of them.
 */
export const availabilityOf = (value: unknown): Availability | undefined => {
  const name = text(value);
  if (!name) return undefined;
  const key = schemaName(name)
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (key === 'oos') return 'out_of_stock';
  return availabilityNames[key];
};

/**
 * A GTIN (EAN, UPC, ITF-14) as digits, from '0 12345 67890 5', a number, or a GS1 Digital Link
 * ('https://id.gs1.org/01/09506000134352'). Undefined unless it has 8, 12, 13 or 14 digits.
 */
export const normalizeGtin = (value: unknown): string | undefined => {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const digitalLink = /\/01\/(\d{8,14})(?:[/?#]|$)/.exec(raw);
  const digits = digitalLink ? digitalLink[1]! : raw.replace(/[\s-]/g, '');
  return /^(?:\d{8}|\d{12,14})$/.test(digits) ? digits : undefined;
};

const gtinKeys = ['gtin', 'gtin13', 'gtin12', 'gtin14', 'gtin8'] as const;
const gtinOf = (node: JsonObject): string | undefined => {
  for (const key of gtinKeys) {
    const gtin = normalizeGtin(node[key]);
    if (gtin) return gtin;
  }
  return undefined;
};

const brandOf = (value: unknown): string | undefined => {
  for (const brand of asArray(value)) {
    const name = isObject(brand) ? text(brand.name) : text(brand);
    if (name) return name;
  }
  return undefined;
};

const imagesOf = (value: unknown, pageUrl: string): string[] => {
  const images = new Set<string>();
  for (const image of asArray(value)) {
    const raw = isObject(image) ? (text(image.url) ?? text(image.contentUrl)) : text(image);
    const url = raw && absoluteHttpUrl(raw, pageUrl);
    if (url) images.add(url);
  }
  return [...images];
};

const descriptionOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // JSON-LD descriptions are often the product's HTML body: read it as text.
  const description = htmlFragmentText(value).slice(0, DESCRIPTION_MAX_CHARS);
  return description === '' ? undefined : description;
};

/** One offer, as the rules need it. */
interface OfferFacts {
  price?: number;
  compareAtPrice?: number;
  currency?: string;
  availability?: Availability;
  gtin?: string;
  url?: string;
}

const isStrikethrough = (spec: JsonObject): boolean => {
  const type = text(spec.priceType);
  return type !== undefined && /(?:StrikethroughPrice|ListPrice|MSRP|SRP)$/i.test(type);
};

const offerFacts = (offer: JsonObject, pageUrl: string): OfferFacts => {
  const specs = asArray(offer.priceSpecification).filter(isObject);
  const selling = specs.find((spec) => !isStrikethrough(spec));
  const listed = specs.find(isStrikethrough);
  // AggregateOffer: the lowest price is the one a shopper is shown ("from …").
  const price = parsePrice(offer.price) ?? parsePrice(offer.lowPrice) ?? parsePrice(selling?.price);
  const compareAtPrice = parsePrice(listed?.price);
  const url = text(offer.url);
  return {
    ...(price !== undefined && { price }),
    ...(compareAtPrice !== undefined &&
      price !== undefined &&
      compareAtPrice > price && {
        compareAtPrice,
      }),
    ...withValue('currency', currencyOf(offer.priceCurrency) ?? currencyOf(selling?.priceCurrency)),
    ...withValue('availability', availabilityOf(offer.availability)),
    ...withValue('gtin', gtinOf(offer)),
    ...withValue('url', url && absoluteHttpUrl(url, pageUrl)),
  };
};

const withValue = <K extends string, V>(key: K, value: V | undefined | '') =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** A product's offers: Offer, array of Offers, AggregateOffer (with or without its offers). */
const productOffers = (product: JsonObject, pageUrl: string): OfferFacts[] => {
  const offers: OfferFacts[] = [];
  for (const offer of asArray(product.offers).filter(isObject)) {
    const inner = asArray(offer.offers).filter(isObject);
    if (inner.length > 0 && parsePrice(offer.lowPrice) === undefined)
      offers.push(...inner.map((o) => offerFacts(o, pageUrl)));
    else offers.push(offerFacts(offer, pageUrl));
  }
  // A ProductGroup publishes its offers on its variants.
  if (offers.length === 0) {
    for (const variant of asArray(product.hasVariant).filter(isObject))
      offers.push(...productOffers(variant, pageUrl));
  }
  return offers;
};

/** Where a value starts: after a colon, an opening bracket or a comma (whitespace between). */
const VALUE_START = new Set([':', '[', ',']);

/**
 * Quotes bare number literals with a leading zero (`012345678905`), which JSON forbids: Shopify's
 * Dawn theme prints barcodes unquoted, so a UPC starting with 0 breaks the whole block. Only a
 * value outside strings that is a 0 followed by digits and nothing else is touched, so a GTIN
 * keeps its leading zero as a string; `0`, `0.5` and every string stay as they are.
 */
export const quoteLeadingZeroNumbers = (json: string): string => {
  let out = '';
  let inString = false;
  let lastSignificant = '';
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i]!;
    if (inString) {
      out += char;
      if (char === '\\') {
        out += json[i + 1] ?? '';
        i += 1;
      } else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      lastSignificant = char;
      out += char;
      continue;
    }
    if (char === '0' && VALUE_START.has(lastSignificant)) {
      const literal = /^0\d+(?=\s*(?:[,}\]]|$))/.exec(json.slice(i, i + 64))?.[0];
      if (literal) {
        out += `"${literal}"`;
        i += literal.length - 1;
        lastSignificant = '"';
        continue;
      }
    }
    if (!/\s/.test(char)) lastSignificant = char;
    out += char;
  }
  return out;
};

/**
 * Parses one JSON-LD block, forgiving the usual breakage (comments, raw newlines, trailing commas,
 * barcodes printed as bare numbers with a leading zero).
 */
export const parseJsonLd = (raw: string): unknown => {
  const unwrapped = raw
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  // Raw control characters inside strings are the commonest breakage (pasted descriptions);
  // outside strings they are whitespace, so a space is right in both places.
  const withoutControls = unwrapped.replace(/\p{Cc}+/gu, ' ');
  const withoutTrailingCommas = withoutControls.replace(/,\s*([}\]])/g, '$1');
  const attempts = [
    () => unwrapped,
    () => withoutControls,
    () => withoutTrailingCommas,
    () => quoteLeadingZeroNumbers(withoutTrailingCommas),
  ];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt()) as unknown;
    } catch {
      // Try the next repair; a block none repairs is skipped.
    }
  }
  return undefined;
};

const parseWithScripts = (html: string): HTMLElement => parse(html);

const jsonLdBlocks = (root: HTMLElement): unknown[] =>
  root
    .querySelectorAll('script')
    .filter((script) =>
      (script.getAttribute('type') ?? '').trim().toLowerCase().startsWith('application/ld+json'),
    )
    .map((script) => parseJsonLd(script.rawText))
    .filter((block) => block !== undefined);

/**
 * A page's JSON-LD blocks, parsed once for the readers below, with its Open Graph price: a sale
 * can change the one without the other (a theme's sale app rewrites the Open Graph tags and
 * leaves the JSON-LD at the regular price).
 */
export interface JsonLd {
  blocks: unknown[];
  openGraphPrice?: PublishedPrice;
}

export const readJsonLd = (html: string): JsonLd => {
  const root = parseWithScripts(html);
  const { price, currency } = openGraphPrice(root);
  return {
    blocks: jsonLdBlocks(root),
    ...(price !== undefined && {
      openGraphPrice: { price, ...(currency && { currency }), source: 'open-graph' as const },
    }),
  };
};

/** Every Product node in the blocks, in page order: in arrays, in @graph, in ItemLists, nested. */
const findProducts = (blocks: unknown[]): JsonObject[] => {
  const found: JsonObject[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_JSON_DEPTH) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (isProductNode(node)) {
      // A product's own variants and offers are read with it, not as products of their own.
      found.push(node);
      return;
    }
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(blocks, 0);
  return found;
};

/** The organisation behind the site, from JSON-LD (Organization, Store, LocalBusiness). */
export interface SiteOrganization {
  name?: string;
  location?: string;
}

const organizationTypes = new Set([
  'Organization',
  'Corporation',
  'Store',
  'OnlineStore',
  'LocalBusiness',
]);

/** The first node (in page order, products' insides skipped) that passes the test. */
const findSiteNode = (
  jsonLd: JsonLd,
  test: (node: JsonObject) => boolean,
): JsonObject | undefined => {
  const visit = (node: unknown, depth: number): JsonObject | undefined => {
    if (depth > MAX_JSON_DEPTH) return undefined;
    if (Array.isArray(node)) {
      for (const item of node) {
        const hit = visit(item, depth + 1);
        if (hit) return hit;
      }
      return undefined;
    }
    if (!isObject(node)) return undefined;
    if (test(node)) return node;
    // A product's brand or seller is not the site's.
    if (isProductNode(node)) return undefined;
    for (const value of Object.values(node)) {
      const hit = visit(value, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  };
  return visit(jsonLd.blocks, 0);
};

/** Reads the site's organisation from a page's JSON-LD (name and postal locality), if it says. */
export const readOrganization = (jsonLd: JsonLd): SiteOrganization => {
  const organization = findSiteNode(jsonLd, (node) =>
    typesOf(node).some((type) => organizationTypes.has(type)),
  );
  if (!organization) return {};
  const address = asArray(organization.address).find(isObject);
  const location = address
    ? [address.addressLocality, address.addressRegion, address.addressCountry]
        .map((part) => (isObject(part) ? text(part.name) : text(part)))
        .filter((part): part is string => part !== undefined)
        .join(', ')
    : '';
  return { ...withValue('name', text(organization.name)), ...withValue('location', location) };
};

/**
 * The site's name from its `WebSite` JSON-LD (WooCommerce, Yoast and Shopify themes print one on
 * the home page), if it says: the name alone, where the page title adds a tagline.
 */
export const readWebSiteName = (jsonLd: JsonLd): string | undefined => {
  const site = findSiteNode(jsonLd, (node) => typesOf(node).includes('WebSite'));
  return site ? text(site.name)?.slice(0, NAME_MAX_CHARS) : undefined;
};

/**
 * How the site describes itself in its `Organization` (or `Store`) or `WebSite` JSON-LD: the
 * store's own words about itself, whichever page prints them (a product's description is not).
 */
export const readSiteDescription = (jsonLd: JsonLd): string | undefined => {
  const site = findSiteNode(jsonLd, (node) =>
    typesOf(node).some((type) => organizationTypes.has(type) || type === 'WebSite'),
  );
  return site ? text(site.description) : undefined;
};

const { storefrontImagesPerProduct, storefrontVariantsPerProduct } = storeAnalysisConstants;

const keywordsOf = (value: unknown): string[] =>
  asArray(value)
    .flatMap((keyword) => (typeof keyword === 'string' ? keyword.split(',') : []))
    .map((keyword) => collapseWhitespace(keyword))
    .filter((keyword) => keyword !== '');

const storefrontProduct = (node: JsonObject, pageUrl: string): StorefrontProduct | undefined => {
  const title = text(node.name)?.slice(0, NAME_MAX_CHARS);
  if (!title) return undefined;
  const offers = productOffers(node, pageUrl);
  const variants: StorefrontVariant[] = offers
    .filter((offer): offer is OfferFacts & { price: number } => offer.price !== undefined)
    .slice(0, storefrontVariantsPerProduct)
    .map((offer) => ({
      price: offer.price,
      ...withValue('compareAtPrice', offer.compareAtPrice),
      ...(offer.availability && { available: offer.availability !== 'out_of_stock' }),
    }));
  const url = text(node.url);
  const descriptionImages =
    typeof node.description === 'string' ? htmlFragmentImages(node.description, pageUrl) : [];
  return {
    title,
    ...withValue('vendor', brandOf(node.brand)),
    ...withValue('productType', text(node.category)),
    tags: keywordsOf(node.keywords),
    description: descriptionOf(node.description) ?? '',
    images: imagesOf(node.image, pageUrl).slice(0, storefrontImagesPerProduct),
    ...(descriptionImages.length > 0 && { descriptionImages }),
    variants,
    ...withValue('url', (url && absoluteHttpUrl(url, pageUrl)) ?? offers.find((o) => o.url)?.url),
    ...withValue('gtin', gtinOf(node) ?? offers.find((offer) => offer.gtin)?.gtin),
  };
};

/**
 * The products a page publishes in JSON-LD (a product page's Product, a collection's ItemList),
 * as storefront products; empty when it publishes none.
 */
export const readJsonLdProducts = (jsonLd: JsonLd, pageUrl: string): StorefrontProduct[] =>
  findProducts(jsonLd.blocks)
    .map((node) => storefrontProduct(node, pageUrl))
    .filter((product): product is StorefrontProduct => product !== undefined)
    .slice(0, storeAnalysisConstants.storefrontProducts);

/** Facts before their sources are merged: each field from one source. */
type PartialFacts = Partial<Omit<ProductPageFacts, 'sources'>>;

const jsonLdFacts = (jsonLd: JsonLd, pageUrl: string): PartialFacts => {
  const products = findProducts(jsonLd.blocks);
  // The page's own product: the first one with a name (related-product blocks come later).
  const product = products.find((node) => text(node.name)) ?? products[0];
  if (!product) return {};
  const offers = productOffers(product, pageUrl);
  const offer = offers.find((o) => o.price !== undefined) ?? offers[0];
  return {
    ...withValue('name', text(product.name)?.slice(0, NAME_MAX_CHARS)),
    ...withValue('price', offer?.price),
    ...withValue('currency', offer?.currency),
    images: imagesOf(product.image, pageUrl),
    ...withValue('brand', brandOf(product.brand)),
    ...withValue('gtin', gtinOf(product) ?? offers.find((o) => o.gtin)?.gtin),
    ...withValue('description', descriptionOf(product.description)),
    ...withValue('availability', offer?.availability),
  };
};

/** Microdata: the item's properties, not those of items nested inside it (offers, brand). */
const scopeProperties = (scope: HTMLElement): Map<string, HTMLElement[]> => {
  const properties = new Map<string, HTMLElement[]>();
  for (const element of scope.querySelectorAll('[itemprop]')) {
    let owner = element.parentNode as HTMLElement | null;
    while (owner && owner !== scope && !owner.hasAttribute('itemscope')) owner = owner.parentNode;
    if (owner !== scope) continue;
    for (const name of (element.getAttribute('itemprop') ?? '').split(/\s+/)) {
      if (name) properties.set(name, [...(properties.get(name) ?? []), element]);
    }
  }
  return properties;
};

/** A microdata property's value, by the element that carries it (HTML's microdata rules). */
const microdataValue = (element: HTMLElement, pageUrl: string): string | undefined => {
  const content = element.getAttribute('content');
  if (content !== undefined) return text(content);
  const tag = element.tagName.toLowerCase();
  const urlAttribute = { a: 'href', link: 'href', img: 'src', source: 'src', video: 'src' }[
    tag as 'a'
  ];
  if (urlAttribute) {
    const url = element.getAttribute(urlAttribute);
    return url ? absoluteHttpUrl(url, pageUrl) : undefined;
  }
  if (tag === 'data' || tag === 'meter') return text(element.getAttribute('value'));
  if (tag === 'time') return text(element.getAttribute('datetime') ?? element.structuredText);
  return text(element.structuredText);
};

const microdataFacts = (root: HTMLElement, pageUrl: string): PartialFacts => {
  const scope = root
    .querySelectorAll('[itemscope][itemtype]')
    .find((element) =>
      /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i.test(
        element.getAttribute('itemtype') ?? '',
      ),
    );
  if (!scope) return {};
  const product = scopeProperties(scope);
  const first = (properties: Map<string, HTMLElement[]>, name: string) => {
    const element = properties.get(name)?.[0];
    return element ? microdataValue(element, pageUrl) : undefined;
  };
  const nested = (name: string) => {
    const element = product.get(name)?.[0];
    return element?.hasAttribute('itemscope') ? scopeProperties(element) : undefined;
  };
  // Prices sit in the Offer item; many pages also (invalidly) put them on the product itself.
  const offer = nested('offers') ?? product;
  const brandScope = nested('brand');
  const gtin = gtinKeys
    .map((key) => normalizeGtin(first(product, key) ?? first(offer, key)))
    .find((value) => value !== undefined);
  const images = [
    ...new Set(
      (product.get('image') ?? [])
        .map((element) => microdataValue(element, pageUrl))
        .map((url) => url && absoluteHttpUrl(url, pageUrl))
        .filter((url): url is string => Boolean(url)),
    ),
  ];
  const description = first(product, 'description');
  return {
    ...withValue('name', first(product, 'name')?.slice(0, NAME_MAX_CHARS)),
    ...withValue('price', parsePrice(first(offer, 'price') ?? first(offer, 'lowPrice'))),
    ...withValue('currency', currencyOf(first(offer, 'priceCurrency'))),
    images,
    ...withValue('brand', brandScope ? first(brandScope, 'name') : first(product, 'brand')),
    ...withValue('gtin', gtin),
    ...withValue('description', description?.slice(0, DESCRIPTION_MAX_CHARS)),
    ...withValue('availability', availabilityOf(first(offer, 'availability'))),
  };
};

/**
 * A page's meta tags by key, read in one pass: a query per key walks the whole tree, which on a
 * 2 MB marketplace page costs some 30 ms a key.
 */
const metaIndexes = new WeakMap<HTMLElement, Map<string, string[]>>();

const metaIndexOf = (root: HTMLElement): Map<string, string[]> => {
  const known = metaIndexes.get(root);
  if (known) return known;
  const index = new Map<string, string[]>();
  for (const meta of root.querySelectorAll('meta')) {
    const content = text(meta.getAttribute('content'));
    if (content === undefined) continue;
    // Open Graph says `property`; many sites write `name`.
    const keys = new Set([meta.getAttribute('property'), meta.getAttribute('name')]);
    for (const key of keys) if (key) index.set(key, [...(index.get(key) ?? []), content]);
  }
  metaIndexes.set(root, index);
  return index;
};

const metaValues = (root: HTMLElement, key: string): string[] => metaIndexOf(root).get(key) ?? [];

const firstMeta = (root: HTMLElement, ...keys: string[]): string | undefined =>
  keys.map((key) => metaValues(root, key)[0]).find((value) => value !== undefined);

/** The price in a page's Open Graph tags (`product:price:amount`, `og:price:amount`). */
const openGraphPrice = (root: HTMLElement): { price?: number; currency?: string } => {
  const price = parsePrice(firstMeta(root, 'product:price:amount', 'og:price:amount'));
  const currency = currencyOf(firstMeta(root, 'product:price:currency', 'og:price:currency'));
  return { ...withValue('price', price), ...withValue('currency', currency) };
};

const openGraphFacts = (root: HTMLElement, pageUrl: string): PartialFacts => {
  const one = (...keys: string[]) => firstMeta(root, ...keys);
  const images = [
    ...new Set(
      [...metaValues(root, 'og:image:secure_url'), ...metaValues(root, 'og:image')]
        .map((url) => absoluteHttpUrl(url, pageUrl))
        .filter((url): url is string => url !== undefined),
    ),
  ];
  return {
    ...withValue('name', one('og:title')?.slice(0, NAME_MAX_CHARS)),
    ...openGraphPrice(root),
    images,
    ...withValue('brand', one('product:brand', 'og:brand')),
    ...withValue('description', one('og:description')?.slice(0, DESCRIPTION_MAX_CHARS)),
    ...withValue('availability', availabilityOf(one('product:availability', 'og:availability'))),
  };
};

/**
 * What the page itself shows, the last resort (sourced 'page'): the product's title (see
 * page-product-title) and, on a marketplace, the buy box's price.
 */
const pageFacts = (root: HTMLElement, pageUrl: string, siteNames: string[]): PartialFacts => {
  const name = pageProductTitle(root, pageUrl, siteNames);
  const shown = marketplacePrice(root, new URL(pageUrl).hostname);
  return {
    ...withValue('name', name?.slice(0, NAME_MAX_CHARS)),
    ...withValue('price', shown?.price),
    ...withValue('currency', shown?.currency),
  };
};

/** The names a site gives itself in its markup: og:site_name, its Organization and WebSite. */
const siteNamesOf = (root: HTMLElement, jsonLd: JsonLd): string[] =>
  [firstMeta(root, 'og:site_name'), readOrganization(jsonLd).name, readWebSiteName(jsonLd)].filter(
    (name): name is string => name !== undefined,
  );

/** A price as one source publishes it. */
export interface PublishedPrice {
  price: number;
  currency?: string;
  source: Source;
}

const sameCurrency = (a: PublishedPrice, b: PublishedPrice): boolean =>
  a.currency === undefined || b.currency === undefined || a.currency === b.currency;

/**
 * When the page's structured sources disagree on the price (Rejuvenation: JSON-LD 150, Open
 * Graph 120), the lowest in the first source's currency is the one used: a price lower than
 * the structured data's regular one is a sale the page applies, and the price the shopper pays.
 * The others are kept beside it, so the shopper sees both and which was used.
 */
export const choosePrice = (
  published: readonly PublishedPrice[],
): { used: PublishedPrice; others: PublishedPrice[] } | undefined => {
  const first = published[0];
  if (!first) return undefined;
  const comparable = published.filter((entry) => sameCurrency(entry, first));
  const used = comparable.reduce((low, entry) => (entry.price < low.price ? entry : low), first);
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
    : `prices differ: ${shownPrice(used)} in ${sourceNames[used.source]} was used (the lowest published), ${others
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
  const bySource: [Source, PartialFacts][] = [
    ['json-ld', jsonLdFacts(jsonLd, pageUrl)],
    ['microdata', microdataFacts(root, pageUrl)],
    ['open-graph', openGraphFacts(root, pageUrl)],
    ['page', pageFacts(root, pageUrl, siteNamesOf(root, jsonLd))],
  ];
  const facts: ProductPageFacts = { images: [], sources: {} };
  for (const field of factFields) {
    const hit = bySource.find(([, found]) => found[field] !== undefined);
    if (!hit) continue;
    Object.assign(facts, { [field]: hit[1][field] });
    facts.sources[field] = hit[0];
  }
  // The page's own reading of its price is a last resort, not a source to weigh against these.
  const chosen = choosePrice(
    bySource
      .filter(([source, found]) => source !== 'page' && found.price !== undefined)
      .map(([source, found]) => ({
        price: found.price!,
        ...(found.currency !== undefined && { currency: found.currency }),
        source,
      })),
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
