import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Store Authenticity Analyzer"
    description="Paste an online store address to check it for signs of fraud, dropshipping or print-on-demand."
  />
);
