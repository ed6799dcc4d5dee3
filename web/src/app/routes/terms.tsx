import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Terms of Service"
    description="The terms that apply when you use Shop Scanner."
  />
);
