/**
 * The stores a demo product is offered in: the six platforms of the spec (with its trust scores)
 * and other large US retailers. Each store's link is its real public search page for the
 * product, so an offer's "view at store" leads somewhere real instead of to a made-up product
 * page. Trust scores for the stores the spec does not name are this catalogue's own estimates
 * (large, established retailers high), used only for demo data.
 */
import {
  platformTrustScores,
  type Platform,
  type ProductCategory,
} from '@shop-scanner/shared/products';

/** How a store prices against the category's typical price, and how it ships. */
export interface StoreProfile {
  readonly name: string;
  readonly trustScore: number;
  /** Multiplier range on the typical price. */
  readonly priceSpread: readonly [min: number, max: number];
  /** Marketplaces of far-away sellers: now and then far below the median (counterfeit risk). */
  readonly deepDiscounts?: boolean;
  readonly shippingDays: readonly [min: number, max: number];
  /** Orders from this amount ship free; 0 = always free; undefined = never free. */
  readonly freeShippingFrom?: number;
  /** Which categories it sells; undefined = all of them. */
  readonly categories?: readonly ProductCategory[];
  /** The store's public search page for a query (plain text; each store encodes it its way). */
  readonly searchUrl: (query: string) => string;
}

/** A query-string value as search forms send it: spaces as +, everything else percent-encoded. */
const form = (query: string): string => encodeURIComponent(query).replace(/%20/g, '+');

const platform = (name: Platform) => ({ name, trustScore: platformTrustScores[name] });

const grocery: readonly ProductCategory[] = [
  'Grocery & Gourmet Food',
  'Beverages',
  'Health & Household',
  'Beauty & Personal Care',
  'Baby',
  'Pet Supplies',
];
const tech: readonly ProductCategory[] = [
  'Electronics',
  'Computers & Accessories',
  'Cell Phones & Accessories',
  'Video Games',
];
const homeImprovement: readonly ProductCategory[] = [
  'Tools & Home Improvement',
  'Garden & Outdoor',
  'Home & Kitchen',
];
/** Etsy sells what people make by hand, not groceries or electronics. */
const handmadeFriendly: readonly ProductCategory[] = [
  'Handmade',
  'Arts, Crafts & Sewing',
  'Clothing, Shoes & Jewelry',
  'Home & Kitchen',
  'Toys & Games',
];

export const storeDirectory: readonly StoreProfile[] = [
  {
    ...platform('Amazon'),
    priceSpread: [0.92, 1.05],
    shippingDays: [1, 3],
    freeShippingFrom: 35,
    searchUrl: (q) => `https://www.amazon.com/s?k=${form(q)}`,
  },
  {
    ...platform('eBay'),
    priceSpread: [0.8, 1.08],
    shippingDays: [3, 8],
    freeShippingFrom: 50,
    searchUrl: (q) => `https://www.ebay.com/sch/i.html?_nkw=${form(q)}`,
  },
  {
    ...platform('Etsy'),
    priceSpread: [1.05, 1.45],
    shippingDays: [4, 12],
    freeShippingFrom: 35,
    categories: handmadeFriendly,
    searchUrl: (q) => `https://www.etsy.com/search?q=${form(q)}`,
  },
  {
    ...platform('AliExpress'),
    priceSpread: [0.55, 0.9],
    deepDiscounts: true,
    shippingDays: [10, 25],
    freeShippingFrom: 10,
    searchUrl: (q) => `https://www.aliexpress.com/wholesale?SearchText=${form(q)}`,
  },
  {
    ...platform('Walmart'),
    priceSpread: [0.9, 1.0],
    shippingDays: [2, 5],
    freeShippingFrom: 35,
    searchUrl: (q) => `https://www.walmart.com/search?q=${form(q)}`,
  },
  {
    ...platform('Target'),
    priceSpread: [0.95, 1.08],
    shippingDays: [2, 5],
    freeShippingFrom: 35,
    searchUrl: (q) => `https://www.target.com/s?searchTerm=${form(q)}`,
  },
  {
    name: 'Best Buy',
    trustScore: 92,
    priceSpread: [0.95, 1.06],
    shippingDays: [1, 4],
    freeShippingFrom: 35,
    categories: tech,
    searchUrl: (q) => `https://www.bestbuy.com/site/searchpage.jsp?st=${form(q)}`,
  },
  {
    name: 'Costco',
    trustScore: 93,
    priceSpread: [0.85, 0.97],
    shippingDays: [3, 7],
    freeShippingFrom: 0,
    searchUrl: (q) => `https://www.costco.com/CatalogSearch?keyword=${form(q)}`,
  },
  {
    name: 'Kroger',
    trustScore: 88,
    priceSpread: [0.95, 1.1],
    shippingDays: [1, 2],
    freeShippingFrom: 35,
    categories: grocery,
    searchUrl: (q) => `https://www.kroger.com/search?query=${form(q)}`,
  },
  {
    name: 'Home Depot',
    trustScore: 91,
    priceSpread: [0.93, 1.05],
    shippingDays: [2, 6],
    freeShippingFrom: 45,
    categories: homeImprovement,
    searchUrl: (q) => `https://www.homedepot.com/s/${encodeURIComponent(q)}`,
  },
  {
    name: "Lowe's",
    trustScore: 90,
    priceSpread: [0.93, 1.06],
    shippingDays: [2, 6],
    freeShippingFrom: 45,
    categories: homeImprovement,
    searchUrl: (q) => `https://www.lowes.com/search?searchTerm=${form(q)}`,
  },
  {
    name: 'Chewy',
    trustScore: 90,
    priceSpread: [0.9, 1.02],
    shippingDays: [1, 3],
    freeShippingFrom: 49,
    categories: ['Pet Supplies'],
    searchUrl: (q) => `https://www.chewy.com/s?query=${form(q)}`,
  },
  {
    name: 'Newegg',
    trustScore: 84,
    priceSpread: [0.9, 1.04],
    shippingDays: [2, 6],
    freeShippingFrom: 25,
    categories: ['Electronics', 'Computers & Accessories', 'Video Games'],
    searchUrl: (q) => `https://www.newegg.com/p/pl?d=${form(q)}`,
  },
  {
    name: 'Walgreens',
    trustScore: 87,
    priceSpread: [1.0, 1.15],
    shippingDays: [2, 5],
    freeShippingFrom: 35,
    categories: ['Health & Household', 'Beauty & Personal Care', 'Baby'],
    searchUrl: (q) => `https://www.walgreens.com/search/results.jsp?Ntt=${form(q)}`,
  },
  {
    name: 'Barnes & Noble',
    trustScore: 89,
    priceSpread: [0.9, 1.05],
    shippingDays: [2, 6],
    freeShippingFrom: 40,
    categories: ['Books', 'Toys & Games'],
    searchUrl: (q) => `https://www.barnesandnoble.com/s/${encodeURIComponent(q)}`,
  },
  {
    name: "Dick's Sporting Goods",
    trustScore: 88,
    priceSpread: [0.95, 1.08],
    shippingDays: [2, 6],
    freeShippingFrom: 49,
    categories: ['Sports & Outdoors', 'Clothing, Shoes & Jewelry'],
    searchUrl: (q) =>
      `https://www.dickssportinggoods.com/search/SearchDisplay?searchTerm=${form(q)}`,
  },
  {
    name: 'Wayfair',
    trustScore: 85,
    priceSpread: [0.95, 1.12],
    shippingDays: [3, 8],
    freeShippingFrom: 35,
    categories: ['Home & Kitchen', 'Garden & Outdoor', 'Office Products', 'Baby'],
    searchUrl: (q) => `https://www.wayfair.com/keyword.php?keyword=${form(q)}`,
  },
  {
    name: 'Michaels',
    trustScore: 86,
    priceSpread: [0.95, 1.15],
    shippingDays: [3, 7],
    freeShippingFrom: 49,
    categories: ['Arts, Crafts & Sewing', 'Toys & Games'],
    searchUrl: (q) => `https://www.michaels.com/search?q=${form(q)}`,
  },
  {
    name: 'AutoZone',
    trustScore: 87,
    priceSpread: [0.97, 1.1],
    shippingDays: [2, 5],
    freeShippingFrom: 35,
    categories: ['Automotive'],
    searchUrl: (q) => `https://www.autozone.com/searchresult?searchText=${form(q)}`,
  },
  {
    name: 'GameStop',
    trustScore: 82,
    priceSpread: [0.95, 1.1],
    shippingDays: [2, 6],
    freeShippingFrom: 59,
    categories: ['Video Games'],
    searchUrl: (q) => `https://www.gamestop.com/search/?q=${form(q)}`,
  },
];

/** The stores that sell products of `category`. */
export const storesFor = (category: ProductCategory): StoreProfile[] =>
  storeDirectory.filter((s) => !s.categories || s.categories.includes(category));
