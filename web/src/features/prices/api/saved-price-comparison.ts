/**
 * A product's price comparison as saved on this device (lib/offline): the comparison over every
 * store (no filters) is saved once it is drawn, and without a connection the section reads it
 * instead. Keys under `offline`, apart from the API's answers.
 */
import { useQuery } from '@tanstack/react-query';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import {
  loadPriceComparisonCache,
  useOfflineOwner,
  useSaveForOffline,
} from '../../../lib/offline/offline-copy';

/** Saves a comparison over every store; undefined (none yet, or a filtered one) saves nothing. */
export const useSavePriceComparisonOffline = (comparison: PriceComparison | undefined) =>
  useSaveForOffline('price-comparison', comparison);

/** The product's comparison saved on this device (null: none), read only when `enabled`. */
export const useSavedPriceComparison = (productId: string, enabled: boolean) => {
  const owner = useOfflineOwner();
  return useQuery({
    queryKey: ['offline', owner, 'price-comparison', productId] as const,
    queryFn: async () =>
      (await (
        await loadPriceComparisonCache()
      ).readCachedPriceComparison(owner ?? '', productId)) ?? null,
    enabled: enabled && owner !== undefined,
    // Read from the device whatever the connection (queries pause while offline by default).
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
};
