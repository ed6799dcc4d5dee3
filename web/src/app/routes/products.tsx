/**
 * /products: the product database, with the wishlist's add button composed onto each card
 * (features never import each other).
 */
import { ProductsPage } from '../../features/products/components/products-page';
import { AddToWishlistButton } from '../../features/wishlist/components/add-to-wishlist-button';

export const Component = () => (
  <ProductsPage
    renderCardAction={(product) => (
      <AddToWishlistButton productId={product.id} productName={product.name} />
    )}
  />
);
