/**
 * /products/{id}: the product page with the prices feature's price comparison section composed in
 * (features never import each other).
 */
import { PriceComparisonSection } from '../../features/prices/components/price-comparison-section';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';

export const Component = () => (
  <ProductDetailPage
    renderPrices={(product) => <PriceComparisonSection key={product.id} product={product} />}
  />
);
