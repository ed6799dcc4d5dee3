import { PagePlaceholder } from '../../components/ui/page-placeholder';

export const Component = () => (
  <PagePlaceholder
    title="Scan a product"
    description="Scan a barcode with your camera, or enter it by hand, to check the product and its prices."
  />
);
