/**
 * The value readers every structured-data source shares: schema.org's types (spelt as stores
 * spell them), prices, currencies, availability, barcodes, brands, images and descriptions, and
 * the shape of one source's facts before the sources are merged (structured-data.ts). Pure.
 */
import type { ProductPageFacts } from '@shop-scanner/shared/store-analysis';
import { absoluteHttpUrl, collapseWhitespace, decodeEntities, htmlFragmentText } from './page-text';

export type Availability = NonNullable<ProductPageFacts['availability']>;
export type Source = ProductPageFacts['sources'][string];

/** A description is evidence for phrase rules and a summary for the shopper, not the whole page. */
export const DESCRIPTION_MAX_CHARS = 5000;
export const NAME_MAX_CHARS = 300;
/** Guards against hostile nesting in a page's JSON-LD. */
export const MAX_JSON_DEPTH = 32;

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** A trimmed, entity-decoded string from a string or number; undefined when blank. */
export const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const cleaned = collapseWhitespace(decodeEntities(value));
  return cleaned === '' ? undefined : cleaned;
};

/**
 * A label the template printed with an empty value at the end of a name ("… MONT BLANC דגם:",
 * "model:" in Hebrew, its model number left blank): not part of the product's name.
 */
const EMPTY_TRAILING_LABEL = /\s+[\p{L}\p{M}\p{N}.#-]{1,20}\s*:$/u;

/** A product's name as published, without an empty trailing label, at most NAME_MAX_CHARS. */
export const productNameOf = (value: unknown): string | undefined => {
  const name = text(value)?.replace(EMPTY_TRAILING_LABEL, '');
  return name === undefined || name === '' ? undefined : name.slice(0, NAME_MAX_CHARS);
};

/** 'http://schema.org/InStock', 'schema:InStock', 'InStock' → 'InStock'. */
const schemaName = (value: string): string =>
  value.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').replace(/^schema:/i, '');

export const productTypes = new Set([
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
]);
export const organizationTypes = new Set([
  'Organization',
  'Corporation',
  'Store',
  'OnlineStore',
  'LocalBusiness',
]);

/**
 * The types this reader acts on, by their lower-case spelling: schema.org's names are
 * case-sensitive, but real stores write `"@type": "product"` (John Lewis) and are still read so.
 */
const knownTypes = new Map(
  [...productTypes, ...organizationTypes, 'WebSite'].map((type) => [type.toLowerCase(), type]),
);

export const typesOf = (node: JsonObject): string[] =>
  asArray(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map(schemaName)
    .map((type) => knownTypes.get(type.toLowerCase()) ?? type);

export const isProductNode = (node: JsonObject): boolean =>
  typesOf(node).some((t) => productTypes.has(t));

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

export const currencyOf = (value: unknown): string | undefined => {
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
  // A run of zeros is a placeholder (a shop's empty barcode field), not a product's number.
  return /^(?:\d{8}|\d{12,14})$/.test(digits) && /[1-9]/.test(digits) ? digits : undefined;
};

export const gtinKeys = ['gtin', 'gtin13', 'gtin12', 'gtin14', 'gtin8'] as const;
export const gtinOf = (node: JsonObject): string | undefined => {
  for (const key of gtinKeys) {
    const gtin = normalizeGtin(node[key]);
    if (gtin) return gtin;
  }
  return undefined;
};

export const brandOf = (value: unknown): string | undefined => {
  for (const brand of asArray(value)) {
    const name = isObject(brand) ? text(brand.name) : text(brand);
    if (name) return name;
  }
  return undefined;
};

export const imagesOf = (value: unknown, pageUrl: string): string[] => {
  const images = new Set<string>();
  for (const image of asArray(value)) {
    const raw = isObject(image) ? (text(image.url) ?? text(image.contentUrl)) : text(image);
    const url = raw && absoluteHttpUrl(raw, pageUrl);
    if (url) images.add(url);
  }
  return [...images];
};

export const descriptionOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // JSON-LD descriptions are often the product's HTML body: read it as text.
  const description = htmlFragmentText(value).slice(0, DESCRIPTION_MAX_CHARS);
  return description === '' ? undefined : description;
};

export const withValue = <K extends string, V>(key: K, value: V | undefined | '') =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** Facts before their sources are merged: each field from one source. */
export type PartialFacts = Partial<Omit<ProductPageFacts, 'sources'>>;

/** A price as one source publishes it. */
export interface PublishedPrice {
  price: number;
  currency?: string;
  source: Source;
}
