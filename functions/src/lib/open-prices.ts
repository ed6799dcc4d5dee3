/**
 * Open Prices (prices.openfoodfacts.org): the Open Food Facts project's public, keyless,
 * crowd-sourced database of prices seen in shops, each with its shop and its day. The scheduled
 * price job asks it about the catalogue's barcodes (domain/prices/open-prices-import.ts).
 *
 * Optional by nature, like the Open Food Facts prefill (open-food-facts.ts): it must never hold
 * the job up for long or fail it, so every problem (offline, DNS, timeout, 5xx, bad JSON, a page
 * of another shape) answers no prices, marked unreached, within OPEN_PRICES_TIMEOUT_MS, with a
 * debug log line. It never throws.
 *
 * API v1: GET {base}/api/v1/prices?product_code=&currency=&date__gte=&order_by=-date&size=
 * answers `{ items: [...], page, pages, size, total }` (Django REST framework with the project's
 * own pagination keys). The item fields read here: id, price, price_is_discounted,
 * price_without_discount, price_per, currency, date (YYYY-MM-DD, the day the price was seen) and
 * location (type OSM or ONLINE; osm_name, osm_brand; website_url for an online store). Prices are
 * JSON numbers; older deployments sent decimals as strings ("2.49"): both are read.
 *
 * Two things the real API taught us (saved answers of prices.openfoodfacts.org):
 * - Shops are locations, and two shops of one chain in one town share a name (E.Leclerc,
 *   locations 36 and 38, both in Échirolles). A shop is named with its street and city, and
 *   shops of one answer that would still share a name are told apart by their location id, so
 *   their prices never mix into one store.
 * - An answer is kept only for the barcode asked about: each item's product_code is checked, as
 *   a page of every product's latest prices (a filter the server dropped) must not become one
 *   product's prices.
 */
import { STORE_NAME_MAX_LENGTH, storeKey } from '@shop-scanner/shared/price-rules';
import { env } from './env';
import { logger } from './logger';
import { traced, tracedPartner } from './tracing';
import { addDays, isoDay } from '@shop-scanner/shared/time';

export const DEFAULT_OPEN_PRICES_BASE_URL = 'https://prices.openfoodfacts.org';

/** One lookup's budget: a job asks about many barcodes, so each one gives up fast. */
export const OPEN_PRICES_TIMEOUT_MS = 3000;

/**
 * Open Food Facts asks every client to name itself and a contact in the User-Agent. A deployment
 * puts its own contact in OPEN_PRICES_USER_AGENT; this default names the app.
 */
export const DEFAULT_OPEN_PRICES_USER_AGENT =
  'ShopScanner/1.0 (price comparison; imports Open Prices for its catalogue)';

/**
 * Only USD prices are used: the catalogue's prices are USD, and a price in another
 * currency converted at today's rate would be a price no shop asked. The API is asked for USD
 * only (so a page's size counts prices that can be used), and the answer is checked again.
 */
export const OPEN_PRICES_CURRENCY = 'USD';

/** Recent: seen in the last 30 days. An older shelf price says little about today's. */
export const OPEN_PRICES_RECENT_DAYS = 30;

/** The newest prices of a barcode one lookup reads: one page, whatever the total. */
export const OPEN_PRICES_PAGE_SIZE = 50;

/** OPEN_PRICES_BASE_URL: unset = the public API, empty = off (undefined), else that server. */
export const parseOpenPricesBaseUrl = (setting: string | undefined): string | undefined => {
  if (setting === undefined) return DEFAULT_OPEN_PRICES_BASE_URL;
  const url = setting.trim().replace(/\/+$/, '');
  return url === '' ? undefined : url;
};

/** Where the import asks, from the environment; undefined when it is off. */
export const configuredOpenPricesBaseUrl = (): string | undefined =>
  parseOpenPricesBaseUrl(env.OPEN_PRICES_BASE_URL);

/**
 * A barcode as the Open Food Facts projects store it: leading zeros dropped, then padded to 8
 * digits, or to 13 when longer (their normalize_barcode). A UPC-A 012345678905 is
 * 0012345678905 there, and its price would not be found under the 12-digit spelling.
 */
export const openPricesCode = (barcode: string): string => {
  const code = barcode.trim().replace(/^0+/, '').padStart(8, '0');
  return code.length > 8 ? code.padStart(13, '0') : code;
};

/** One shop's price of the barcode on one day, as the catalogue can use it. */
export interface OpenPrice {
  /** The API's id: of two prices of one shop and day, the higher was submitted later. */
  readonly id: number;
  /**
   * The shop as a shopper finds it: its name, street and city ("Safeway, 2020 Market Street,
   * San Francisco"), or an online store's host. Unique per location within an answer.
   */
  readonly store: string;
  /** The API's location id: the shop's identity, whatever its name. */
  readonly locationId?: number;
  readonly price: number;
  /** The price without the discount, when the shop showed one. */
  readonly originalPrice?: number;
  readonly currency: typeof OPEN_PRICES_CURRENCY;
  /** The day it was seen, YYYY-MM-DD (the shop's own calendar day). */
  readonly date: string;
  /** An online store's address. */
  readonly url?: string;
}

export interface OpenPricesAnswer {
  /** False when Open Prices was off, not reached, or answered nothing readable. */
  readonly reached: boolean;
  /** USD prices seen from `since` to today, newest first (as the API orders them). */
  readonly prices: readonly OpenPrice[];
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.trim().replace(/\s+/g, ' ');
  return cleaned === '' ? undefined : cleaned.slice(0, STORE_NAME_MAX_LENGTH).trim();
};

/** A positive amount, from a JSON number or a decimal string. */
const amount = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

const webAddress = (value: unknown): URL | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const houseNumber = /^\d+[a-z]?(?:[-/]\d+[a-z]?)?$/i;

/**
 * The shop's street from OpenStreetMap's display name ("E.Leclerc, 2, Avenue de Grugliasco,
 * Échirolles, ..., France"): the first part after the shop's own name, with its house number.
 * Undefined when the next part is already the city (a shop mapped without a street).
 */
const streetOf = (
  displayName: string | undefined,
  name: string,
  city: string | undefined,
): string | undefined => {
  if (!displayName) return undefined;
  const parts = displayName.split(',').map((part) => part.trim());
  const rest = parts[0] === name ? parts.slice(1) : parts;
  const [first, second] = rest;
  if (!first || first === city) return undefined;
  const street =
    houseNumber.test(first) && second && second !== city ? `${first} ${second}` : first;
  return houseNumber.test(street) ? undefined : street;
};

/**
 * The shop as a shopper finds it: a mapped shop's name (or brand) with its street and city, as
 * far as they are known; an online store's host.
 */
const storeOf = (location: Record<string, unknown>): string | undefined => {
  const name = text(location.osm_name) ?? text(location.osm_brand);
  if (!name) return text(webAddress(location.website_url)?.hostname.replace(/^www\./, ''));
  const city = text(location.osm_address_city);
  const street = streetOf(text(location.osm_display_name), name, city);
  return text([name, street, city].filter(Boolean).join(', '));
};

const locationIdOf = (item: Record<string, unknown>, location: Record<string, unknown>) => {
  const id = typeof item.location_id === 'number' ? item.location_id : location.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
};

/**
 * Shops of one answer that share a name (two locations mapped alike) are told apart by their
 * location id, so each keeps its own prices.
 */
const distinctShops = (prices: readonly OpenPrice[]): OpenPrice[] => {
  const locationsByName = new Map<string, Set<number | undefined>>();
  for (const price of prices) {
    const key = storeKey(price.store);
    locationsByName.set(key, (locationsByName.get(key) ?? new Set()).add(price.locationId));
  }
  return prices.map((price) => {
    const shared = (locationsByName.get(storeKey(price.store))?.size ?? 0) > 1;
    if (!shared || price.locationId === undefined) return price;
    const suffix = ` (Open Prices shop ${price.locationId})`;
    const name = price.store.slice(0, STORE_NAME_MAX_LENGTH - suffix.length).trim();
    return { ...price, store: `${name}${suffix}` };
  });
};

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2025-02-30 is not), as YYYY-MM-DD. */
const calendarDay = (value: unknown): string | undefined =>
  typeof value === 'string' &&
  isoDayPattern.test(value) &&
  isoDay(new Date(`${value}T00:00:00Z`)) === value
    ? value
    : undefined;

/** The UTC day `daysBefore` days before `now`, YYYY-MM-DD. */
export const utcDay = (now: Date, daysBefore = 0): string => isoDay(addDays(now, -daysBefore));

const priceFromItem = (
  value: unknown,
  code: string,
  since: string,
  today: string,
): OpenPrice | undefined => {
  const item = asRecord(value);
  const location = asRecord(item?.location);
  if (!item || !location || item.currency !== OPEN_PRICES_CURRENCY) return undefined;
  if (typeof item.product_code !== 'string' || openPricesCode(item.product_code) !== code) {
    return undefined;
  }
  // A price per kilogram or per unit is a loose product's, not the barcode's package.
  if (item.price_per !== null && item.price_per !== undefined) return undefined;
  const store = storeOf(location);
  const price = amount(item.price);
  const date = calendarDay(item.date);
  const id = typeof item.id === 'number' ? item.id : 0;
  if (!store || price === undefined || !date || date < since || date > today) return undefined;
  const without =
    item.price_is_discounted === true ? amount(item.price_without_discount) : undefined;
  const url = location.type === 'ONLINE' ? webAddress(location.website_url)?.href : undefined;
  const locationId = locationIdOf(item, location);
  return {
    id,
    store,
    ...(locationId !== undefined ? { locationId } : {}),
    price,
    ...(without !== undefined && without > price ? { originalPrice: without } : {}),
    currency: OPEN_PRICES_CURRENCY,
    date,
    ...(url ? { url } : {}),
  };
};

/**
 * The usable prices of an API page for `barcode`: its own (product_code), USD, with a shop, a
 * positive price and a real day from `since` to `today` (YYYY-MM-DD); the rest left out.
 * Undefined when the body is not a page.
 */
export const pricesFromResponse = (
  body: unknown,
  barcode: string,
  since: string,
  today: string,
): OpenPrice[] | undefined => {
  const items = asRecord(body)?.items;
  if (!Array.isArray(items)) return undefined;
  const code = openPricesCode(barcode);
  return distinctShops(items.flatMap((item) => priceFromItem(item, code, since, today) ?? []));
};

export interface RecentPricesOptions {
  /** Default: OPEN_PRICES_BASE_URL (see parseOpenPricesBaseUrl); null: off. */
  readonly baseUrl?: string | null;
  /** Default OPEN_PRICES_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Default: OPEN_PRICES_USER_AGENT, else DEFAULT_OPEN_PRICES_USER_AGENT. */
  readonly userAgent?: string;
  /** What "today" and "recent" are judged by. Default: the clock. */
  readonly now?: Date;
  readonly fetch?: typeof fetch;
}

const unreached: OpenPricesAnswer = { reached: false, prices: [] };

/**
 * The USD prices Open Prices holds for `barcode`, seen in the last OPEN_PRICES_RECENT_DAYS days,
 * newest first: at most one page (OPEN_PRICES_PAGE_SIZE). An unknown barcode is no prices,
 * reached; a problem is no prices, unreached. Never throws.
 */
export const recentPrices = async (
  barcode: string,
  options: RecentPricesOptions = {},
): Promise<OpenPricesAnswer> => {
  const baseUrl =
    options.baseUrl === undefined ? configuredOpenPricesBaseUrl() : (options.baseUrl ?? undefined);
  if (!baseUrl) return unreached;
  const now = options.now ?? new Date();
  const since = utcDay(now, OPEN_PRICES_RECENT_DAYS);
  const today = utcDay(now);
  const query = new URLSearchParams({
    product_code: openPricesCode(barcode),
    currency: OPEN_PRICES_CURRENCY,
    date__gte: since,
    order_by: '-date',
    size: String(OPEN_PRICES_PAGE_SIZE),
  });
  try {
    // The body is read inside the subsegment: a slow answer shows as Open Prices' time.
    return await traced(tracedPartner.openPrices, async (): Promise<OpenPricesAnswer> => {
      const response = await (options.fetch ?? fetch)(`${baseUrl}/api/v1/prices?${query}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? OPEN_PRICES_TIMEOUT_MS),
        headers: {
          accept: 'application/json',
          'user-agent':
            options.userAgent ?? env.OPEN_PRICES_USER_AGENT ?? DEFAULT_OPEN_PRICES_USER_AGENT,
        },
        redirect: 'follow',
      });
      if (!response.ok) {
        // Let the connection go: the body (an error page) is not needed.
        await response.body?.cancel().catch(() => {});
        // 404 is the API's answer for a page it does not have: it knows nothing of this code.
        if (response.status === 404) return { reached: true, prices: [] };
        throw new Error(`HTTP ${response.status}`);
      }
      const prices = pricesFromResponse(await response.json(), barcode, since, today);
      if (!prices) throw new Error('not a page of prices');
      return { reached: true, prices };
    });
  } catch (error) {
    logger.debug('Open Prices not reached', {
      barcode,
      reason: error instanceof Error ? error.message : String(error),
    });
    return unreached;
  }
};
