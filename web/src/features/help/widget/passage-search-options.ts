/**
 * How the chat's passage index is made and asked, in one place: the build makes the index with
 * these options and the widget loads it with the same ones (MiniSearch needs both to agree).
 * It is the help centre's own search (prefix, fuzzy, any word may match) over smaller pieces:
 * each paragraph or list item of an article, so that the chat can quote the piece that answers.
 */
import type { Options, SearchOptions } from 'minisearch';
import { articleSearchOptions } from '../help-search-options';

/** One paragraph or list item of an article, with where it stands. */
export interface HelpPassage {
  /** `{slug}#{n}`: the n-th passage of the article. */
  readonly id: string;
  readonly slug: string;
  readonly articleTitle: string;
  /** The section heading above it; empty for what comes before any heading. */
  readonly heading: string;
  /** Its words as plain text, without Markdown. */
  readonly text: string;
}

/**
 * Words that nearly every question and every passage hold: left out of the index and the query,
 * so that "how do I …" cannot make an unrelated passage look like an answer.
 * "not" stays: a troubleshooting question turns on it ("barcode not scanning"). The pieces of
 * contractions are here because the tokenizer splits "won't" into "won" and "t".
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can cant could did do does doesn dont don for from get got ' +
    'had has have how i if in into is isn it its just me my no of on or our please s should ' +
    'so t than that the their them then there these they this to too us was we were what when ' +
    'where which who why will with won wont would you your'
  ).split(' '),
);

/** Lower case, and null (left out) for a stop word. */
export const passageTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return word === '' || STOP_WORDS.has(word) ? null : word;
};

export const passageIndexOptions: Options<HelpPassage> = {
  idField: 'id',
  fields: ['articleTitle', 'heading', 'text'],
  storeFields: ['slug', 'articleTitle', 'heading', 'text'],
  processTerm: passageTerm,
};

/** The help centre's search options; the article's title and the section's heading weigh more. */
export const passageSearchOptions: SearchOptions = {
  ...articleSearchOptions,
  boost: { articleTitle: 3, heading: 2 },
};
