import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { ButtonLink } from '../../components/ui/button';

export const Component = () => {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title="Product details"
      description={`Details, authenticity factors and price comparison for product ${id ?? ''} will show here.`}
    >
      <ButtonLink to="/products" variant="secondary">
        Back to products
      </ButtonLink>
    </PagePlaceholder>
  );
};
