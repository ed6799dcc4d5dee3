/**
 * Adding and editing a product from the scan result card (POST /api/products and
 * PUT /api/products/{id}). The answer is the product itself: it goes straight into the barcode
 * lookup's cache, so the card shows it without asking the server again. Everything else the
 * catalogue cached (searches, popular products, the stats, product pages and their edit
 * histories) may now be out of date: it is invalidated, so what is on screen is fetched again and
 * the rest is fetched when next shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProductInput,
  Product,
  UpdateProductInput,
} from '@shop-scanner/shared/products';
import { isBarcodeLookupKey, productQueryKeys, productsApi } from '../../../lib/api/products';
import { isQueuedAnswer, saySavedOffline } from '../../../lib/offline/saved-offline';
import type { BarcodeLookup } from './barcode-lookup';

const useProductSaved = () => {
  const queryClient = useQueryClient();
  return (product: Product) => {
    const found: BarcodeLookup = { kind: 'found', product };
    queryClient.setQueryData(productQueryKeys.barcode(product.barcode), found);
    // Barcode lookups are left alone: this product's entry was just set from the server's own
    // answer, and every other one holds another product (a barcode belongs to one product).
    void queryClient.invalidateQueries({
      queryKey: productQueryKeys.all,
      predicate: (query) => !isBarcodeLookupKey(query.queryKey),
    });
  };
};

export const useCreateProduct = () => {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (input: CreateProductInput) => productsApi.create(input),
    // Without a connection the add is queued (the form says so) instead of waiting paused.
    networkMode: 'always',
    onSuccess: (answer) => (isQueuedAnswer(answer) ? saySavedOffline() : saved(answer)),
  });
};

/** An edit kept for staff review changed nothing yet: nothing cached is out of date. */
export const useUpdateProduct = (id: string) => {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => productsApi.update(id, input),
    networkMode: 'always',
    onSuccess: (answer) => {
      if (answer.kind === 'saved') saved(answer.product);
      else if (answer.queued) saySavedOffline();
    },
  });
};
