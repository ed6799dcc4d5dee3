/**
 * The cross-platform search form's rules, without zod (the panel's chunk
 * stays light): the two required fields, trimmed; the advanced options, which filter the matches
 * on the server; and the request body as the server's schema (shared/src/cross-platform.ts)
 * reads it. Whether the address can be searched at all is the server's to say.
 */
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { productCategories, type ProductCategory } from '@shop-scanner/shared/product-rules';

/** The form's fields as typed (every value a string, as inputs hold them). */
export interface SearchFormValues {
  originalUrl: string;
  productName: string;
  category: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
}

export type SearchField = keyof SearchFormValues;

/** What a caller may fill in beforehand (the scan card: the product it shows). */
export interface SearchPrefill {
  originalUrl?: string | undefined;
  productName?: string | undefined;
  barcode?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
}

/** `POST /api/cross-platform-search`: empty options are left out, never sent blank. */
export interface SearchRequestBody {
  originalUrl: string;
  productName: string;
  category?: ProductCategory;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  barcode?: string;
}

/** The server's bounds (shared/src/cross-platform.ts: money, brand, product name, barcode). */
export const MAX_PRICE = 1_000_000;
export const BRAND_MAX_LENGTH = 100;
export const PRODUCT_NAME_MAX_LENGTH = 200;
const barcodePattern = /^\d{8,14}$/;

/** Not a spec text: the spec sets no rule for the price fields beyond the range's order. */
export const PRICE_INVALID = 'Enter a price from 0 to 1,000,000, such as 19.99';
export const PRODUCT_NAME_TOO_LONG = `Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`;
export const BRAND_TOO_LONG = `Brand must be at most ${BRAND_MAX_LENGTH} characters`;

export const emptySearchValues: SearchFormValues = {
  originalUrl: '',
  productName: '',
  category: '',
  brand: '',
  minPrice: '',
  maxPrice: '',
};

export const isProductCategory = (value: string): value is ProductCategory =>
  (productCategories as readonly string[]).includes(value);

/** The button is enabled once both required fields hold more than blanks. */
export const isSearchReady = (values: Pick<SearchFormValues, 'originalUrl' | 'productName'>) =>
  values.originalUrl.trim() !== '' && values.productName.trim() !== '';

/**
 * The form's values from a prefill. A category outside today's list is left out (the server
 * would refuse it), and so is a barcode that is not 8 to 14 digits.
 */
export const valuesOfPrefill = (prefill: SearchPrefill = {}): SearchFormValues => ({
  ...emptySearchValues,
  originalUrl: prefill.originalUrl ?? '',
  productName: prefill.productName ?? '',
  category: prefill.category && isProductCategory(prefill.category) ? prefill.category : '',
  brand: prefill.brand ?? '',
});

export const usableBarcode = (barcode: string | undefined): string | undefined => {
  const trimmed = barcode?.trim();
  return trimmed && barcodePattern.test(trimmed) ? trimmed : undefined;
};

/** A typed price: undefined when blank, NaN when it is no price. */
const priceOf = (value: string): number | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const price = Number(trimmed);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE ? price : Number.NaN;
};

/** A price field's error: blank is fine, anything else must be a price from 0 to 1,000,000. */
export const priceError = (value: string): string | undefined =>
  Number.isNaN(priceOf(value)) ? PRICE_INVALID : undefined;

/** The range's error, shown under the minimum (as the server reports it). */
export const priceRangeError = (minPrice: string, maxPrice: string): string | undefined => {
  const min = priceOf(minPrice);
  const max = priceOf(maxPrice);
  if (min === undefined || max === undefined || Number.isNaN(min) || Number.isNaN(max)) {
    return undefined;
  }
  return min > max ? crossPlatformMessages.priceRangeOrder : undefined;
};

/** The text fields' length limits, checked before sending (the server says the same). */
export const textLengthError = (field: 'productName' | 'brand', value: string) => {
  if (field === 'productName') {
    return value.trim().length > PRODUCT_NAME_MAX_LENGTH ? PRODUCT_NAME_TOO_LONG : undefined;
  }
  return value.trim().length > BRAND_MAX_LENGTH ? BRAND_TOO_LONG : undefined;
};

/** The request body: every text trimmed, blank options and an unusable barcode left out. */
export const searchRequestOf = (values: SearchFormValues, barcode?: string): SearchRequestBody => {
  const category = values.category.trim();
  const brand = values.brand.trim();
  const minPrice = priceOf(values.minPrice);
  const maxPrice = priceOf(values.maxPrice);
  const code = usableBarcode(barcode);
  return {
    originalUrl: values.originalUrl.trim(),
    productName: values.productName.trim(),
    ...(isProductCategory(category) ? { category } : {}),
    ...(brand ? { brand } : {}),
    ...(minPrice !== undefined && !Number.isNaN(minPrice) ? { minPrice } : {}),
    ...(maxPrice !== undefined && !Number.isNaN(maxPrice) ? { maxPrice } : {}),
    ...(code ? { barcode: code } : {}),
  };
};

/** The form's values of a past search (a recent search chosen fills the form again). */
export const valuesOfQuery = (query: {
  originalUrl: string;
  productName: string;
  category?: string | undefined;
  brand?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}): SearchFormValues => ({
  originalUrl: query.originalUrl,
  productName: query.productName,
  category: query.category && isProductCategory(query.category) ? query.category : '',
  brand: query.brand ?? '',
  minPrice: query.minPrice === undefined ? '' : String(query.minPrice),
  maxPrice: query.maxPrice === undefined ? '' : String(query.maxPrice),
});

const fields = Object.keys(emptySearchValues) as SearchField[];
export const advancedFields: readonly SearchField[] = ['category', 'brand', 'minPrice', 'maxPrice'];

/** How many advanced options are set: the collapsed section says so, filters never hide. */
export const advancedOptionsSet = (values: SearchFormValues): number =>
  advancedFields.filter((field) => values[field].trim() !== '').length;

/**
 * A 400's field errors (`fieldErrors`, keyed by the request's field names) as the form shows
 * them: the first message of each field it has; anything else (the barcode, the whole body) under
 * `form`.
 */
export const formErrorsOf = (
  fieldErrors: Record<string, readonly string[]> | undefined,
): { fields: Partial<Record<SearchField, string>>; form: string[] } => {
  const out: { fields: Partial<Record<SearchField, string>>; form: string[] } = {
    fields: {},
    form: [],
  };
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (message === undefined) continue;
    if ((fields as readonly string[]).includes(key)) out.fields[key as SearchField] ??= message;
    else out.form.push(message);
  }
  return out;
};
