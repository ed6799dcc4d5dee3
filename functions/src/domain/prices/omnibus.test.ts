import { describe, expect, it } from 'vitest';
import { checkDiscount, isRealDiscount } from './omnibus';
import { aPoint, daysAgo, NOW } from './price-fixtures';

const onSale = (price: number, originalPrice: number) => ({
  name: 'Walmart',
  price,
  originalPrice,
  lastUpdated: NOW.toISOString(),
});

describe('checkDiscount (Omnibus)', () => {
  it('has nothing to check without a claimed was-price above the price', () => {
    expect(checkDiscount({ name: 'Walmart', price: 20, lastUpdated: daysAgo(0) }, [])).toBe(
      undefined,
    );
    expect(checkDiscount(onSale(20, 20), [])).toBe(undefined);
  });

  it('confirms a was-price the store charged in the 30 days before the sale', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 25 }),
      aPoint('Walmart', 25, daysAgo(60)),
    ];

    const check = checkDiscount(onSale(20, 25), history);

    expect(check).toEqual({
      kind: 'confirmed',
      lowest30d: 25,
      realDiscountPercentage: 20,
      text: 'Discount checked: the lowest price in the 30 days before the sale was $25.00',
    });
    expect(isRealDiscount({ price: 20 }, check)).toBe(true);
  });

  it('calls out a was-price not seen, and recomputes the discount against the real low', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 30 }),
      aPoint('Walmart', 22, daysAgo(20)),
      aPoint('Walmart', 25, daysAgo(60)),
    ];

    const check = checkDiscount(onSale(20, 30), history);

    expect(check).toEqual({
      kind: 'not-seen',
      lowest30d: 22,
      realDiscountPercentage: 9,
      text: 'Was-price not seen in the last 30 days: lowest was $22.00; against it the discount is 9%',
    });
    expect(isRealDiscount({ price: 20 }, check)).toBe(true);
  });

  it('says an invented discount is no discount at all, and hasDiscount leaves it out', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 30 }),
      aPoint('Walmart', 19, daysAgo(20)),
      aPoint('Walmart', 20, daysAgo(60)),
    ];

    const check = checkDiscount(onSale(20, 30), history);

    expect(check).toMatchObject({ kind: 'not-seen', lowest30d: 19, realDiscountPercentage: 0 });
    expect(check?.text).toBe(
      'Was-price not seen in the last 30 days: lowest was $19.00; against it this price is no discount',
    );
    expect(isRealDiscount({ price: 20 }, check)).toBe(false);
  });

  it('counts the price in force when the window opened, not only changes inside it', () => {
    // 21 from day 45 on: in force on day 32, when the 30 days before the sale began.
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 25 }),
      aPoint('Walmart', 21, daysAgo(45)),
      aPoint('Walmart', 25, daysAgo(90)),
    ];

    expect(checkDiscount(onSale(20, 25), history)).toMatchObject({
      kind: 'not-seen',
      lowest30d: 21,
    });
  });

  it('dates the sale from the oldest point of its unbroken run of claims', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(1), { originalPrice: 25 }),
      aPoint('Walmart', 22, daysAgo(10), { originalPrice: 25 }),
      aPoint('Walmart', 25, daysAgo(15)),
      aPoint('Walmart', 18, daysAgo(50)),
    ];

    // The sale began 10 days ago: its window runs from day 40 to day 10, when 18 was in force.
    expect(checkDiscount(onSale(20, 25), history)).toMatchObject({
      kind: 'not-seen',
      lowest30d: 18,
    });
  });

  it('leaves out prices while out of stock, and other stores', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 25 }),
      aPoint('Walmart', 15, daysAgo(10), { inStock: false }),
      aPoint('Target', 12, daysAgo(10)),
      aPoint('Walmart', 25, daysAgo(60)),
    ];

    expect(checkDiscount(onSale(20, 25), history)).toMatchObject({
      kind: 'confirmed',
      lowest30d: 25,
    });
  });

  it('cannot judge with fewer than 30 days of the store before the sale', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 25 }),
      aPoint('Walmart', 25, daysAgo(20)),
      aPoint('Target', 25, daysAgo(90)),
    ];

    const check = checkDiscount(onSale(20, 25), history);

    expect(check).toEqual({
      kind: 'cannot-judge',
      text: "Cannot check this discount yet: Walmart's prices are on record for 18 days before the sale began, and 30 are needed",
    });
    expect(isRealDiscount({ price: 20 }, check)).toBe(false);
  });

  it('cannot judge without any history of the store', () => {
    expect(checkDiscount(onSale(20, 25), [])).toMatchObject({
      kind: 'cannot-judge',
      text: expect.stringContaining('on record for 0 days') as unknown,
    });
  });

  it('cannot judge when the store never had it in stock in those 30 days', () => {
    const history = [
      aPoint('Walmart', 20, daysAgo(2), { originalPrice: 25 }),
      aPoint('Walmart', 25, daysAgo(60), { inStock: false }),
    ];

    expect(checkDiscount(onSale(20, 25), history)).toEqual({
      kind: 'cannot-judge',
      text: 'Cannot check this discount: Walmart did not have it in stock in the 30 days before the sale began',
    });
  });
});
