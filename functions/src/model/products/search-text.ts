/**
 * Search text rules: how product fields and shoppers' queries become comparable tokens.
 * The index (token items in the table) and the in-memory check of the other query terms both use
 * these functions, so what is indexed and what is matched can never disagree.
 */

/** Letters that Unicode decomposition does not turn into a base letter plus an accent. */
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Words so common in product names that a token item per product would cost writes and find
 * nothing useful. They are neither indexed nor searched (unless a query holds nothing else).
 */
const stopWords = new Set([
  'an',
  'and',
  'the',
  'for',
  'with',
  'of',
  'in',
  'on',
  'to',
  'by',
  'at',
  'or',
]);

/** The shortest term worth a lookup: one character would read a whole partition of the index. */
export const MIN_TERM_LENGTH = 2;

/**
 * A product's token items are written in one transaction with the product (at most 100 items,
 * and an edit deletes old ones and puts new ones), so a product is indexed by at most this many.
 */
export const MAX_TOKENS_PER_PRODUCT = 40;

/** Lower case, accents stripped, folded letters spelled out. */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => foldedLetters[c] ?? c);

/** The words of a text: runs of letters and digits after normalizing, in order, repeats kept. */
export const words = (text: string): string[] =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

export interface SearchableFields {
  readonly name: string;
  readonly brand?: string | undefined;
  readonly category: string;
  readonly tags: readonly string[];
}

/**
 * The distinct tokens a product is found by: words of its name, brand, category and tags (in that
 * order, so the cap keeps the most telling ones), two characters or more, without stop words.
 */
export const productTokens = (fields: SearchableFields): string[] => {
  const texts = [fields.name, fields.brand ?? '', fields.category, ...fields.tags];
  const tokens = new Set<string>();
  for (const word of texts.flatMap(words)) {
    if (word.length < MIN_TERM_LENGTH || stopWords.has(word)) continue;
    tokens.add(word);
    if (tokens.size === MAX_TOKENS_PER_PRODUCT) break;
  }
  return [...tokens];
};

export type QueryTerms =
  { readonly kind: 'terms'; readonly terms: readonly string[] } | { readonly kind: 'tooShort' };

/**
 * The distinct terms of a query. One-character words and stop words are dropped when the query
 * has other terms; a query of one-character words only cannot be answered without reading a whole
 * index partition, so it is refused. A query of stop words only is searched as it is (and finds
 * nothing, since they are not indexed).
 */
export const queryTerms = (query: string): QueryTerms => {
  const all = [...new Set(words(query))];
  const longEnough = all.filter((w) => w.length >= MIN_TERM_LENGTH);
  if (longEnough.length === 0) return { kind: 'tooShort' };
  const meaningful = longEnough.filter((w) => !stopWords.has(w));
  return { kind: 'terms', terms: meaningful.length > 0 ? meaningful : longEnough };
};

/**
 * The term whose index lookup should read the fewest items, when nothing is known of how many
 * products each finds: longer prefixes match fewer tokens.
 */
export const mostSelectiveTerm = (terms: readonly string[]): string =>
  terms.reduce((best, term) => (term.length > best.length ? term : best));

/**
 * The term that finds the fewest products by the index's counts (`productsFound`, undefined where
 * the counts say nothing); the longest when none is counted. "dog food" reads the dogs, not the
 * food, though "food" is the longer word.
 */
export const leastFrequentTerm = (
  terms: readonly string[],
  productsFound: (term: string) => number | undefined,
): string => {
  const counted = terms.flatMap((term) => {
    const found = productsFound(term);
    return found === undefined ? [] : [{ term, found }];
  });
  return counted.length === 0
    ? mostSelectiveTerm(terms)
    : counted.reduce((best, c) => (c.found < best.found ? c : best)).term;
};

/** Prefix search: every term starts one of the product's tokens ('choc' finds 'chocolate'). */
export const matchesEveryTerm = (tokens: readonly string[], terms: readonly string[]): boolean =>
  terms.every((term) => tokens.some((token) => token.startsWith(term)));

/** The index partition of a token or term: its first two characters. */
export const tokenPartition = (tokenOrTerm: string): string =>
  tokenOrTerm.slice(0, MIN_TERM_LENGTH);
