/**
 * How alike two product names are, 0-100: the number behind a name match's confidence and behind
 * the clone-title warning. It rests on fuzzball's token_set_ratio (word order and words one name
 * adds do not count against a match), tempered by how much of the longer name is shared, and it
 * is held below the match threshold when the names disagree on a fact: a size ("250 g" / "500 g"),
 * a brand, a model number ("Series 5" / "Series 7") or an accessory ("... Case").
 *
 * MATCH_THRESHOLD was chosen on the labelled pairs in similarity-pairs.ts (see similarity.test.ts):
 * every positive there scores 93 or more, every negative 83 or less (most are held at the
 * conflict ceiling), and 88 is the middle of that gap.
 *
 * Known limit: words that mean the same ("Wireless" / "Cordless") are different words here, so
 * two titles of one product that each use their own are scored as a substitution and may fall
 * under the threshold. Missing a match is the safe side: a match shown is a claim of sameness.
 */
import { token_set_ratio } from 'fuzzball';
import { words } from '../../model/products/search-text';
import { readSizes, sizeConflict, type ProductSize, type SizeConflict } from './product-sizes';

/** A name match at or above this similarity counts as the same product. */
export const MATCH_THRESHOLD = 88;

/** What a score is held at when the names disagree on a fact: far under the threshold. */
export const CONFLICT_CEILING = 60;

/**
 * How much a low share of common words lowers the score: a name wholly inside another scores 100
 * with token_set_ratio alone ("Headphones" inside any headphones' name), so the share of the
 * longer name's words that the two have in common weighs a fifth of the score.
 */
const COVERAGE_WEIGHT = 0.2;

/**
 * Names that each hold words the other lacks ("Face Cream" / "Face Serum") differ by a
 * substitution, not by words one of them adds: a twentieth off.
 */
const SUBSTITUTION_FACTOR = 0.95;

export interface NamedProduct {
  readonly name: string;
  /** When known (a catalogue product's brand, the brand a shopper typed). */
  readonly brand?: string | undefined;
}
export type NameInput = string | NamedProduct;

/** Words too common to tell products apart (the search index leaves them out too). */
const fillerWords = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'by']);

/** Words sellers add to listing titles that say nothing about which product it is. */
const listingNoise = new Set([
  'new',
  'brand',
  'sealed',
  'genuine',
  'authentic',
  'original',
  'official',
  'free',
  'fast',
  'shipping',
  'ship',
  'sale',
  'hot',
  'deal',
  'best',
  'seller',
  'top',
  'rated',
  'nib',
  'bnib',
  'nwt',
  'oem',
  'retail',
  'box',
  'us',
  'usa',
  'stock',
  'gift',
  'idea',
  'ideas',
  'latest',
  'model',
]);

/** Words that make a listing an accessory or a part of a product rather than the product. */
const accessoryWords = new Set([
  'case',
  'cover',
  'protector',
  'charger',
  'cable',
  'adapter',
  'strap',
  'replacement',
  'refill',
  'refills',
  'compatible',
  'parts',
  'skin',
  'sleeve',
  'holder',
  'mount',
]);

/** A year in a title ("2024 model") is not a model number. */
const isYear = (token: string) => /^(19|20)\d\d$/.test(token);

interface PreparedName {
  readonly tokens: readonly string[];
  readonly tokenSet: ReadonlySet<string>;
  /** The first word that is not a number: where titles put the brand. */
  readonly leadingWord: string | undefined;
  readonly brandWords: readonly string[] | undefined;
  readonly sizes: ReturnType<typeof readSizes>['sizes'];
  readonly modelTokens: ReadonlySet<string>;
  readonly accessories: ReadonlySet<string>;
}

const distinct = (list: readonly string[]) => [...new Set(list)];

const meaningful = (text: string) =>
  words(text).filter((w) => !fillerWords.has(w) && !listingNoise.has(w));

const containsAll = (haystack: ReadonlySet<string>, needles: readonly string[]) =>
  needles.length > 0 && needles.every((n) => haystack.has(n));

/**
 * A size as one word in a base unit ("1 l", "1000ml" and "1 litre" all read "1000ml"), so a size
 * written two ways is one shared word, not two different ones. Three significant digits: 12 fl oz
 * (354.9 ml) and 355 ml read the same.
 */
const sizeWord = (size: ProductSize) =>
  `${Number(size.value.toPrecision(3))}${baseUnits[size.dimension]}`;

const baseUnits: Readonly<Record<ProductSize['dimension'], string>> = {
  volume: 'ml',
  mass: 'g',
  data: 'gb',
  length: 'mm',
  count: 'pack',
  power: 'w',
  charge: 'mah',
};

const prepare = (input: NameInput): PreparedName => {
  const { name, brand } = typeof input === 'string' ? { name: input, brand: undefined } : input;
  const brandWords = brand === undefined ? [] : meaningful(brand);
  const nameWords = new Set(meaningful(name));
  // The brand is part of what a product is: added to a name that leaves it out.
  const text = containsAll(nameWords, brandWords) ? name : `${brand ?? ''} ${name}`;
  const { sizes, rest } = readSizes(text);
  const restWords = meaningful(rest);
  const tokens = distinct([...restWords, ...sizes.map(sizeWord)]);
  return {
    tokens,
    tokenSet: new Set(tokens),
    leadingWord: restWords.find((w) => !/\d/.test(w)),
    brandWords: brandWords.length > 0 ? brandWords : undefined,
    sizes,
    modelTokens: new Set(restWords.filter((w) => /\d/.test(w) && !isYear(w))),
    accessories: new Set(tokens.filter((w) => accessoryWords.has(w))),
  };
};

export type NameConflict =
  | ({ readonly kind: 'size' } & SizeConflict)
  | { readonly kind: 'brand'; readonly a: string; readonly b: string }
  | { readonly kind: 'model'; readonly a: string; readonly b: string }
  | { readonly kind: 'accessory'; readonly words: string };

/**
 * Brands disagree when both are known and neither holds the other's words. A name whose brand is
 * not known is taken to lead with it (titles do): with the other brand known and left out of the
 * name, a leading word the other product's name lacks is another brand ("Sonique Pro Headphones"
 * is not a Voltera product; "Pro Headphones" may be one without its brand written); with neither
 * brand known, two leading words each missing from the other name are two brands.
 */
const brandConflict = (a: PreparedName, b: PreparedName): NameConflict | undefined => {
  const brandOf = (p: PreparedName) => p.brandWords?.join(' ');
  if (a.brandWords && b.brandWords) {
    const agree =
      containsAll(new Set(a.brandWords), b.brandWords) ||
      containsAll(new Set(b.brandWords), a.brandWords);
    return agree ? undefined : { kind: 'brand', a: brandOf(a) ?? '', b: brandOf(b) ?? '' };
  }
  const leadsWithOtherBrand = (unbranded: PreparedName, other: PreparedName) =>
    unbranded.leadingWord !== undefined &&
    !other.tokenSet.has(unbranded.leadingWord) &&
    (other.brandWords
      ? !containsAll(unbranded.tokenSet, other.brandWords)
      : other.leadingWord !== undefined && !unbranded.tokenSet.has(other.leadingWord));
  const conflict = a.brandWords ? leadsWithOtherBrand(b, a) : leadsWithOtherBrand(a, b);
  return conflict
    ? { kind: 'brand', a: brandOf(a) ?? a.leadingWord ?? '', b: brandOf(b) ?? b.leadingWord ?? '' }
    : undefined;
};

/** Model numbers ("5", "xm4", "2nd") both names give, with none in common. */
const modelConflict = (a: PreparedName, b: PreparedName): NameConflict | undefined => {
  if (a.modelTokens.size === 0 || b.modelTokens.size === 0) return undefined;
  if ([...a.modelTokens].some((t) => b.modelTokens.has(t))) return undefined;
  return { kind: 'model', a: [...a.modelTokens].join(' '), b: [...b.modelTokens].join(' ') };
};

/** One name is an accessory ("... Case", "Replacement ...") the other is not. */
const accessoryConflict = (a: PreparedName, b: PreparedName): NameConflict | undefined => {
  const onlyOne = [
    ...[...a.accessories].filter((w) => !b.accessories.has(w)),
    ...[...b.accessories].filter((w) => !a.accessories.has(w)),
  ];
  return onlyOne.length > 0 ? { kind: 'accessory', words: onlyOne.join(' ') } : undefined;
};

export interface NameComparison {
  /** 0-100, at most CONFLICT_CEILING when a conflict was found. */
  readonly score: number;
  /** fuzzball's token_set_ratio of the two prepared names. */
  readonly tokenSetRatio: number;
  /** Common words over the longer name's words, 0-1. */
  readonly coverage: number;
  readonly conflicts: readonly NameConflict[];
}

const compare = (a: PreparedName, b: PreparedName): NameComparison => {
  if (a.tokens.length === 0 || b.tokens.length === 0) {
    return { score: 0, tokenSetRatio: 0, coverage: 0, conflicts: [] };
  }
  const tokenSetRatio = token_set_ratio(a.tokens.join(' '), b.tokens.join(' '), {
    full_process: false,
  });
  const common = a.tokens.filter((t) => b.tokenSet.has(t)).length;
  const coverage = common / Math.max(a.tokens.length, b.tokens.length);
  const size = sizeConflict(a.sizes, b.sizes);
  const conflicts = [
    ...(size ? [{ kind: 'size' as const, ...size }] : []),
    brandConflict(a, b),
    modelConflict(a, b),
    accessoryConflict(a, b),
  ].filter((c): c is NameConflict => c !== undefined);
  const eachHasOwnWords = common < a.tokens.length && common < b.tokens.length;
  const tempered = Math.round(
    tokenSetRatio *
      (1 - COVERAGE_WEIGHT * (1 - coverage)) *
      (eachHasOwnWords ? SUBSTITUTION_FACTOR : 1),
  );
  return {
    score: conflicts.length > 0 ? Math.min(tempered, CONFLICT_CEILING) : tempered,
    tokenSetRatio,
    coverage,
    conflicts,
  };
};

export const compareNames = (a: NameInput, b: NameInput): NameComparison =>
  compare(prepare(a), prepare(b));

/** 0-100: how alike two product names are (see compareNames). */
export const nameSimilarity = (a: NameInput, b: NameInput): number => compareNames(a, b).score;

/** The similarity of many names to one, which is read once (a search scores hundreds of cards). */
export const similarityTo = (a: NameInput): ((b: NameInput) => number) => {
  const prepared = prepare(a);
  return (b) => compare(prepared, prepare(b)).score;
};

/** The words of a name that tell products apart: no filler words, no listing noise. */
export const distinctiveWords = (text: string): string[] => distinct(meaningful(text));
