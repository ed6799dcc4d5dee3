import { storeKey } from '@shop-scanner/shared/price-rules';

/** The product's stores, each once however it is written (storeKey), in the product's order. */
export const storeNamesOf = (stores: readonly { readonly name: string }[]): string[] => {
  const seen = new Set<string>();
  return stores
    .map((s) => s.name)
    .filter((name) => {
      const key = storeKey(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};
