/**
 * How the help centre's search index is made and asked, in one place: the build makes the index
 * with these options and the page loads it with the same ones (MiniSearch needs both to agree).
 */
import type { Options, SearchOptions } from 'minisearch';

/** One indexed article: its title and its body as plain text. */
export interface SearchableArticle {
  readonly slug: string;
  readonly title: string;
  readonly text: string;
}

export const searchIndexOptions: Options<SearchableArticle> = {
  idField: 'slug',
  fields: ['title', 'text'],
  storeFields: [],
};

/**
 * Prefix and fuzzy matching, so "scann" and "barcod" find what they start and "recieve" what it
 * misspells; a word in the title weighs three times one in the body; any word of the query
 * may match (a shopper's sentence holds words no article uses), and the articles matching more
 * of them, and in their titles, rank first.
 */
export const articleSearchOptions: SearchOptions = {
  prefix: true,
  fuzzy: 0.2,
  boost: { title: 3 },
  combineWith: 'OR',
};
