/**
 * A search as GET /api/products/search answers it, through the catalogue service (no quota, no
 * gateway): for tests that check what search shows after writes of their own. The modules are
 * imported on the first call, once the test's app has set the environment they read.
 */
import type { SearchQueryInput, SearchResult } from '@shop-scanner/shared/products';

export const searchCatalogueFor = async (input: SearchQueryInput): Promise<SearchResult> => {
  const [{ searchQuerySchema }, { planSearch }, { searchCatalogue }] = await Promise.all([
    import('@shop-scanner/shared/products'),
    import('../../src/domain/products/search-plan'),
    import('../../src/domain/products/catalogue-search'),
  ]);
  return searchCatalogue(planSearch(searchQuerySchema.parse(input)));
};
