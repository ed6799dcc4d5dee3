/**
 * The unknown-barcode fallback: asks the Open Food Facts family's public product API (no key)
 * what it knows about a barcode, to prefill the add-product form. Optional by nature: it must
 * never slow a lookup down for long or fail one, so every problem (offline, DNS, timeout, 5xx,
 * bad JSON, unknown product) answers undefined, within 2 s in total.
 *
 * API v2: GET {base}/api/v2/product/{barcode}.json?fields=... answers
 * `{ code, status: 1, status_verbose: 'product found', product: {...} }`, or status 0
 * ('product not found', with HTTP 404).
 */
import type { ProductCategory, ProductPrefill } from '@shop-scanner/shared/products';
import { env } from './env';
import { logger } from './logger';
import { traced, tracedPartner } from './tracing';

/** The whole lookup's budget, every base included (time out fast, 2 s: a shopper waits on it). */
export const OPEN_FACTS_TIMEOUT_MS = 2000;

export const DEFAULT_OPEN_FACTS_BASE_URLS = [
  'https://world.openfoodfacts.org',
  'https://world.openproductsfacts.org',
] as const;

/** Open Food Facts asks every client to name itself in the User-Agent. */
export const OPEN_FACTS_USER_AGENT =
  'ShopScanner/1.0 (shopping-safety app; prefills its add-product form)';

const FIELDS = 'product_name,brands,categories_tags,image_front_url,image_url';

/** OPEN_FACTS_BASE_URLS: unset = the public sites, empty = off, else comma separated. */
export const parseOpenFactsBaseUrls = (setting: string | undefined): string[] =>
  setting === undefined
    ? [...DEFAULT_OPEN_FACTS_BASE_URLS]
    : setting
        .split(',')
        .map((url) => url.trim().replace(/\/+$/, ''))
        .filter((url) => url !== '');

const sourceNames: readonly (readonly [host: RegExp, name: string])[] = [
  [/openfoodfacts\./, 'Open Food Facts'],
  [/openproductsfacts\./, 'Open Products Facts'],
  [/openbeautyfacts\./, 'Open Beauty Facts'],
  [/openpetfoodfacts\./, 'Open Pet Food Facts'],
];

/** What the form shows as the prefill's origin: the database's name, else the host asked. */
export const sourceNameFor = (baseUrl: string): string => {
  const host = new URL(baseUrl).host;
  return sourceNames.find(([pattern]) => pattern.test(host))?.[1] ?? host;
};

/**
 * The database's category tags mapped to the catalogue's categories, most specific rule first
 * (a baby food is Baby before it is food). Tags are matched whole: 'en:plant-based-foods-and-
 * beverages' is a parent of everything plant-based, not a beverage.
 */
const categoryRules: readonly (readonly [ProductCategory, readonly string[]])[] = [
  ['Baby', ['en:baby-foods', 'en:baby-milks', 'en:baby-care']],
  ['Pet Supplies', ['en:pet-food', 'en:pet-foods', 'en:dog-food', 'en:cat-food']],
  [
    'Beverages',
    [
      'en:beverages',
      'en:drinks',
      'en:waters',
      'en:sodas',
      'en:juices',
      'en:fruit-juices',
      'en:carbonated-drinks',
      'en:plant-based-beverages',
      'en:alcoholic-beverages',
      'en:coffees',
      'en:teas',
    ],
  ],
  [
    'Beauty & Personal Care',
    [
      'en:cosmetics',
      'en:beauty',
      'en:hygiene',
      'en:body-care',
      'en:face-care',
      'en:hair-care',
      'en:shampoos',
      'en:toothpastes',
      'en:deodorants',
    ],
  ],
  ['Health & Household', ['en:cleaning-products', 'en:household-products', 'en:detergents']],
  ['Cell Phones & Accessories', ['en:smartphones', 'en:mobile-phones']],
  ['Electronics', ['en:electronics']],
  ['Books', ['en:books']],
  ['Toys & Games', ['en:toys']],
  [
    'Grocery & Gourmet Food',
    [
      'en:foods',
      'en:snacks',
      'en:dairies',
      'en:cheeses',
      'en:meals',
      'en:breakfasts',
      'en:groceries',
      'en:condiments',
      'en:sauces',
      'en:spreads',
      'en:desserts',
      'en:confectioneries',
      'en:chocolates',
      'en:biscuits-and-cakes',
      'en:breads',
      'en:cereals-and-potatoes',
      'en:plant-based-foods',
      'en:fruits-and-vegetables-based-foods',
      'en:meats',
      'en:seafood',
      'en:frozen-foods',
      'en:canned-foods',
      'en:fats',
      'en:sweeteners',
    ],
  ],
];

export const categoryFromTags = (tags: readonly string[]): ProductCategory | undefined => {
  const present = new Set(tags.map((t) => t.trim().toLowerCase()));
  return categoryRules.find(([, ruleTags]) => ruleTags.some((t) => present.has(t)))?.[0];
};

/**
 * Tags asked about in one taxonomy request at most: a product has a handful; the bound keeps the
 * address short whatever a record holds.
 */
const MAX_TAXONOMY_TAGS = 20;

/**
 * Every ancestor of `tags` in a taxonomy answer (GET /api/v2/taxonomy?...&include_parents=1,
 * `{ "en:rice-noodles": { "parents": ["en:noodles"] }, "en:noodles": {...}, ... }`), following
 * parents through the entries the answer holds. A product saved before its category had parents
 * (an older or regional tag, 'en:rice-noodles' alone) finds its category through them.
 */
export const ancestorTags = (taxonomy: unknown, tags: readonly string[]): string[] => {
  const entries = asRecord(taxonomy);
  if (!entries) return [];
  const found = new Set<string>();
  const queue = [...tags];
  for (let tag = queue.shift(); tag !== undefined; tag = queue.shift()) {
    const parents = asRecord(entries[tag])?.parents;
    if (!Array.isArray(parents)) continue;
    for (const parent of parents) {
      if (typeof parent === 'string' && !found.has(parent) && !tags.includes(parent)) {
        found.add(parent);
        queue.push(parent);
      }
    }
  }
  return [...found];
};

/** The limits of the add form (createProductSchema), so a prefill is always valid input. */
const MAX_NAME = 200;
const MAX_BRAND = 100;
const MAX_URL = 2048;

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed.slice(0, max).trim();
};

/** Only https: the page that shows it is https, and a plain-http image would be blocked. */
const httpsUrl = (value: unknown): string | undefined => {
  const url = text(value, Number.POSITIVE_INFINITY);
  if (!url || url.length > MAX_URL) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The category tags of a found product in an API answer. */
const categoryTagsOf = (body: unknown): string[] => {
  const tags = asRecord(asRecord(body)?.product)?.categories_tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
};

/** The prefill in an API answer, or undefined when it names no product or nothing usable. */
export const prefillFromResponse = (body: unknown, source: string): ProductPrefill | undefined => {
  const answer = asRecord(body);
  const product = asRecord(answer?.product);
  if (!answer || answer.status !== 1 || !product) return undefined;
  const tags = categoryTagsOf(body);
  const prefill = {
    name: text(product.product_name, MAX_NAME),
    // "Ferrero, Nutella": the first is the maker.
    brand: text(
      typeof product.brands === 'string' ? product.brands.split(',')[0] : undefined,
      MAX_BRAND,
    ),
    category: categoryFromTags(tags),
    imageUrl: httpsUrl(product.image_front_url) ?? httpsUrl(product.image_url),
  };
  const found = Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined));
  return Object.keys(found).length > 0 ? { ...found, source } : undefined;
};

export interface PrefillOptions {
  /** Default: OPEN_FACTS_BASE_URLS (see parseOpenFactsBaseUrls). */
  readonly baseUrls?: readonly string[];
  /** The whole lookup's budget. Default OPEN_FACTS_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/**
 * The category that `tags` reach through the database's taxonomy (their parents, and theirs), or
 * undefined. Asked only when the tags map to no category themselves, within the lookup's budget;
 * a failure leaves the prefill without a category, never without the rest.
 */
const categoryFromTaxonomy = async (
  baseUrl: string,
  tags: readonly string[],
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<ProductCategory | undefined> => {
  const asked = tags.slice(0, MAX_TAXONOMY_TAGS);
  const query = new URLSearchParams({
    tagtype: 'categories',
    tags: asked.join(','),
    fields: 'parents',
    include_parents: '1',
  });
  try {
    const response = await fetchImpl(`${baseUrl}/api/v2/taxonomy?${query}`, {
      signal,
      headers: { accept: 'application/json', 'user-agent': OPEN_FACTS_USER_AGENT },
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return undefined;
    }
    return categoryFromTags([...asked, ...ancestorTags(await response.json(), asked)]);
  } catch (error) {
    logger.debug('Open Facts taxonomy not read', {
      baseUrl,
      reason: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
};

const askOne = async (
  baseUrl: string,
  barcode: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<ProductPrefill> => {
  const url = `${baseUrl}/api/v2/product/${encodeURIComponent(barcode)}.json?fields=${FIELDS}`;
  const response = await fetchImpl(url, {
    signal,
    headers: { accept: 'application/json', 'user-agent': OPEN_FACTS_USER_AGENT },
    redirect: 'follow',
  });
  if (!response.ok) {
    // Let the connection go: the body (an error page) is not needed.
    await response.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${response.status}`);
  }
  const body: unknown = await response.json();
  const prefill = prefillFromResponse(body, sourceNameFor(baseUrl));
  if (!prefill) throw new Error('product not found');
  const tags = categoryTagsOf(body);
  if (prefill.category !== undefined || tags.length === 0) return prefill;
  const category = await categoryFromTaxonomy(baseUrl, tags, signal, fetchImpl);
  return category ? { ...prefill, category } : prefill;
};

/**
 * What the Open Facts databases know about `barcode`, or undefined. All bases are asked at once
 * and the first that knows the product wins (the others are cancelled): the answer comes as
 * fast as the fastest database, and an unknown code costs one round trip, not one per base.
 * Never throws.
 */
export const fetchProductPrefill = async (
  barcode: string,
  options: PrefillOptions = {},
): Promise<ProductPrefill | undefined> => {
  const baseUrls = options.baseUrls ?? parseOpenFactsBaseUrls(env.OPEN_FACTS_BASE_URLS);
  if (baseUrls.length === 0) return undefined;
  const done = new AbortController();
  const signal = AbortSignal.any([
    AbortSignal.timeout(options.timeoutMs ?? OPEN_FACTS_TIMEOUT_MS),
    done.signal,
  ]);
  const fetchImpl = options.fetch ?? fetch;
  try {
    return await Promise.any(
      baseUrls.map((base) =>
        traced(tracedPartner.openFoodFacts, () => askOne(base, barcode, signal, fetchImpl)).catch(
          (error: unknown) => {
            if (!done.signal.aborted) {
              logger.debug('Open Facts lookup found nothing', {
                base,
                reason: error instanceof Error ? error.message : String(error),
              });
            }
            throw error;
          },
        ),
      ),
    );
  } catch {
    return undefined;
  } finally {
    done.abort();
  }
};
