import { describe, expect, it } from 'vitest';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { selectDrops } from './price-drop-query';

const drop = (id: string, overrides: Partial<PriceDrop> = {}): PriceDrop => ({
  id,
  itemId: `item-${id}`,
  productId: `product-${id}`,
  productName: `Product ${id}`,
  kind: 'price-drop',
  oldPrice: 100,
  newPrice: 90,
  priceDropPercentage: 10,
  store: 'Target',
  storeTrustScore: 80,
  lowTrust: false,
  detectedAt: '2026-11-20T10:00:00.000Z',
  isRead: false,
  ...overrides,
});

const idsOf = (drops: readonly PriceDrop[]) => drops.map((d) => d.id);

describe('selectDrops', () => {
  const small = drop('small', { priceDropPercentage: 5.5, detectedAt: '2026-11-21T00:00:00.000Z' });
  const big = drop('big', { priceDropPercentage: 40, detectedAt: '2026-11-19T00:00:00.000Z' });
  const middle = drop('middle', {
    priceDropPercentage: 12.3,
    detectedAt: '2026-11-22T00:00:00.000Z',
    isRead: true,
  });
  const all = [small, big, middle];

  it('lists the newest first by default, read ones included', () => {
    // Act
    const selected = selectDrops(all, {});

    // Assess
    expect(idsOf(selected)).toEqual(['middle', 'small', 'big']);
  });

  it.each([
    ['newest', ['middle', 'small', 'big']],
    ['oldest', ['big', 'small', 'middle']],
    ['biggest_drop', ['big', 'middle', 'small']],
    ['smallest_drop', ['small', 'middle', 'big']],
  ] as const)('sorts by %s', (sort, expected) => {
    // Act
    const selected = selectDrops(all, { sort });

    // Assess
    expect(idsOf(selected)).toEqual(expected);
  });

  it('hides the read drops when includeRead is false', () => {
    // Act
    const selected = selectDrops(all, { includeRead: false });

    // Assess
    expect(idsOf(selected)).toEqual(['small', 'big']);
  });

  it('breaks ties on the same moment and percentage by id, whatever order the drops came in', () => {
    // Prepare: three drops alike but for their ids, read in two different orders.
    const alike = ['c', 'a', 'b'].map((id) => drop(id));

    // Act
    const orders = (['newest', 'oldest', 'biggest_drop', 'smallest_drop'] as const).flatMap(
      (sort) => [selectDrops(alike, { sort }), selectDrops([...alike].reverse(), { sort })],
    );

    // Assess
    for (const order of orders) expect(idsOf(order)).toEqual(['a', 'b', 'c']);
  });

  it('breaks a tie on the percentage with the newest first', () => {
    // Prepare
    const older = drop('z-older', { detectedAt: '2026-11-01T00:00:00.000Z' });
    const newer = drop('a-newer', { detectedAt: '2026-11-02T00:00:00.000Z' });

    // Act
    const biggest = selectDrops([older, newer], { sort: 'biggest_drop' });
    const smallest = selectDrops([older, newer], { sort: 'smallest_drop' });

    // Assess
    expect(idsOf(biggest)).toEqual(['a-newer', 'z-older']);
    expect(idsOf(smallest)).toEqual(['a-newer', 'z-older']);
  });

  it('puts a back-in-stock drop with no old price last in both percentage sorts', () => {
    // Prepare: nothing to measure a percentage against, so it reads 0.
    const backInStock = drop('back', {
      kind: 'back-in-stock',
      oldPrice: null,
      priceDropPercentage: 0,
      detectedAt: '2026-11-30T00:00:00.000Z',
    });
    const slight = drop('slight', { priceDropPercentage: 0.4 });

    // Act
    const biggest = selectDrops([backInStock, slight, big], { sort: 'biggest_drop' });
    const smallest = selectDrops([backInStock, slight, big], { sort: 'smallest_drop' });

    // Assess
    expect(idsOf(biggest)).toEqual(['big', 'slight', 'back']);
    expect(idsOf(smallest)).toEqual(['slight', 'big', 'back']);
  });

  it('leaves the list it was given in its order', () => {
    // Prepare
    const given = [small, big, middle];

    // Act
    selectDrops(given, { sort: 'biggest_drop' });

    // Assess
    expect(idsOf(given)).toEqual(['small', 'big', 'middle']);
  });
});
