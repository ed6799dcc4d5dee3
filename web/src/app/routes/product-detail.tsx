/**
 * /products/{id}: the product page with the prices feature's price comparison section and the
 * wishlist's add button composed in (features never import each other); the section's code
 * loads once the product has.
 */
import { LazyPriceComparisonSection } from '../../features/prices/components/lazy-price-comparison-section';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';
import { AddToWishlistButton } from '../../features/wishlist/components/add-to-wishlist-button';

export const Component = () => (
  <ProductDetailPage
    renderPrices={(product) => <LazyPriceComparisonSection key={product.id} product={product} />}
    renderAction={(product) => <AddToWishlistButton productId={product.id} />}
  />
);
