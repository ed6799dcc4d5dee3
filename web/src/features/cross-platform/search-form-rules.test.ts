import { describe, expect, it } from 'vitest';
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import {
  advancedOptionsSet,
  emptySearchValues,
  formErrorsOf,
  isSearchReady,
  PRICE_INVALID,
  priceError,
  priceRangeError,
  PRODUCT_NAME_TOO_LONG,
  searchRequestOf,
  textLengthError,
  valuesOfPrefill,
  valuesOfQuery,
} from './search-form-rules';

describe('isSearchReady', () => {
  it.each([
    ['', '', false],
    ['https://shop.example/p', '', false],
    ['', 'Fineliner', false],
    ['   ', 'Fineliner', false],
    ['https://shop.example/p', ' \t ', false],
    ['https://shop.example/p', 'Fineliner', true],
  ])('url %j and name %j: %s', (originalUrl, productName, ready) => {
    expect(isSearchReady({ originalUrl, productName })).toBe(ready);
  });
});

describe('searchRequestOf', () => {
  it('trims both required fields and leaves blank options out', () => {
    // Prepare
    const values = {
      ...emptySearchValues,
      originalUrl: '  https://shop.example/p ',
      productName: ' Fineliner  ',
      brand: '   ',
    };

    // Act
    const body = searchRequestOf(values);

    // Assess
    expect(body).toEqual({ originalUrl: 'https://shop.example/p', productName: 'Fineliner' });
  });

  it('sends the advanced options as the server reads them, and a usable barcode', () => {
    // Prepare
    const values = {
      originalUrl: 'https://shop.example/p',
      productName: 'Fineliner',
      category: 'Office Products',
      brand: ' Stabilo ',
      minPrice: '5',
      maxPrice: '19.99',
    };

    // Act
    const body = searchRequestOf(values, '4006381333931');

    // Assess
    expect(body).toEqual({
      originalUrl: 'https://shop.example/p',
      productName: 'Fineliner',
      category: 'Office Products',
      brand: 'Stabilo',
      minPrice: 5,
      maxPrice: 19.99,
      barcode: '4006381333931',
    });
  });

  it('never sends a category outside the list, nor a barcode that is not 8 to 14 digits', () => {
    // Prepare
    const values = { ...emptySearchValues, originalUrl: 'u', productName: 'n', category: 'Pens' };

    // Act
    const body = searchRequestOf(values, '12-34');

    // Assess
    expect(body).not.toHaveProperty('category');
    expect(body).not.toHaveProperty('barcode');
  });
});

describe('the price fields', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['19.99', undefined],
    ['1000000', undefined],
    ['-1', PRICE_INVALID],
    ['1000000.01', PRICE_INVALID],
    ['abc', PRICE_INVALID],
  ])('price %j: %s', (value, error) => {
    expect(priceError(value)).toBe(error);
  });

  it('refuses a minimum above the maximum, and says nothing while either is blank', () => {
    expect(priceRangeError('20', '10')).toBe(crossPlatformMessages.priceRangeOrder);
    expect(priceRangeError('10', '10')).toBeUndefined();
    expect(priceRangeError('20', '')).toBeUndefined();
    expect(priceRangeError('', '10')).toBeUndefined();
  });
});

describe('the prefill and a past query', () => {
  it('fills the form from the scan card, without a category outside the list', () => {
    // Act
    const known = valuesOfPrefill({
      originalUrl: 'https://a.example/p',
      productName: 'Fineliner',
      category: 'Office Products',
      brand: 'Stabilo',
      barcode: '4006381333931',
    });
    const unknownCategory = valuesOfPrefill({ productName: 'Fineliner', category: 'Pens' });

    // Assess
    expect(known).toEqual({
      originalUrl: 'https://a.example/p',
      productName: 'Fineliner',
      category: 'Office Products',
      brand: 'Stabilo',
      minPrice: '',
      maxPrice: '',
    });
    expect(unknownCategory.category).toBe('');
    expect(advancedOptionsSet(known)).toBe(2);
    expect(advancedOptionsSet(unknownCategory)).toBe(0);
  });

  it('fills the form again from a recent search, prices as text', () => {
    expect(
      valuesOfQuery({ originalUrl: 'u', productName: 'n', minPrice: 5, maxPrice: 12.5 }),
    ).toEqual({
      originalUrl: 'u',
      productName: 'n',
      category: '',
      brand: '',
      minPrice: '5',
      maxPrice: '12.5',
    });
  });
});

describe('formErrorsOf (a 400 with field errors)', () => {
  it("puts each field's first message under it and the rest beside the form", () => {
    // Act
    const errors = formErrorsOf({
      originalUrl: ['Invalid URL format', 'second'],
      minPrice: [crossPlatformMessages.priceRangeOrder],
      barcode: ['Invalid barcode'],
    });

    // Assess
    expect(errors).toEqual({
      fields: {
        originalUrl: 'Invalid URL format',
        minPrice: crossPlatformMessages.priceRangeOrder,
      },
      form: ['Invalid barcode'],
    });
  });
});

describe('textLengthError', () => {
  it('holds the product name to 200 characters, trimmed', () => {
    expect(textLengthError('productName', `${'a'.repeat(200)}   `)).toBeUndefined();
    expect(textLengthError('productName', 'a'.repeat(201))).toBe(PRODUCT_NAME_TOO_LONG);
  });
});
