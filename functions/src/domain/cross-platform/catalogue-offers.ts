/**
 * A catalogue product's store offers as platform matches: each offer is one store selling the
 * product, with the store's price, shipping, rating and trust score as the catalogue holds them.
 */
import {
  crossPlatformConstants,
  priceRankOf,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import type { Product, StoreOffer } from '@shop-scanner/shared/products';
import { inPriceRange, type MatchQuery } from './match-query';

export interface HowMatched {
  readonly matchedBy: PlatformMatch['matchedBy'];
  /** 100 for a GTIN match, else the name similarity. */
  readonly matchConfidence: number;
}

export const CATALOGUE_SOURCE = 'catalogue';

const reviewsOf = (offer: StoreOffer): PlatformMatch['reviews'] =>
  offer.rating !== undefined && offer.reviewCount !== undefined
    ? { count: offer.reviewCount, averageRating: offer.rating }
    : null;

export const offerMatch = (
  product: Pick<Product, 'id' | 'name' | 'imageUrl'>,
  offer: StoreOffer,
  how: HowMatched,
  originalPrice: number | null,
): PlatformMatch => ({
  platform: offer.name,
  url: offer.url,
  title: product.name,
  price: offer.price,
  currency: crossPlatformConstants.currency,
  imageUrl: product.imageUrl ?? null,
  seller: offer.name,
  sellerRating: offer.rating ?? null,
  availability: offer.inStock ? 'in_stock' : 'out_of_stock',
  matchConfidence: Math.round(how.matchConfidence),
  matchedBy: how.matchedBy,
  priceRank: priceRankOf(offer.price, originalPrice),
  shippingDays: offer.shipping.estimatedDays,
  shippingCost: offer.shipping.free ? 0 : offer.shipping.cost,
  trustScore: offer.trustScore,
  lastUpdated: offer.lastUpdated,
  reviews: reviewsOf(offer),
  source: CATALOGUE_SOURCE,
  productId: product.id,
});

/** The product's offers in the shopper's price range, as matches. */
export const offerMatches = (
  product: Pick<Product, 'id' | 'name' | 'imageUrl' | 'stores'>,
  how: HowMatched,
  originalPrice: number | null,
  query: MatchQuery,
): PlatformMatch[] =>
  product.stores
    .filter((offer) => inPriceRange(offer.price, query))
    .map((offer) => offerMatch(product, offer, how, originalPrice));
