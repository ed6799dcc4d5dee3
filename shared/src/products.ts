/**
 * The product catalogue's contracts: what the products API
 * answers and accepts. Prices are USD. Timestamps are ISO 8601 strings.
 */
import { z } from 'zod';
import { barcodeSchema } from './barcode';
import { boundedString } from './bounded-string';
import { productMessages as m } from './messages';
import {
  BRAND_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  productCategories,
  productSources,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  searchSortFields,
  sortDirections,
} from './product-rules';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export * from './product-rules';

const isoTimestamp = z.iso.datetime();

/** One store's offer for a product. */
export const storeOfferSchema = z.object({
  name: z.string(),
  url: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  /** Against originalPrice, rounded to a whole percent; absent when there is no original price. */
  discountPercentage: z.number().optional(),
  inStock: z.boolean(),
  shipping: z.object({ free: z.boolean(), cost: z.number(), estimatedDays: z.number() }),
  /** The store's rating out of 5, and how many reviews it rests on. */
  rating: z.number().optional(),
  reviewCount: z.number().optional(),
  /** 0-100; the same colour bands as authenticity. */
  trustScore: z.number(),
  lastUpdated: isoTimestamp,
});
export type StoreOffer = z.infer<typeof storeOfferSchema>;

/** One observed price: which store, when, how much. */
export const pricePointSchema = z.object({
  source: z.string(),
  timestamp: isoTimestamp,
  price: z.number(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * Authenticity is derived from the product's offers (store trust, price consistency), never made
 * up: a product without offers has none, and the page says it is not rated yet.
 */
export const authenticitySchema = z.object({
  score: z.number().int().min(0).max(100),
  factors: z.array(z.string()),
});
export type Authenticity = z.infer<typeof authenticitySchema>;

/** The whole product, as `GET /api/products/{id}` and the barcode lookup answer it. */
export const productSchema = z.object({
  id: z.string(),
  barcode: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  brand: z.string().optional(),
  imageUrl: z.string().optional(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  /** Mean of the offers' prices; null when no store sells it yet. */
  averagePrice: z.number().nullable(),
  lowestPrice: z.number().nullable(),
  inStockStores: z.number().int(),
  authenticity: authenticitySchema.nullable(),
  verified: z.boolean(),
  stores: z.array(storeOfferSchema),
  /** Newest first. */
  priceHistory: z.array(pricePointSchema),
  source: z.enum(productSources),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /**
   * Someone other than the one who added it has edited it (any shopper's edit, for a demo or
   * imported product, which nobody added). Set by the edit itself, so no read needs the history.
   */
  editedByCommunity: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** A product card in search results and Popular Products. */
export const productSummarySchema = productSchema
  .pick({
    id: true,
    barcode: true,
    name: true,
    category: true,
    brand: true,
    imageUrl: true,
    tags: true,
    averagePrice: true,
    lowestPrice: true,
    inStockStores: true,
    verified: true,
    source: true,
    createdAt: true,
  })
  .extend({ authenticityScore: z.number().nullable() });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** Products, page, limit, total, totalPages. */
export const searchResultSchema = z.object({
  products: z.array(productSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Query-string flags: the client sends `true` or leaves the filter out (empty values are removed).
 */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Text of at most `max` characters, trimmed; too long says so with the field's label. */
const labelledText = (max: number, label: string) =>
  boundedString(max, { tooLong: tooLongMessage(label, max) }).trim();

/** Optional text a form sends as '' when left empty: '' means absent. */
const formText = (max: number, label: string) =>
  labelledText(max, label)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** An image's web address, http or https. */
const imageAddress = () =>
  boundedString(TEXT_LIMITS.url, { tooLong: m.imageUrlInvalid, notText: m.imageUrlInvalid }).trim();
const isWebAddress = z.url({ protocol: /^https?$/, error: m.imageUrlInvalid });

const imageUrl = imageAddress()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(isWebAddress.optional())
  .optional();

/**
 * `GET /api/products/search` query string: query, page, limit, the filters (category, minPrice,
 * maxPrice, inStock, verified) and the sort (field and direction).
 */
export const searchQuerySchema = z
  .strictObject({
    query: formText(SEARCH_QUERY_MAX_LENGTH, 'Search terms'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    category: z.enum(productCategories).optional(),
    minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    inStock: flag.optional(),
    verified: flag.optional(),
    sort: z.enum(searchSortFields).default('name'),
    direction: z.enum(sortDirections).default('asc'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: m.priceRangeOrder,
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

const productFields = {
  name: boundedString(PRODUCT_NAME_MAX_LENGTH, {
    tooLong: tooLongMessage('Product name', PRODUCT_NAME_MAX_LENGTH),
    notText: m.nameRequired,
  })
    .trim()
    .min(1, m.nameRequired),
  description: formText(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description'),
  category: z
    .union([z.literal('').transform(() => undefined), z.enum(productCategories)])
    .optional(),
  imageUrl,
  brand: formText(BRAND_MAX_LENGTH, 'Brand'),
};

/** `POST /api/products`: name, description, category, imageUrl, barcode (+ brand). */
export const createProductSchema = z.strictObject({ barcode: barcodeSchema, ...productFields });
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** In an edit, an optional field sent empty is cleared: '' becomes null ("no value any more"). */
const clearable = <T extends z.ZodType>(field: T) =>
  z.union([z.literal('').transform(() => null), z.null(), field]);

/**
 * `PUT /api/products/{id}`: the edited fields. The barcode is the product's identity and stays.
 * A field left out keeps its value; description, image URL and brand sent empty (or null) are
 * cleared. Name and category always have a value.
 */
export const updateProductSchema = z
  .strictObject({
    name: productFields.name.optional(),
    description: clearable(labelledText(PRODUCT_DESCRIPTION_MAX_LENGTH, 'Description')).optional(),
    category: productFields.category,
    imageUrl: clearable(imageAddress().pipe(isWebAddress)).optional(),
    brand: clearable(labelledText(BRAND_MAX_LENGTH, 'Brand')).optional(),
  })
  .refine((u) => Object.keys(u).length > 0, { message: m.nothingToUpdate });
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

/** The 409 body of a create whose barcode is taken: the product that holds it. */
export const barcodeTakenSchema = z.object({ message: z.string(), productId: z.string() });

/** What the Open Food Facts fallback found for an unknown barcode, to prefill the add form. */
export const productPrefillSchema = z.object({
  name: z.string().optional(),
  brand: z.string().optional(),
  category: z.enum(productCategories).optional(),
  imageUrl: z.string().optional(),
  /** Where the prefill came from, shown beside the form (e.g. 'Open Food Facts'). */
  source: z.string(),
});
export type ProductPrefill = z.infer<typeof productPrefillSchema>;

/**
 * The 404 body of a barcode lookup: the spec's not-found case, with a prefill when one was found.
 */
export const barcodeNotFoundSchema = z.object({
  message: z.string(),
  barcode: z.string(),
  prefill: productPrefillSchema.optional(),
});
export type BarcodeNotFound = z.infer<typeof barcodeNotFoundSchema>;

/**
 * One recorded edit, as `GET /api/products/{id}/edits` shows it: what changed and when. The table
 * also keeps who (the editor's user id); the public answer does not name shoppers.
 */
export const productEditSchema = z.object({
  /** Stable: the staff address an edit by it (revert, suspend its author). */
  id: z.string(),
  at: isoTimestamp,
  /** `reverted`: staff put back what an earlier edit (`revertOf`) changed. */
  action: z.enum(['created', 'updated', 'reverted']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** Present on staff actions: a revert is the staff's, never a named person's. */
  by: z.literal('staff').optional(),
  reason: z.string().optional(),
  revertOf: z.string().optional(),
  /** A contributor's edit that waited for review and was approved by staff. */
  approvedBy: z.literal('staff').optional(),
  /** Only in a staff member's answer: who made it, as a reference that names nobody. */
  editorRef: z.string().optional(),
});
export type ProductEdit = z.infer<typeof productEditSchema>;

/** `GET /api/products/categories`: the categories that hold at least one product, sorted. */
export const categoriesResultSchema = z.array(z.string());

/** Catalogue figures for the stats banner, counted from the catalogue itself. */
export const catalogueStatsSchema = z.object({
  products: z.number().int(),
  stores: z.number().int(),
  categories: z.number().int(),
  demoProducts: z.number().int(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;

/** Path parameter of `GET`/`PUT /api/products/{id}`. */
export const productIdParamsSchema = z.strictObject({
  id: boundedString(TEXT_LIMITS.id, { tooLong: tooLongMessage('Product id', TEXT_LIMITS.id) }).min(
    1,
  ),
});
export const barcodeParamsSchema = z.strictObject({ barcode: barcodeSchema });

/** `GET /api/products/popular`: product cards, most popular first. */
export const popularProductsSchema = z.array(productSummarySchema);
/** `GET /api/products/{id}/edits`: newest first. */
export const productEditsSchema = z.array(productEditSchema);
