/**
 * The catalogue's fixed lists, constants and pure rules (docs/products.md), without zod: the
 * browser's first load reads these, and importing products.ts (the zod contracts) would bring all
 * of zod with it. products.ts re-exports everything here.
 */

/** The catalogue's categories. A fixed list keeps search by category from fragmenting. */
export const productCategories = [
  'Electronics',
  'Computers & Accessories',
  'Cell Phones & Accessories',
  'Home & Kitchen',
  'Grocery & Gourmet Food',
  'Beverages',
  'Beauty & Personal Care',
  'Health & Household',
  'Baby',
  'Toys & Games',
  'Sports & Outdoors',
  'Clothing, Shoes & Jewelry',
  'Pet Supplies',
  'Office Products',
  'Tools & Home Improvement',
  'Garden & Outdoor',
  'Automotive',
  'Books',
  'Video Games',
  'Arts, Crafts & Sewing',
  'Handmade',
  'Other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The six platforms the spec names, with its trust scores. */
export const platformTrustScores = {
  Amazon: 95,
  eBay: 80,
  Etsy: 85,
  AliExpress: 60,
  Walmart: 90,
  Target: 90,
} as const;
export type Platform = keyof typeof platformTrustScores;

/** Where a product's data comes from: the generated demo catalogue, or a shopper. */
export const productSources = ['demo', 'user'] as const;
export type ProductSource = (typeof productSources)[number];

/** A score of this much or more counts as verified (the green band). */
export const VERIFIED_MIN_SCORE = 80;

export type AuthenticityBand = 'green' | 'yellow' | 'red';
/** 80+ green (likely authentic), 60-79 yellow (moderate risk), below 60 red (high risk). */
export const authenticityBand = (score: number): AuthenticityBand =>
  score >= VERIFIED_MIN_SCORE ? 'green' : score >= 60 ? 'yellow' : 'red';
export const authenticityBandLabels: Readonly<Record<AuthenticityBand, string>> = {
  green: 'Likely authentic',
  yellow: 'Moderate risk',
  red: 'High risk',
};

export const searchSortFields = ['name', 'price', 'category', 'createdAt', 'authenticity'] as const;
export type SearchSortField = (typeof searchSortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Search page size 12; the API allows up to 50. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** A product's own texts, as the add and edit forms and the cross-platform search take them. */
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;
export const BRAND_MAX_LENGTH = 100;
