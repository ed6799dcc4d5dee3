import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Pricing"
    description="Choose between the free plan and the premium plans, billed monthly or yearly."
  />
);
