/**
 * What a wishlist item keeps of its product: read from the product's own data, never made up.
 * Its figures are the product's market price (marketPriceOf: in-stock offers, shipping not
 * included), and the stores a card shows are those a shopper would buy from first: in stock
 * before out of stock, then the lowest total cost, then the name.
 */
import {
  marketPriceOf,
  shippingCostOf,
  toCents,
  totalCostOf,
  type MarketPriceOffer,
} from '@shop-scanner/shared/price-rules';
import type { ProductSource, StoreOffer } from '@shop-scanner/shared/products';
import {
  WISHLIST_CARD_STORES,
  type WishlistProduct,
  type WishlistStore,
} from '@shop-scanner/shared/wishlist';

export interface ProductFacts {
  readonly name: string;
  readonly category: string;
  readonly brand?: string;
  readonly imageUrl?: string;
  readonly source: ProductSource;
  readonly stores: readonly StoreOffer[];
}

const buyFirst = (a: StoreOffer, b: StoreOffer): number =>
  Number(b.inStock) - Number(a.inStock) ||
  toCents(totalCostOf(a)) - toCents(totalCostOf(b)) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const cardStore = (offer: StoreOffer): WishlistStore => ({
  name: offer.name,
  price: offer.price,
  inStock: offer.inStock,
  url: offer.url,
  trustScore: offer.trustScore,
  shippingCost: shippingCostOf(offer.shipping),
});

export const listedProductOf = (product: ProductFacts, now: Date): WishlistProduct => {
  const market = marketPriceOf(product.stores as readonly MarketPriceOffer[]);
  return {
    name: product.name,
    category: product.category,
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
    source: product.source,
    availability: market.inStockStores > 0 ? 'in-stock' : 'out-of-stock',
    lowestPrice: market.lowestPrice,
    averagePrice: market.averagePrice,
    inStockStores: market.inStockStores,
    totalStores: market.totalStores,
    stores: [...product.stores].sort(buyFirst).slice(0, WISHLIST_CARD_STORES).map(cardStore),
    pricesAsOf: now.toISOString(),
  };
};

/** The target is reached when the lowest in-stock price is at or below it. */
export const targetReached = (lowestPrice: number | null, targetPrice: number | null): boolean =>
  lowestPrice !== null && targetPrice !== null && toCents(lowestPrice) <= toCents(targetPrice);
