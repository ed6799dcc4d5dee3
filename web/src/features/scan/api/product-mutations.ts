/**
 * Adding and editing a product from the scan result card (part 1 §7: POST /api/products and
 * PUT /api/products/{id}). The answer is the product itself: it goes straight into the barcode
 * lookup's cache, so the card shows it without asking the server again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProductInput,
  Product,
  UpdateProductInput,
} from '@shop-scanner/shared/products';
import { productsApi } from '../../../lib/api/products';
import { barcodeQueryOptions, type BarcodeLookup } from './barcode-lookup';

const useSeedBarcodeCache = () => {
  const queryClient = useQueryClient();
  return (product: Product) => {
    const found: BarcodeLookup = { kind: 'found', product };
    queryClient.setQueryData(barcodeQueryOptions(product.barcode).queryKey, found);
  };
};

export const useCreateProduct = () => {
  const seed = useSeedBarcodeCache();
  return useMutation({
    mutationFn: (input: CreateProductInput) => productsApi.create(input),
    onSuccess: seed,
  });
};

export const useUpdateProduct = (id: string) => {
  const seed = useSeedBarcodeCache();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => productsApi.update(id, input),
    onSuccess: seed,
  });
};
