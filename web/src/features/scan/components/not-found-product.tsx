/** Case 2 of the scan result card: New Product / Product Not Found, and the add form. */
import { useState } from 'react';
import { productMessages } from '@shop-scanner/shared/messages';
import type { BarcodeNotFound, Product } from '@shop-scanner/shared/products';
import { Button } from '../../../components/ui/button';
import { AddProductForm } from './lazy-product-form';

export const NotFoundProduct = ({
  barcode,
  notFound,
  onAdded,
  onScanAnother,
}: {
  barcode: string;
  notFound: BarcodeNotFound;
  onAdded: (product: Product) => void;
  onScanAnother: () => void;
}) => {
  const [adding, setAdding] = useState(false);
  return (
    <div className="scan-missing" data-testid="product-not-found">
      <span className="scan-badge scan-badge--new">New Product</span>
      <h3 className="scan-missing__title">{productMessages.notFound}</h3>
      <p className="scan-muted">
        This barcode is not in our product database yet. Add what you know about the product so
        other shoppers can find it too.
      </p>
      {adding ? (
        <AddProductForm
          barcode={barcode}
          prefill={notFound.prefill}
          onAdded={onAdded}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="scan-actions">
          <Button onClick={() => setAdding(true)}>
            {/* With a prefill the product is already half known: "Add This Product". */}
            {notFound.prefill ? 'Add This Product' : 'Add Product Information'}
          </Button>
          <Button variant="secondary" onClick={onScanAnother}>
            Scan Another Product
          </Button>
        </div>
      )}
    </div>
  );
};
