/**
 * The words a phrase rule reads, each with where it was read, so every phrase rule can cite the
 * exact phrase and the page it was found on: the pages that answered, the store's own
 * description, and each product as the store published it (title, type, tags, vendor, text).
 */

export interface TextSource {
  text: string;
  /** Where it was read, with its preposition: "on the shipping page", "in the product "Mug"". */
  where: string;
  /** The address it was read from, when there is one. */
  source?: string | undefined;
}

export interface PhraseHit {
  /** The words as the store wrote them. */
  phrase: string;
  where: string;
  source?: string | undefined;
  /** How many other sources also hold a match. */
  elsewhere: number;
}

/** Finds one phrase in a text: the words as written, or undefined. */
export type Matcher = (text: string) => string | undefined;

/** A quoted phrase is kept short: the evidence cites it, it does not reprint the page. */
const PHRASE_MAX_CHARS = 80;

/** A phrase as quoted in evidence: whitespace collapsed, at most 80 characters. */
export const shortPhrase = (phrase: string): string => {
  const clean = phrase.replace(/\s+/g, ' ').trim();
  return clean.length > PHRASE_MAX_CHARS ? `${clean.slice(0, PHRASE_MAX_CHARS - 1)}…` : clean;
};

const globalCopy = (pattern: RegExp): RegExp =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);

/** A matcher from a pattern (its first match). */
export const matching =
  (pattern: RegExp): Matcher =>
  (text) =>
    globalCopy(pattern).exec(text)?.[0];

/** The first of several matchers that finds something. */
export const anyOf =
  (...matchers: readonly Matcher[]): Matcher =>
  (text) => {
    for (const match of matchers) {
      const found = match(text);
      if (found !== undefined) return found;
    }
    return undefined;
  };

/** The end of a sentence: the surroundings of a match stop there. */
const SENTENCE_END = /[.!?;](?:\s|$)/g;

/** The words around a match within its own sentence, at most `around` characters either side. */
export const sentenceAround = (text: string, from: number, to: number, around: number): string => {
  const before = text.slice(Math.max(0, from - around), from);
  const lastEnd = [...before.matchAll(SENTENCE_END)].at(-1);
  const after = text.slice(to, to + around);
  const nextEnd = [...after.matchAll(SENTENCE_END)][0];
  return (
    before.slice(lastEnd ? lastEnd.index + lastEnd[0].length : 0) +
    text.slice(from, to) +
    after.slice(0, nextEnd ? nextEnd.index : after.length)
  );
};

/**
 * Every match of a pattern whose surroundings (its sentence, `around` characters either side at
 * most) also pass a test: "7-30 days" is a delivery window only beside a word about shipping.
 */
export const matchingNear =
  (pattern: RegExp, around: number, accept: (match: RegExpExecArray, near: string) => boolean) =>
  (text: string): string | undefined => {
    for (const match of text.matchAll(globalCopy(pattern))) {
      const near = sentenceAround(text, match.index, match.index + match[0].length, around);
      if (accept(match, near)) return match[0];
    }
    return undefined;
  };

/** The first source (in order) holding a match, and how many others hold one too. */
export const findPhrase = (
  sources: readonly TextSource[],
  match: Matcher,
): PhraseHit | undefined => {
  let first: PhraseHit | undefined;
  let count = 0;
  for (const { text, where, source } of sources) {
    const phrase = match(text);
    if (phrase === undefined) continue;
    count += 1;
    first ??= { phrase: shortPhrase(phrase), where, source, elsewhere: 0 };
  }
  return first && { ...first, elsewhere: count - 1 };
};

/**
 * Each distinct word a pattern finds (distinct by `keyOf`: "hand-made" and "Handmade" are one
 * word) where `accept` takes it, with the first place it was found and how many other sources
 * hold it.
 */
export const findDistinct = (
  sources: readonly TextSource[],
  pattern: RegExp,
  keyOf: (phrase: string) => string,
  accept: (match: RegExpExecArray, text: string) => boolean = () => true,
): PhraseHit[] => {
  const byKey = new Map<string, PhraseHit>();
  for (const { text, where, source } of sources) {
    const keysHere = new Set<string>();
    for (const match of text.matchAll(globalCopy(pattern))) {
      if (!accept(match, text)) continue;
      const key = keyOf(match[0]);
      if (keysHere.has(key)) continue;
      keysHere.add(key);
      const known = byKey.get(key);
      if (known) known.elsewhere += 1;
      else byKey.set(key, { phrase: shortPhrase(match[0]), where, source, elsewhere: 0 });
    }
  }
  return [...byKey.values()];
};

/** `"ships from China" on the shipping page (and 2 more places)`. */
export const quoteHit = (hit: PhraseHit): string =>
  `"${hit.phrase}" ${hit.where}${
    hit.elsewhere > 0
      ? ` (and ${hit.elsewhere} more ${hit.elsewhere === 1 ? 'place' : 'places'})`
      : ''
  }`;

/** A whole source quoted as the store wrote it (shortened): `"Kitchen tools…" in the store's description`. */
export const quoteSource = ({ text, where }: TextSource): string =>
  quoteHit({ phrase: shortPhrase(text), where, elsewhere: 0 });
