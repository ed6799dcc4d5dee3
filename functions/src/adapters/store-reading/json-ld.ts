/**
 * A page's JSON-LD: its blocks, repaired where stores break them; the product's facts; the
 * site's Organization and WebSite; and the products a collection page lists. Pure.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import type {
  StorefrontProduct,
  StorefrontVariant,
} from '../../domain/store-analysis/store-snapshot';
import { openGraphPrice } from './open-graph';
import { absoluteHttpUrl, collapseWhitespace, htmlFragmentImages } from './page-text';
import {
  MAX_JSON_DEPTH,
  NAME_MAX_CHARS,
  asArray,
  availabilityOf,
  brandOf,
  currencyOf,
  descriptionOf,
  gtinOf,
  imagesOf,
  isObject,
  isProductNode,
  organizationTypes,
  parsePrice,
  productNameOf,
  text,
  typesOf,
  withValue,
  type Availability,
  type JsonObject,
  type PartialFacts,
  type PublishedPrice,
} from './schema-values';

/** One offer, as the rules need it. */
export interface OfferFacts {
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

export const offerFacts = (offer: JsonObject, pageUrl: string): OfferFacts => {
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

export const parseWithScripts = (html: string): HTMLElement => parse(html);

export const jsonLdBlocks = (root: HTMLElement): unknown[] =>
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

/** Lists of products a collection or catalogue page publishes. */
const PRODUCT_LIST_TYPES = new Set(['ItemList', 'OfferCatalog', 'CollectionPage']);

/**
 * Whether the page publishes a list of products (a collection's ItemList, an OfferCatalog): its
 * products are then a part of the store's catalogue, not one product page's own and related items.
 */
export const publishesProductList = (jsonLd: JsonLd): boolean =>
  findSiteNode(jsonLd, (node) => typesOf(node).some((type) => PRODUCT_LIST_TYPES.has(type))) !==
  undefined;

/** The organisation behind the site, from JSON-LD (Organization, Store, LocalBusiness). */
export interface SiteOrganization {
  name?: string;
  location?: string;
}

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

export const { storefrontImagesPerProduct, storefrontVariantsPerProduct } = storeAnalysisConstants;

const keywordsOf = (value: unknown): string[] =>
  asArray(value)
    .flatMap((keyword) => (typeof keyword === 'string' ? keyword.split(',') : []))
    .map((keyword) => collapseWhitespace(keyword))
    .filter((keyword) => keyword !== '');

const storefrontProduct = (node: JsonObject, pageUrl: string): StorefrontProduct | undefined => {
  const title = productNameOf(node.name);
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

/** One product's identity across the nodes a page prints for it: its name, brand and words. */
const sameProductKey = (product: StorefrontProduct): string =>
  JSON.stringify([product.title, product.vendor ?? '', product.description]);

/**
 * Products printed once per variant (a shirt's ten sizes as ten Product nodes, each with its own
 * barcode, as Salesforce Commerce themes print them) are one product with those variants: the
 * first node's facts, every node's offers (capped as a ProductGroup's are) and images.
 */
export const mergeVariantNodes = (products: readonly StorefrontProduct[]): StorefrontProduct[] => {
  const merged = new Map<string, StorefrontProduct>();
  for (const product of products) {
    const key = sameProductKey(product);
    const first = merged.get(key);
    if (!first) {
      merged.set(key, product);
      continue;
    }
    merged.set(key, {
      ...first,
      variants: [...first.variants, ...product.variants].slice(0, storefrontVariantsPerProduct),
      images: [...new Set([...first.images, ...product.images])].slice(
        0,
        storefrontImagesPerProduct,
      ),
    });
  }
  return [...merged.values()];
};

/**
 * The products a page publishes in JSON-LD (a product page's Product, a collection's ItemList),
 * as storefront products, a product printed once per variant read as one; empty when it
 * publishes none.
 */
export const readJsonLdProducts = (jsonLd: JsonLd, pageUrl: string): StorefrontProduct[] =>
  mergeVariantNodes(
    findProducts(jsonLd.blocks)
      .map((node) => storefrontProduct(node, pageUrl))
      .filter((product): product is StorefrontProduct => product !== undefined),
  ).slice(0, storeAnalysisConstants.storefrontProducts);

export const jsonLdFacts = (jsonLd: JsonLd, pageUrl: string): PartialFacts => {
  const products = findProducts(jsonLd.blocks);
  // The page's own product: the first one with a name (related-product blocks come later).
  const product = products.find((node) => text(node.name)) ?? products[0];
  if (!product) return {};
  const offers = productOffers(product, pageUrl);
  const offer = offers.find((o) => o.price !== undefined) ?? offers[0];
  return {
    ...withValue('name', productNameOf(product.name)),
    ...withValue('price', offer?.price),
    ...withValue('currency', offer?.currency),
    images: imagesOf(product.image, pageUrl),
    ...withValue('brand', brandOf(product.brand)),
    ...withValue('gtin', gtinOf(product) ?? offers.find((o) => o.gtin)?.gtin),
    ...withValue('description', descriptionOf(product.description)),
    ...withValue('availability', offer?.availability),
  };
};
