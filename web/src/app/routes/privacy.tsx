import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Privacy Policy"
    description="What data Shop Scanner collects, why, and how you stay in control of it."
  />
);
