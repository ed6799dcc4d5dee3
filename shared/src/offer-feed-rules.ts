import { formatUsd } from './en-us-format';
import { MAX_PRICE } from './price-rules';

/**
 * A business's offer feed: its own store's prices by GTIN, uploaded as a CSV or JSON file, checked
 * row by row and fed into the one price observation path as the merchant's own prices.
 *
 * Its limits, columns and messages, without zod: the dashboard's feed panel reads them, and zod
 * would otherwise come onto the dashboard's first load.
 */

/** The largest file accepted, checked before anything is parsed. */
export const OFFER_FEED_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one file may hold: a store's whole catalogue, read within one request. */
export const OFFER_FEED_MAX_ROWS = 10_000;
/** Rejected rows kept in the report, line by line (the counts always cover every row). */
export const OFFER_FEED_REJECTED_LISTED = 1_000;
/** Feeds the dashboard lists, newest first. */
export const OFFER_FEEDS_LISTED = 10;
/** The longest delivery time a row may state, in days. */
export const MAX_DELIVERY_DAYS = 365;

/** Columns (CSV) or fields (JSON) of a row; the last two are optional. */
export const offerFeedColumns = [
  'gtin',
  'price',
  'currency',
  'shipping',
  'in_stock',
  'url',
  'was_price',
  'delivery_days',
] as const;
export type OfferFeedColumn = (typeof offerFeedColumns)[number];
export const requiredOfferFeedColumns: readonly OfferFeedColumn[] = offerFeedColumns.slice(0, 6);

export const offerFeedFormats = ['csv', 'json'] as const;
export type OfferFeedFormat = (typeof offerFeedFormats)[number];

const maxPrice = formatUsd(MAX_PRICE);

/** What a business reads about its feed: the refusals of a whole file, and each row's reason. */
export const offerFeedMessages = {
  tooLarge: `The file is larger than 5 MB. Split it into smaller files and upload each.`,
  tooManyRows: `A file may hold at most ${OFFER_FEED_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notVerified: 'Verify your website before uploading an offer feed',
  unsupportedType: 'Upload a CSV file (text/csv) or a JSON file (application/json)',
  empty: 'The file holds no rows',
  malformedCsv: 'The file could not be read as CSV',
  malformedJson: 'The file could not be read as JSON: it must be an array of rows',
  missingColumns: 'The file lacks required columns',
  notFound: 'Offer feed not found',
  // Reasons of a rejected row.
  gtinMissing: 'GTIN is missing',
  gtinShape: 'GTIN must be 8 to 14 digits',
  gtinCheckDigit: 'Bad GTIN check digit',
  unknownProduct: 'No product with this GTIN in the catalogue',
  duplicateGtin: 'This GTIN is already on an earlier row of the file',
  priceMissing: 'Price is missing',
  priceNotNumber: 'Price is not a number',
  priceOutOfRange: `Price out of range: it must be above $0 and at most ${maxPrice}`,
  priceCents: 'Price must be in dollars and cents, at most 2 decimals',
  wasPriceNotNumber: 'Was price is not a number',
  wasPriceOutOfRange: `Was price out of range: it must be above $0 and at most ${maxPrice}`,
  wasPriceCents: 'Was price must be in dollars and cents, at most 2 decimals',
  currency: 'Currency must be USD: prices are in US dollars',
  shippingMissing: 'Shipping is missing (0 for free shipping)',
  shippingInvalid: `Shipping must be an amount from $0 to ${maxPrice}, in dollars and cents`,
  inStockInvalid: 'In stock must be true or false',
  urlMissing: 'URL is missing',
  urlInvalid: 'URL is not a web address (http or https)',
  urlOffDomain: 'URL is not on your verified website',
  deliveryDaysMissing: 'Delivery days is missing: how many days delivery takes',
  deliveryDaysInvalid: `Delivery days must be a whole number from 0 to ${MAX_DELIVERY_DAYS}`,
  fieldTooLong: 'A field is too long',
  fieldMalformed: 'A field is neither text, a number nor true/false',
  rowNotObject: 'The row is not an object of fields',
} as const;

/** A file with only the header and one example row: what the dashboard offers to download. */
export const offerFeedTemplateCsv = `${offerFeedColumns.join(',')}\n4006381333931,24.99,USD,4.95,true,https://your-store.example/products/item,29.99,3\n`;
