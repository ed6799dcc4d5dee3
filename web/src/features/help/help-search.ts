/**
 * The Help Center's search: by title, as the spec asks (case-insensitive, any part of it), and by
 * body text through the MiniSearch index the build made (prefix and fuzzy, the title weighing
 * more). Title matches come first, then what only the index found, best first.
 */
import type MiniSearch from 'minisearch';
import type { ArticleSummary } from './help-catalogue';
import {
  articleSearchOptions,
  searchIndexOptions,
  type SearchableArticle,
} from './help-search-options';

export type ArticleIndex = MiniSearch<SearchableArticle>;

/** Articles whose title holds the query, any case; all of them for an empty query. */
export const titleMatches = (
  catalogue: readonly ArticleSummary[],
  query: string,
): ArticleSummary[] => {
  const wanted = query.trim().toLowerCase();
  return catalogue.filter((article) => article.title.toLowerCase().includes(wanted));
};

export const searchArticles = (
  catalogue: readonly ArticleSummary[],
  query: string,
  index: ArticleIndex | undefined,
): ArticleSummary[] => {
  const byTitle = titleMatches(catalogue, query);
  if (!index || query.trim() === '') return byTitle;
  const seen = new Set(byTitle.map((article) => article.slug));
  const bySlug = new Map(catalogue.map((article) => [article.slug, article]));
  const byText = index.search(query, articleSearchOptions).flatMap((hit) => {
    const article = bySlug.get(String(hit.id));
    return article && !seen.has(article.slug) ? [article] : [];
  });
  return [...byTitle, ...byText];
};

/** The index from its JSON: the build's own options, or MiniSearch cannot read it back. */
export const indexFromJson = (Search: typeof MiniSearch, json: string): ArticleIndex =>
  Search.loadJSON<SearchableArticle>(json, searchIndexOptions);

let loading: Promise<ArticleIndex> | undefined;

/**
 * The index and MiniSearch itself, downloaded once, when the shopper first types: a visitor who
 * only browses the categories never pays for them.
 */
export const loadArticleIndex = (): Promise<ArticleIndex> =>
  (loading ??= Promise.all([import('minisearch'), import('virtual:help-search-index')]).then(
    ([{ default: Search }, { default: json }]) => indexFromJson(Search, json),
  ));
