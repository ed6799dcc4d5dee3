/**
 * The demo catalogue: products generated from a fixed seed, so that every machine (and every
 * reload) gets the very same catalogue. Pure: no clock, no I/O; the caller passes `now`.
 *
 * Each product draws from a random stream of its own (seed mixed with its index), so product n
 * is the same whatever the catalogue's size: a small test catalogue is a prefix of the full one.
 * Names and barcodes are made unique in index order, which keeps that true.
 */
import type { DemoCatalogueProduct } from '@shop-scanner/functions/data/products-demo-load';
import type { StoreOffer } from '@shop-scanner/shared/products';
import {
  catalogueVocabulary,
  fittingTags,
  type CategoryVocabulary,
  type ProductKind,
  type Variant,
} from './catalogue-vocabulary';
import { gtinIdentity, pickGtinKind, randomGtin } from './gtin';
import { PRICE_HISTORY_DAYS, priceHistoryFor, retailPrice } from './price-history';
import { createRandom, mixSeed, type Random } from '@shop-scanner/functions/lib/seeded-random';
import { storesFor, type StoreProfile } from './store-directory';
import { DAY_MS } from '@shop-scanner/shared/time';

/** The seed `npm start` and `npm run seed` use. */
export const DEMO_CATALOGUE_SEED = 20_261_122;
/** The spec's banner says 25,000+ products. */
export const DEMO_CATALOGUE_DEFAULT_SIZE = 25_000;
/**
 * The catalogue's "now": fixed, so that reloading writes identical items (idempotent) and the
 * figures do not drift between machines. Its prices are therefore as of this date, which is
 * what their timestamps say; nothing pretends they were observed today.
 */
export const DEMO_CATALOGUE_REFERENCE_DATE = new Date('2026-11-20T12:00:00.000Z');
/** Bump when the generator's output changes: a stored catalogue of another version is reloaded. */
export const DEMO_CATALOGUE_GENERATOR_VERSION = 2;

export interface DemoCatalogueOptions {
  readonly seed: number;
  readonly count: number;
  readonly now: Date;
}

/** What the load marker records: generator, seed and size (a different one means reload). */
export const demoCatalogueVersion = ({
  seed,
  count,
}: Pick<DemoCatalogueOptions, 'seed' | 'count'>) =>
  `generator-${DEMO_CATALOGUE_GENERATOR_VERSION}/seed-${seed}/count-${count}`;

const MAX_OFFERS = 8;
const MIN_OFFERS = 2;

const weightedPick = <T>(random: Random, items: readonly T[], weight: (item: T) => number): T => {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
};

/** `count` distinct items, heavier ones more likely. */
const weightedSample = <T>(
  random: Random,
  items: readonly T[],
  count: number,
  weight: (item: T) => number,
): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const item = weightedPick(random, pool, weight);
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  return chosen;
};

/** The big generalists carry most products; a specialist is likely in its own categories. */
const storeWeight = (store: StoreProfile): number =>
  store.name === 'Amazon' || store.name === 'Walmart' ? 4 : store.categories ? 2.5 : 1.5;

interface NameParts {
  readonly brand: string;
  readonly qualifier: string;
  readonly kind: ProductKind;
  readonly variant: Variant;
}

const drawName = (random: Random, vocabulary: CategoryVocabulary): NameParts => {
  const kind = random.pick(vocabulary.kinds);
  return {
    brand: random.pick(vocabulary.brands),
    // Mostly the kind's own qualifier ("Cast Iron" pan), sometimes a product-line word ("Pro").
    qualifier: random.chance(0.6) ? random.pick(kind[3]) : random.pick(vocabulary.qualifiers),
    kind,
    variant: random.pick(kind[4] ?? vocabulary.variants),
  };
};

const nameOf = ({ brand, qualifier, kind, variant }: NameParts) =>
  `${brand} ${qualifier} ${kind[0]} ${variant[0]}`;

/** Brands sit at three price levels (budget, mid, premium), by their place in the list. */
const brandPriceFactor = (vocabulary: CategoryVocabulary, brand: string): number =>
  [0.85, 1.03, 1.21][vocabulary.brands.indexOf(brand) % 3]!;

const shippingCosts = [3.99, 4.99, 5.99, 6.99, 7.99] as const;

const makeOffer = (
  random: Random,
  store: StoreProfile,
  typicalPrice: number,
  searchQuery: string,
  now: Date,
): StoreOffer => {
  const [low, high] = store.priceSpread;
  // Far-away marketplaces now and then list far below everyone else: the counterfeit signal
  // the authenticity factors look for.
  const factor =
    store.deepDiscounts && random.chance(0.35)
      ? random.between(0.25, 0.45)
      : random.between(low, high);
  const price = retailPrice(typicalPrice * factor);
  const originalPrice = random.chance(0.2)
    ? retailPrice(price / (1 - random.between(0.12, 0.4)))
    : undefined;
  const freeShipping = store.freeShippingFrom !== undefined && price >= store.freeShippingFrom;
  const [fastest, slowest] = store.shippingDays;
  const lastUpdated = new Date(
    now.getTime() - Math.round(random.between(0, 3 * DAY_MS) / 1000) * 1000,
  );
  return {
    name: store.name,
    url: store.searchUrl(searchQuery),
    price,
    ...(originalPrice !== undefined && originalPrice > price
      ? {
          originalPrice,
          discountPercentage: Math.round(((originalPrice - price) / originalPrice) * 100),
        }
      : {}),
    inStock: random.chance(0.88),
    shipping: {
      free: freeShipping,
      cost: freeShipping ? 0 : store.deepDiscounts ? 1.99 : random.pick(shippingCosts),
      estimatedDays: random.int(fastest, slowest),
    },
    // Ratings lean towards 4 and above, as store ratings do.
    rating: Math.round((3 + 2 * Math.sqrt(random.next())) * 10) / 10,
    reviewCount: Math.floor(Math.exp(random.between(Math.log(3), Math.log(25_000)))),
    trustScore: store.trustScore,
    lastUpdated: lastUpdated.toISOString(),
  };
};

const descriptionOf = (
  random: Random,
  parts: NameParts,
  blurb: string,
  features: readonly string[],
) => {
  const { brand, qualifier, kind, variant } = parts;
  const highlights = `${features.join('. ')}.`;
  return random.chance(0.5)
    ? `${nameOf(parts)}. ${blurb} ${highlights}`
    : `From ${brand}: ${qualifier} ${kind[0]}, ${variant[0]}. ${highlights} ${blurb}`;
};

/**
 * Tags draw from a stream of their own (the product's seed mixed with this), so how many numbers
 * they take never moves the product's other fields: names, barcodes and prices stay put.
 */
const TAGS_STREAM = 0x7a95;

/**
 * At most 5 tags, each true of the product: its kind, its kind's own qualifier ("cast iron"), and
 * up to 3 of the tags that fit its kind in its category (`fittingTags`: ground coffee may be
 * "breakfast" or "pantry", never "snacks").
 */
const tagsFor = (random: Random, vocabulary: CategoryVocabulary, parts: NameParts): string[] => {
  const specific = parts.kind[3].includes(parts.qualifier) ? [parts.qualifier] : [];
  const fitting = random.sample(fittingTags(vocabulary, parts.kind), 3);
  const tags = [parts.kind[0], ...specific, ...fitting].map((t) => t.toLowerCase());
  return [...new Set(tags)].slice(0, 5);
};

export const generateDemoCatalogue = ({
  seed,
  count,
  now,
}: DemoCatalogueOptions): DemoCatalogueProduct[] => {
  const names = new Set<string>();
  const gtins = new Set<string>();
  const products: DemoCatalogueProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const random = createRandom(mixSeed(seed, index));
    const vocabulary = weightedPick(random, catalogueVocabulary, (v) => v.weight);

    let parts = drawName(random, vocabulary);
    for (let attempt = 0; attempt < 50 && names.has(nameOf(parts).toLowerCase()); attempt += 1) {
      parts = drawName(random, vocabulary);
    }
    // Every combination nearby is taken (only in a catalogue far beyond the default size):
    // a model number keeps the name unique.
    const name = names.has(nameOf(parts).toLowerCase())
      ? `${nameOf(parts)} Model ${index.toString(36).toUpperCase()}`
      : nameOf(parts);
    names.add(name.toLowerCase());

    const gtinKind = pickGtinKind(random, vocabulary.category);
    let barcode = randomGtin(random, gtinKind, vocabulary.category);
    while (gtins.has(gtinIdentity(barcode))) {
      barcode = randomGtin(random, gtinKind, vocabulary.category);
    }
    gtins.add(gtinIdentity(barcode));

    const typicalPrice =
      parts.kind[1] *
      parts.variant[1] *
      brandPriceFactor(vocabulary, parts.brand) *
      random.between(0.9, 1.1);
    const candidates = storesFor(vocabulary.category);
    const offerCount = random.int(MIN_OFFERS, Math.min(MAX_OFFERS, candidates.length));
    // Store links search for what the product is ("Cast Iron Frying Pan"): the brands are made
    // up, the kind of product is real, so the link shows real listings of such products.
    const searchQuery = `${parts.qualifier} ${parts.kind[0]}`;
    const stores = weightedSample(random, candidates, offerCount, storeWeight)
      .map((store) => makeOffer(random, store, typicalPrice, searchQuery, now))
      .sort((a, b) => a.price - b.price);

    const features = [
      ...random.sample(parts.kind[2], random.int(2, 3)),
      ...random.sample(vocabulary.commonFeatures, random.int(1, 2)),
    ];
    const priceHistory = priceHistoryFor(
      random,
      stores.map((s) => ({ store: s.name, price: s.price, lastUpdated: new Date(s.lastUpdated) })),
      now,
    );
    // Listed before its first recorded price.
    const createdAt = new Date(
      now.getTime() -
        (PRICE_HISTORY_DAYS + random.int(1, 365)) * DAY_MS -
        random.int(0, DAY_MS / 1000 - 1) * 1000,
    );

    products.push({
      id: `demo-${index.toString(36).padStart(4, '0')}`,
      barcode,
      name,
      description: descriptionOf(random, parts, random.pick(vocabulary.blurbs), features),
      category: vocabulary.category,
      brand: parts.brand,
      features,
      tags: tagsFor(createRandom(mixSeed(seed, index, TAGS_STREAM)), vocabulary, parts),
      stores,
      priceHistory,
      createdAt: createdAt.toISOString(),
    });
  }
  return products;
};
