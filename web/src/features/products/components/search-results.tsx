import type { SearchResult } from '@shop-scanner/shared/products';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { ProductGrid } from './product-card';
import { formatNumber } from '@shop-scanner/shared/en-us-format';

const found = (n: number) => `${formatNumber(n)} ${n === 1 ? 'product' : 'products'} found`;

/**
 * A page past the last one (an old link, `?page=99`): the search has results, just not on this
 * page. Said so, with the way back, rather than 'No products found'.
 */
const PastTheEnd = ({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) => (
  <div className="products-empty" data-testid="page-past-end">
    <h3>No products on page {formatNumber(page)}</h3>
    <p>These results end at page {formatNumber(totalPages)}.</p>
    <div className="products-empty__actions">
      <Button onClick={() => onPageChange(1)}>Go to page 1</Button>
      {totalPages > 1 && (
        <Button variant="secondary" onClick={() => onPageChange(totalPages)}>
          Go to the last page
        </Button>
      )}
    </div>
  </div>
);

/**
 * 'Search Results' with the total, the grid and the pager. While another page loads the current
 * one stays on screen, marked busy.
 */
export const SearchResults = ({
  page,
  result,
  loading,
  updating,
  filtered,
  onPageChange,
  onClearFilters,
}: {
  /** The page asked for (the URL's), which may still be loading. */
  page: number;
  result: SearchResult | undefined;
  loading: boolean;
  updating: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}) => (
  <section
    aria-labelledby="results-title"
    className="products-results"
    aria-busy={loading || updating}
  >
    <div className="products-results__header">
      <h2 id="results-title">Search Results</h2>
      {result && (
        <p className="products-results__count" data-testid="results-count">
          {found(result.total)}
        </p>
      )}
    </div>
    {loading && !result && <Spinner label="Searching" />}
    {result && result.products.length === 0 && result.total > 0 && (
      <PastTheEnd page={page} totalPages={result.totalPages} onPageChange={onPageChange} />
    )}
    {result && result.products.length === 0 && result.total === 0 && (
      <div className="products-empty">
        <h3>No products found</h3>
        <p>
          {filtered
            ? 'Try other words, or clear the filters to widen the search.'
            : 'Try other words, a brand or a barcode.'}
        </p>
        {filtered && (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </div>
    )}
    {result && result.products.length > 0 && (
      <div
        className={
          updating
            ? 'products-results__grid products-results__grid--updating'
            : 'products-results__grid'
        }
      >
        <ProductGrid products={result.products} />
        <Pagination
          page={page}
          totalPages={result.totalPages}
          onPageChange={onPageChange}
          label="Search results pages"
        />
      </div>
    )}
  </section>
);
