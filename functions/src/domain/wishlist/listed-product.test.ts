import { describe, expect, it } from 'vitest';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { listedProductOf, targetReached } from './listed-product';

const NOW = new Date('2026-03-01T10:00:00.000Z');

const offer = (name: string, price: number, overrides: Partial<StoreOffer> = {}): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase()}.example/p`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 2 },
  trustScore: 80,
  lastUpdated: '2026-02-28T00:00:00.000Z',
  ...overrides,
});

describe('listedProductOf', () => {
  it("keeps the product's facts and its market figures, in stock only", () => {
    // Prepare
    const product = {
      name: 'Kettle',
      category: 'Home & Kitchen',
      brand: 'Ovenly',
      imageUrl: 'https://img.example/k.png',
      source: 'demo' as const,
      stores: [
        offer('Walmart', 30),
        offer('Target', 24, { shipping: { free: false, cost: 5, estimatedDays: 3 } }),
        offer('Best Buy', 10, { inStock: false }),
        offer('Amazon', 27),
      ],
    };

    // Act
    const listed = listedProductOf(product, NOW);

    // Assess: the out-of-stock $10 is in no figure; the card's stores are in stock first, by
    // total cost (Target's $24 + $5 shipping comes after Amazon's $27).
    expect(listed).toEqual({
      name: 'Kettle',
      category: 'Home & Kitchen',
      brand: 'Ovenly',
      imageUrl: 'https://img.example/k.png',
      source: 'demo',
      availability: 'in-stock',
      lowestPrice: 24,
      averagePrice: 27,
      inStockStores: 3,
      totalStores: 4,
      stores: [
        expect.objectContaining({ name: 'Amazon', price: 27, shippingCost: 0 }),
        expect.objectContaining({ name: 'Target', price: 24, shippingCost: 5 }),
        expect.objectContaining({ name: 'Walmart', price: 30, trustScore: 80 }),
      ],
      pricesAsOf: NOW.toISOString(),
    });
  });

  it('says out of stock, with no price, when no store has it', () => {
    const listed = listedProductOf(
      {
        name: 'Lamp',
        category: 'Other',
        source: 'user',
        stores: [offer('Etsy', 12, { inStock: false })],
      },
      NOW,
    );

    expect(listed).toMatchObject({
      availability: 'out-of-stock',
      lowestPrice: null,
      averagePrice: null,
      inStockStores: 0,
      totalStores: 1,
      stores: [expect.objectContaining({ name: 'Etsy', inStock: false })],
    });
    expect(listed).not.toHaveProperty('imageUrl');
    expect(listed).not.toHaveProperty('brand');
  });

  it('has no stores and no price for a product nobody sells yet', () => {
    expect(
      listedProductOf({ name: 'New', category: 'Other', source: 'user', stores: [] }, NOW),
    ).toMatchObject({
      availability: 'out-of-stock',
      lowestPrice: null,
      stores: [],
    });
  });
});

describe('targetReached', () => {
  it.each([
    [19.99, 20, true],
    [20, 20, true],
    [20.01, 20, false],
    // 0.1 + 0.2 is not 0.3 in binary; in cents it is.
    [0.1 + 0.2, 0.3, true],
    [null, 20, false],
    [10, null, false],
  ])('lowest %s against target %s: %s', (lowest, target, reached) => {
    expect(targetReached(lowest, target)).toBe(reached);
  });
});
