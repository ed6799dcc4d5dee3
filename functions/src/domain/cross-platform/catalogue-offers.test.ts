import { describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { offerMatches } from './catalogue-offers';

const offer = (overrides: Partial<StoreOffer> = {}): StoreOffer => ({
  name: 'Amazon',
  url: 'https://www.amazon.com/s?k=turntable',
  price: 100,
  inStock: true,
  shipping: { free: false, cost: 4.99, estimatedDays: 3 },
  rating: 4.5,
  reviewCount: 120,
  trustScore: 95,
  lastUpdated: '2025-10-01T00:00:00.000Z',
  ...overrides,
});

const product = (stores: StoreOffer[]) => ({
  id: 'p-1',
  name: 'Kestrel Audio Studio Turntable',
  stores,
});

describe('offerMatches', () => {
  it('turns each offer into a match with the offer facts', () => {
    // Act
    const [match] = offerMatches(
      product([offer()]),
      { matchedBy: 'name', matchConfidence: 93.4 },
      120,
      { productName: 'Studio Turntable' },
    );

    // Assess
    expect(match).toEqual({
      platform: 'Amazon',
      url: 'https://www.amazon.com/s?k=turntable',
      title: 'Kestrel Audio Studio Turntable',
      price: 100,
      currency: 'USD',
      imageUrl: null,
      seller: 'Amazon',
      sellerRating: 4.5,
      availability: 'in_stock',
      matchConfidence: 93,
      matchedBy: 'name',
      priceRank: 'lowest',
      shippingDays: 3,
      shippingCost: 4.99,
      trustScore: 95,
      lastUpdated: '2025-10-01T00:00:00.000Z',
      reviews: { count: 120, averageRating: 4.5 },
      source: 'catalogue',
      productId: 'p-1',
    });
  });

  it('says out of stock, free shipping, no rating and no rank when the facts say so', () => {
    const [match] = offerMatches(
      product([
        offer({
          inStock: false,
          shipping: { free: true, cost: 5, estimatedDays: 2 },
          rating: undefined,
        }),
      ]),
      { matchedBy: 'gtin', matchConfidence: 100 },
      null,
      { productName: 'x' },
    );

    expect(match).toMatchObject({
      availability: 'out_of_stock',
      shippingCost: 0,
      sellerRating: null,
      reviews: null,
      priceRank: null,
      matchedBy: 'gtin',
      matchConfidence: 100,
    });
  });

  it('keeps only the offers in the price range', () => {
    const matches = offerMatches(
      product([offer({ price: 10 }), offer({ price: 20 }), offer({ price: 30 })]),
      { matchedBy: 'name', matchConfidence: 90 },
      null,
      { productName: 'x', minPrice: 15, maxPrice: 30 },
    );

    expect(matches.map((m) => m.price)).toEqual([20, 30]);
  });
});
