import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { ButtonLink } from '../../components/ui/button';

export const Component = () => (
  <PagePlaceholder
    title="Wishlist collection"
    description="The products you saved in this collection will show here."
  >
    <ButtonLink to="/wishlist" variant="secondary">
      Back to wishlist
    </ButtonLink>
  </PagePlaceholder>
);
