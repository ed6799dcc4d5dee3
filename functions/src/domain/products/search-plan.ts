/**
 * What a search request asks the index for, decided before anything is read (or counted against
 * the shopper's allowance): the query's terms, the filters that narrow anything, and the usage key
 * of its words, so that narrowing, re-sorting and paging the same words are free, and browsing
 * with filters alone (a category, like Popular Products) costs nothing.
 */
import { productMessages } from '@shop-scanner/shared/messages';
import type { SearchQuery } from '@shop-scanner/shared/products';
import { BadRequest } from '../../lib/errors';
import { searchUsageKey } from '../../model/products/identifiers';
import {
  activeFilters,
  hasActiveFilter,
  type SearchFilters,
  type SearchPage,
} from '../../model/products/search-results';
import { queryTerms } from '../../model/products/search-text';

export interface SearchPlan {
  /** Normalized, distinct terms; empty for a filter-only search. */
  readonly terms: readonly string[];
  readonly filters: SearchFilters;
  readonly page: SearchPage;
  /**
   * One search of the allowance per distinct set of words a month; undefined for a
   * filter-only search, which uses none.
   */
  readonly usageKey: string | undefined;
}

/** Throws 400 for a search that names nothing to look for, or only one-character terms. */
export const planSearch = (query: SearchQuery): SearchPlan => {
  const filters = activeFilters(query);
  const parsed = query.query === undefined ? undefined : queryTerms(query.query);
  if (parsed?.kind === 'tooShort') throw new BadRequest(productMessages.searchTermTooShort);
  const terms = parsed?.terms ?? [];
  if (terms.length === 0 && !hasActiveFilter(filters))
    throw new BadRequest(productMessages.searchNeedsInput);
  return {
    terms,
    filters,
    page: { page: query.page, limit: query.limit, sort: query.sort, direction: query.direction },
    usageKey: terms.length > 0 ? searchUsageKey(terms) : undefined,
  };
};
