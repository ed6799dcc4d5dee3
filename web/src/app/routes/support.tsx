import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Support"
    description="Browse the help centre, contact us or follow your support tickets."
  />
);
