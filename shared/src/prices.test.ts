import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './api-errors';
import {
  createPriceAlertSchema,
  priceAlertListQuerySchema,
  priceChangedDetailSchema,
  priceComparisonQuerySchema,
  priceReportSchema,
  priceTrendQuerySchema,
  productPathParamsSchema,
} from './prices';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : toFieldErrors(result.error);
};

describe('priceComparisonQuerySchema', () => {
  it('reads the filters and the sort from a query string', () => {
    const query = priceComparisonQuerySchema.parse({
      maxPrice: '49.99',
      minRating: '4',
      inStockOnly: 'true',
      freeShipping: 'false',
      hasDiscount: '',
      sort: 'rating:desc',
    });

    expect(query).toEqual({
      maxPrice: 49.99,
      minRating: 4,
      inStockOnly: true,
      freeShipping: false,
      sort: { field: 'rating', direction: 'desc' },
    });
    expect(priceComparisonQuerySchema.parse({})).toEqual({});
  });

  it('names each bad field, unknown ones too', () => {
    expect(
      errorsOf(priceComparisonQuerySchema, {
        maxPrice: 'cheap',
        minRating: '5',
        inStockOnly: 'yes',
        sort: 'price',
        colour: 'red',
      }),
    ).toEqual({
      maxPrice: ['Maximum price must be a number of at least 0'],
      minRating: ['Minimum rating must be 4, 3 or 2'],
      inStockOnly: ['Use true or false'],
      sort: ['Sort as field:direction: price, rating or name, then asc or desc'],
      colour: ['Unknown field'],
    });
    expect(errorsOf(priceComparisonQuerySchema, { maxPrice: '-1', sort: 'stars:asc' })).toEqual({
      maxPrice: ['Maximum price must be a number of at least 0'],
      sort: ['Sort as field:direction: price, rating or name, then asc or desc'],
    });
  });
});

describe('priceTrendQuerySchema', () => {
  it('takes one of the four periods, or none for all of them', () => {
    expect(priceTrendQuerySchema.parse({ period: '7d' })).toEqual({ period: '7d' });
    expect(priceTrendQuerySchema.parse({}).period).toBeUndefined();
    expect(errorsOf(priceTrendQuerySchema, { period: '1y' })).toEqual({
      period: ['Period must be 24h, 7d, 30d or 90d'],
    });
  });
});

describe('createPriceAlertSchema', () => {
  it('needs a product id and a target price', () => {
    expect(errorsOf(createPriceAlertSchema, {})).toEqual({
      productId: ['Product ID is required'],
      targetPrice: ['Target price is required'],
    });
    expect(errorsOf(createPriceAlertSchema, { productId: '  ', targetPrice: Number.NaN })).toEqual({
      productId: ['Product ID is required'],
      targetPrice: ['Target price is required'],
    });
  });

  it.each([
    [0, 'Please enter a valid price'],
    [-5, 'Please enter a valid price'],
    ['24.99', 'Please enter a valid price'],
    [24.999, 'Enter the price in dollars and cents, at most 2 decimals'],
    [2_000_000, 'The price must be at most $1,000,000.00'],
  ])('refuses a target of %s: %s', (targetPrice, message) => {
    expect(errorsOf(createPriceAlertSchema, { productId: 'p-1', targetPrice })).toEqual({
      targetPrice: [message],
    });
  });

  it('reads an empty or missing store as any store', () => {
    const base = { productId: 'p-1', targetPrice: 24.99 };

    expect(createPriceAlertSchema.parse(base).storeName).toBeNull();
    expect(createPriceAlertSchema.parse({ ...base, storeName: '  ' }).storeName).toBeNull();
    expect(createPriceAlertSchema.parse({ ...base, storeName: ' Walmart ' }).storeName).toBe(
      'Walmart',
    );
  });

  it('lists alerts by product id, and a product path needs one too', () => {
    expect(errorsOf(priceAlertListQuerySchema, {})).toEqual({
      productId: ['Product ID is required'],
    });
    expect(errorsOf(productPathParamsSchema, { id: '' })).toEqual({
      id: ['Product ID is required'],
    });
  });
});

describe('priceReportSchema', () => {
  it('takes a store, a price, an optional web link and the stock (in stock unless said)', () => {
    expect(priceReportSchema.parse({ storeName: ' Aldi ', price: 3.49, url: '' })).toEqual({
      storeName: 'Aldi',
      price: 3.49,
      inStock: true,
    });
  });

  it('names what is wrong', () => {
    expect(
      errorsOf(priceReportSchema, {
        storeName: 'x'.repeat(101),
        price: 1.005,
        url: 'javascript:alert(1)',
        inStock: 'yes',
      }),
    ).toEqual({
      storeName: ['Store name must be at most 100 characters'],
      price: ['Enter the price in dollars and cents, at most 2 decimals'],
      url: ['The offer link must be a web address (http or https)'],
      inStock: ['Say whether the store has it in stock'],
    });
    expect(errorsOf(priceReportSchema, { storeName: '', price: 3 })).toEqual({
      storeName: ['Store name is required'],
    });
  });
});

describe('priceChangedDetailSchema', () => {
  it('carries the old offer state, or null for a store new to the product', () => {
    const detail = {
      productId: 'p-1',
      store: 'Walmart',
      source: 'demo',
      old: null,
      new: { price: 19.99, inStock: true },
      observedAt: '2025-06-30T12:00:00.000Z',
    };

    expect(priceChangedDetailSchema.parse(detail)).toEqual(detail);
  });
});
