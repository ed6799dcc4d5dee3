import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Support"
    description="Browse the Help Center, contact us or follow your support requests."
  />
);
