import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Wishlist"
    description="Save products, group them in collections and get told when their prices drop."
  />
);
