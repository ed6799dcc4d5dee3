export { ProductsPage as Component } from '../../features/products/components/products-page';
