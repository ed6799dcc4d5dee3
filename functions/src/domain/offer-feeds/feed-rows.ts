/**
 * The offer feed's rows, pure: the file read into rows with their line numbers (CSV through
 * csv-parse, JSON as an array of objects), and each row checked on its own, with the reason of a
 * refusal in plain words. One bad row never refuses the file; a file that cannot be read as a
 * whole (not CSV, not an array, required columns missing, too many rows) is refused as a whole.
 */
import { parse } from 'csv-parse/sync';
import { isValidBarcode, hasBarcodeShape } from '@shop-scanner/shared/barcode-rules';
import {
  MAX_DELIVERY_DAYS,
  OFFER_FEED_MAX_ROWS,
  offerFeedColumns,
  offerFeedMessages as m,
  requiredOfferFeedColumns,
  type OfferFeedFormat,
  type RejectedFeedRow,
} from '@shop-scanner/shared/offer-feed';
import { hasAtMostCents, MAX_PRICE } from '@shop-scanner/shared/price-rules';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import { canonicalGtin } from '../../model/products/identifiers';
import { storeKeyOf } from '../analysis-requests/store-key';

/** One row as the file gave it: its line, and its fields by column name. */
export interface RawFeedRow {
  readonly line: number;
  readonly fields: Readonly<Record<string, unknown>>;
  /** Set when the entry is not a row at all (a JSON array entry that is not an object). */
  readonly malformed?: string;
}

/** A row that passed: the merchant's offer for one product, in dollars. */
export interface FeedOffer {
  readonly line: number;
  /** As the file gave it (trimmed). */
  readonly gtin: string;
  readonly productId: string;
  readonly price: number;
  readonly originalPrice?: number;
  readonly shippingCost: number;
  readonly deliveryDays: number;
  readonly inStock: boolean;
  readonly url: string;
}

/** Why the file as a whole cannot be read; the message is the business's to read. */
export class UnreadableFeed extends Error {
  constructor(
    message: string,
    readonly tooManyRows = false,
  ) {
    super(message);
  }
}

/** The longest field read: a URL is the longest thing a row holds. */
const MAX_FIELD_LENGTH = TEXT_LIMITS.url;

const normalizeColumn = (name: string): string => name.trim().toLowerCase();

const readCsv = (text: string): RawFeedRow[] => {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => {
        const columns = header.map(normalizeColumn);
        const missing = requiredOfferFeedColumns.filter((c) => !columns.includes(c));
        if (missing.length > 0)
          throw new UnreadableFeed(`${m.missingColumns}: ${missing.join(', ')}`);
        return columns;
      },
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // One row past the cap is enough to know the file is over it.
      to: OFFER_FEED_MAX_ROWS + 1,
      // No field of a row is longer than a URL: a larger record is not a feed row.
      max_record_size: MAX_FIELD_LENGTH * offerFeedColumns.length,
    }) as typeof records;
  } catch (error) {
    if (error instanceof UnreadableFeed) throw error;
    const where = (error as { lines?: number }).lines;
    throw new UnreadableFeed(where ? `${m.malformedCsv} (line ${where})` : m.malformedCsv);
  }
  return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
};

const readJson = (text: string): RawFeedRow[] => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnreadableFeed(m.malformedJson);
  }
  if (!Array.isArray(value)) throw new UnreadableFeed(m.malformedJson);
  return value.slice(0, OFFER_FEED_MAX_ROWS + 1).map((entry: unknown, index): RawFeedRow =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? {
          line: index + 1,
          fields: Object.fromEntries(
            Object.entries(entry as Record<string, unknown>).map(([k, v]) => [
              normalizeColumn(k),
              v,
            ]),
          ),
        }
      : { line: index + 1, fields: {}, malformed: m.rowNotObject },
  );
};

/** The file's rows, in order. Throws UnreadableFeed for a file that cannot be read as a whole. */
export const readFeedRows = (text: string, format: OfferFeedFormat): RawFeedRow[] => {
  const rows = format === 'csv' ? readCsv(text) : readJson(text);
  if (rows.length === 0) throw new UnreadableFeed(m.empty);
  if (rows.length > OFFER_FEED_MAX_ROWS) throw new UnreadableFeed(m.tooManyRows, true);
  return rows;
};

// ---------------------------------------------------------------------------------------------
// One row's fields

type Field<T> = { ok: true; value: T } | { ok: false; reason: string };
const fail = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** A field as text: CSV gives strings, JSON may give numbers and booleans. '' when absent. */
const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** An amount in dollars to the cent; `range` says what the refusal names. */
const amountOf = (
  text: string,
  messages: { notNumber: string; outOfRange: string; cents: string },
  min: 'positive' | 'zero',
): Field<number> => {
  // Plain decimal notation only: '1e3' or '0x10' are not how a price list writes prices.
  if (!/^-?\d{1,9}(\.\d+)?$/.test(text)) return fail(messages.notNumber);
  const amount = Number(text);
  if (amount > MAX_PRICE || (min === 'positive' ? amount <= 0 : amount < 0))
    return fail(messages.outOfRange);
  if (!hasAtMostCents(amount)) return fail(messages.cents);
  return { ok: true, value: amount };
};

const trueWords = new Set(['true', 'yes', '1', 'in stock', 'in_stock']);
const falseWords = new Set(['false', 'no', '0', 'out of stock', 'out_of_stock']);

const inStockOf = (text: string): Field<boolean> => {
  const word = text.toLowerCase();
  if (trueWords.has(word)) return { ok: true, value: true };
  if (falseWords.has(word)) return { ok: true, value: false };
  return fail(m.inStockInvalid);
};

const urlOf = (text: string, domain: string): Field<string> => {
  if (text === '') return fail(m.urlMissing);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return fail(m.urlInvalid);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fail(m.urlInvalid);
  // The same key the store was claimed under: www. and the scheme's default port do not matter.
  return storeKeyOf(parsed.toString()) === domain
    ? { ok: true, value: parsed.toString() }
    : fail(m.urlOffDomain);
};

const deliveryDaysOf = (text: string): Field<number> => {
  if (text === '') return fail(m.deliveryDaysMissing);
  if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_DELIVERY_DAYS)
    return fail(m.deliveryDaysInvalid);
  return { ok: true, value: Number(text) };
};

/** The GTIN as the file gave it, checked: shape, then the GS1 check digit. */
export const gtinProblem = (gtin: string): string | undefined => {
  if (gtin === '') return m.gtinMissing;
  if (!hasBarcodeShape(gtin)) return m.gtinShape;
  if (!isValidBarcode(gtin)) return m.gtinCheckDigit;
  return undefined;
};

/** The GTIN of a row, as text ('' when the field is absent or not text). */
export const gtinOf = (row: RawFeedRow): string => textOf(row.fields.gtin) ?? '';

type RowFacts = Omit<FeedOffer, 'line' | 'gtin' | 'productId'>;

/** A row's fields other than its GTIN, checked in the order of the columns. */
const factsOf = (row: RawFeedRow, domain: string): Field<RowFacts> => {
  const text: Partial<Record<string, string>> = {};
  for (const column of offerFeedColumns) {
    const value = textOf(row.fields[column]);
    if (value === undefined) return fail(`${m.fieldMalformed}: ${column}`);
    if (value.length > MAX_FIELD_LENGTH) return fail(`${m.fieldTooLong}: ${column}`);
    text[column] = value;
  }
  const get = (column: (typeof offerFeedColumns)[number]) => text[column] ?? '';

  if (get('price') === '') return fail(m.priceMissing);
  const price = amountOf(
    get('price'),
    { notNumber: m.priceNotNumber, outOfRange: m.priceOutOfRange, cents: m.priceCents },
    'positive',
  );
  if (!price.ok) return price;
  if (get('currency').toUpperCase() !== 'USD') return fail(m.currency);
  if (get('shipping') === '') return fail(m.shippingMissing);
  const shipping = amountOf(
    get('shipping'),
    { notNumber: m.shippingInvalid, outOfRange: m.shippingInvalid, cents: m.shippingInvalid },
    'zero',
  );
  if (!shipping.ok) return shipping;
  const inStock = inStockOf(get('in_stock'));
  if (!inStock.ok) return inStock;
  const url = urlOf(get('url'), domain);
  if (!url.ok) return url;
  let originalPrice: number | undefined;
  if (get('was_price') !== '') {
    const was = amountOf(
      get('was_price'),
      { notNumber: m.wasPriceNotNumber, outOfRange: m.wasPriceOutOfRange, cents: m.wasPriceCents },
      'positive',
    );
    if (!was.ok) return was;
    originalPrice = was.value;
  }
  const deliveryDays = deliveryDaysOf(get('delivery_days'));
  if (!deliveryDays.ok) return deliveryDays;
  return {
    ok: true,
    value: {
      price: price.value,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      shippingCost: shipping.value,
      deliveryDays: deliveryDays.value,
      inStock: inStock.value,
      url: url.value,
    },
  };
};

export interface RowCheckContext {
  /** The business's verified domain, keyed as store analysis keys a store. */
  readonly domain: string;
  /** The catalogue's product of a GTIN (14 digits, zero-padded), if any. */
  readonly productIdOf: (gtin14: string) => string | undefined;
}

export interface CheckedRows {
  readonly accepted: FeedOffer[];
  readonly rejected: RejectedFeedRow[];
}

/**
 * Every row checked on its own, in file order. A GTIN's first row keeps it: a later row with the
 * same product (however many leading zeros it is written with) is a duplicate, since two prices
 * of one store for one product in one file cannot both be the price.
 */
export const checkFeedRows = (
  rows: readonly RawFeedRow[],
  context: RowCheckContext,
): CheckedRows => {
  const accepted: FeedOffer[] = [];
  const rejected: RejectedFeedRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const gtin = gtinOf(row);
    const reject = (reason: string) => rejected.push({ line: row.line, gtin, reason });
    if (row.malformed) {
      reject(row.malformed);
      continue;
    }
    const problem = gtinProblem(gtin);
    if (problem) {
      reject(problem);
      continue;
    }
    const gtin14 = canonicalGtin(gtin);
    if (seen.has(gtin14)) {
      reject(m.duplicateGtin);
      continue;
    }
    seen.add(gtin14);
    const facts = factsOf(row, context.domain);
    if (!facts.ok) {
      reject(facts.reason);
      continue;
    }
    const productId = context.productIdOf(gtin14);
    if (!productId) {
      reject(m.unknownProduct);
      continue;
    }
    accepted.push({ line: row.line, gtin, productId, ...facts.value });
  }
  return { accepted, rejected };
};

/** The GTINs worth looking up: the well-formed ones, 14 digits, each once. */
export const lookupGtins = (rows: readonly RawFeedRow[]): string[] => [
  ...new Set(
    rows
      .map(gtinOf)
      .filter((gtin) => gtinProblem(gtin) === undefined)
      .map(canonicalGtin),
  ),
];
