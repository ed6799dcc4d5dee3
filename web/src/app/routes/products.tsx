import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Product Database"
    description="Search verified products, filter by category and compare prices across stores."
  />
);
