export { ProductDetailPage as Component } from '../../features/products/components/product-detail-page';
