/**
 * Real entries of the demo catalogue for the fixture shops to sell. The scan page's url tab
 * finds a product page's product in the catalogue by its GTIN, so the brand shop and the
 * WooCommerce shop sell catalogue products (name, brand, GTIN), not look-alikes.
 *
 * The catalogue is deterministic and numbered, and a smaller one is the start of a larger one:
 * entries near the start are also in the small catalogues tests and Playwright (500) load.
 */
import type { DemoCatalogueProduct } from '@shop-scanner/functions/data/products-demo-load';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../seed/demo-catalogue';

export interface CatalogueProduct {
  /** Its place in the demo catalogue (its id is `demo-<index in base 36>`). */
  readonly index: number;
  readonly name: string;
  readonly brand: string;
  readonly gtin: string;
  readonly category: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly tags: readonly string[];
  /** What a shop asks for it: the middle of the catalogue's store offers. */
  readonly price: number;
}

/**
 * How much of the catalogue is generated (a quarter of a second, once per process): enough for
 * one brand to reach 50 products, which the first does at about 4,000 entries.
 */
const SEARCHED_ENTRIES = 5000;

const middleOffer = (product: DemoCatalogueProduct): number => {
  const prices = product.stores.map((store) => store.price).sort((a, b) => a - b);
  return prices[Math.floor(prices.length / 2)] ?? 0;
};

let searched: readonly CatalogueProduct[] | undefined;

const catalogueStart = (): readonly CatalogueProduct[] =>
  (searched ??= generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: SEARCHED_ENTRIES,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  }).map((product, index) => ({
    index,
    name: product.name,
    brand: product.brand ?? '',
    gtin: product.barcode,
    category: product.category,
    description: product.description,
    features: product.features,
    tags: product.tags,
    price: middleOffer(product),
  })));

/**
 * One brand's products, `count` of them: the brand that reaches `count` first in catalogue
 * order, so its earliest products sit where small catalogues have them too.
 */
export const oneBrandsProducts = (count: number): readonly CatalogueProduct[] => {
  const byBrand = new Map<string, CatalogueProduct[]>();
  for (const product of catalogueStart()) {
    if (!product.brand) continue;
    const products = byBrand.get(product.brand) ?? [];
    products.push(product);
    byBrand.set(product.brand, products);
    if (products.length === count) return products;
  }
  throw new Error(`no brand has ${count} products in the first ${SEARCHED_ENTRIES} entries`);
};

/** The first `count` products of a category, whatever their brands (a retailer's range). */
export const categoryProducts = (category: string, count: number): readonly CatalogueProduct[] =>
  catalogueStart()
    .filter((product) => product.category === category)
    .slice(0, count);
