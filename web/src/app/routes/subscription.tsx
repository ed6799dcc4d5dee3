import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Subscription"
    description="See your plan, your usage this month, payment methods and billing history."
  />
);
