/**
 * The words the demo catalogue is built from, per category: brands, qualifiers, kinds of product
 * (with a typical US price and what such a product offers), variants (size, colour, pack) and a
 * sentence or two for descriptions. A name reads "<brand> <qualifier> <kind> <variant>".
 *
 * The word lists themselves are data, in `catalogue-vocabulary.json`; this module gives them their
 * types and checks them on load, so a typo in the data fails at start-up, not as odd products.
 *
 * The brands are made up on purpose: fake prices and fake offers must never be pinned on real
 * companies. Everything built from this is marked as demo data (`source: "demo"`).
 */
import { z } from 'zod';
import type { ProductCategory } from '@shop-scanner/shared/products';
import { productCategories } from '@shop-scanner/shared/product-rules';
import vocabularyData from './catalogue-vocabulary.json';

/** A kind of product: its noun phrase, a typical price in USD, and features it may list. */
export type ProductKind = readonly [
  noun: string,
  basePrice: number,
  features: readonly string[],
  /** Qualifiers that fit this kind only ("Cast Iron" pans, not "Cast Iron" towels). */
  qualifiers: readonly string[],
  /** Variants that fit this kind instead of the category's (a knife in inches, not in colours). */
  variants?: readonly Variant[],
];
/**
 * A tag that fits some kinds of a category and not others: "snacks" fits tortilla chips, not
 * ground coffee; "dogs" fits a leash, not cat litter. Kinds are named by their noun.
 */
export type KindTag = readonly [tag: string, kinds: readonly string[]];
/**
 * A variant appended to the name, and how it moves the price (a 1 kg bag costs more than 250 g).
 */
export type Variant = readonly [label: string, priceFactor: number];

export interface CategoryVocabulary {
  readonly category: ProductCategory;
  /** How often the category is drawn, relative to the others (groceries outnumber books). */
  readonly weight: number;
  readonly brands: readonly string[];
  /** Qualifiers that fit every kind of the category; each kind adds its own. */
  readonly qualifiers: readonly string[];
  readonly kinds: readonly ProductKind[];
  readonly variants: readonly Variant[];
  /** Features any product of the category may list besides its kind's own. */
  readonly commonFeatures: readonly string[];
  /** Tags true of every product of the category (may be none: "sports" is no tent's tag). */
  readonly tags: readonly string[];
  /** Tags true of some kinds only, each with the nouns of the kinds it fits. */
  readonly kindTags: readonly KindTag[];
  /** Closing sentences of a description. */
  readonly blurbs: readonly string[];
}

const words = z.array(z.string().min(1));
const variantSchema = z.tuple([z.string().min(1), z.number().positive()]);
const kindSchema = z.union([
  z.tuple([z.string().min(1), z.number().positive(), words, words]),
  z.tuple([z.string().min(1), z.number().positive(), words, words, z.array(variantSchema)]),
]);

/**
 * The data file as written: a category's variants are its own list, or the name of a list
 * several categories share (the colours of electronics, computers and video games).
 */
const vocabularyFileSchema = z
  .object({
    variantSets: z.record(z.string(), z.array(variantSchema)),
    categories: z.array(
      z.object({
        category: z.enum(productCategories),
        weight: z.number().positive(),
        brands: words.min(1),
        qualifiers: words.min(1),
        kinds: z.array(kindSchema).min(1),
        variants: z.union([z.string(), z.array(variantSchema).min(1)]),
        commonFeatures: words,
        tags: words,
        kindTags: z.array(z.tuple([z.string().min(1), words])),
        blurbs: words.min(1),
      }),
    ),
  })
  .strict();

/** The word lists of a vocabulary file, checked, with shared variant lists put in place. */
export const loadVocabulary = (data: unknown): CategoryVocabulary[] => {
  const { variantSets, categories } = vocabularyFileSchema.parse(data);
  return categories.map(({ variants, ...category }) => {
    const resolved = typeof variants === 'string' ? variantSets[variants] : variants;
    if (resolved === undefined) {
      throw new Error(
        `catalogue vocabulary: ${category.category} names no variant set "${variants}"`,
      );
    }
    return { ...category, variants: resolved };
  });
};

export const catalogueVocabulary: readonly CategoryVocabulary[] = loadVocabulary(vocabularyData);

/**
 * The tags that fit a product of `kind` in its category, besides the kind's own noun and
 * qualifiers: the category's tags for every product and the kind tags naming this kind.
 */
export const fittingTags = (vocabulary: CategoryVocabulary, kind: ProductKind): string[] => [
  ...vocabulary.tags,
  ...vocabulary.kindTags.filter(([, kinds]) => kinds.includes(kind[0])).map(([tag]) => tag),
];
