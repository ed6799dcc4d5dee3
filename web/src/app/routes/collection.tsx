export { CollectionPage as Component } from '../../features/wishlist/components/collection-page';
