/**
 * /products/{id}: the product page with the prices feature's price comparison section, the
 * wishlist's add button and the staff's moderation of each edit composed in (features never
 * import each other); the section's code loads once the product has, the moderation's only for
 * support staff.
 */
import { LazyEditModerationActions } from '../../features/moderation/components/lazy-edit-moderation-actions';
import { LazyPriceComparisonSection } from '../../features/prices/components/lazy-price-comparison-section';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';
import { AddToWishlistButton } from '../../features/wishlist/components/add-to-wishlist-button';

export const Component = () => (
  <ProductDetailPage
    renderPrices={(product) => <LazyPriceComparisonSection key={product.id} product={product} />}
    renderAction={(product) => <AddToWishlistButton productId={product.id} />}
    renderEditActions={(productId, edit) => (
      <LazyEditModerationActions productId={productId} edit={edit} />
    )}
  />
);
