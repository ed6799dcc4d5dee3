import { describe, expect, it } from 'vitest';
import { readSizes, sizeConflict } from './product-sizes';

const sizesOf = (name: string) =>
  readSizes(name).sizes.map(({ dimension, value }) => ({
    dimension,
    value: Number(value.toFixed(2)),
  }));

describe('readSizes', () => {
  it.each([
    ['Sparkling Water 500 ml', [{ dimension: 'volume', value: 500 }]],
    ['Sparkling Water 500ml', [{ dimension: 'volume', value: 500 }]],
    ['Sparkling Water 1.5 L', [{ dimension: 'volume', value: 1500 }]],
    ['Sparkling Water 1,5 Litres', [{ dimension: 'volume', value: 1500 }]],
    ['Cola 12 fl oz', [{ dimension: 'volume', value: 354.88 }]],
    ['Coffee Beans 12 oz', [{ dimension: 'mass', value: 340.19 }]],
    ['Flour 2 kg', [{ dimension: 'mass', value: 2000 }]],
    ['Dog Food 1,000 g', [{ dimension: 'mass', value: 1000 }]],
    ['Phone 64GB', [{ dimension: 'data', value: 64 }]],
    ['SSD 2 TB', [{ dimension: 'data', value: 2048 }]],
    ['Skillet 12-inch', [{ dimension: 'length', value: 304.8 }]],
    ['Monitor 27"', [{ dimension: 'length', value: 685.8 }]],
    ['Smart Plug 2-Pack', [{ dimension: 'count', value: 2 }]],
    ['Treats Pack of 6', [{ dimension: 'count', value: 6 }]],
    ['Power Bank 10000 mAh', [{ dimension: 'charge', value: 10000 }]],
    ['Charger 65W', [{ dimension: 'power', value: 65 }]],
  ])('reads %s', (name, expected) => {
    // Act
    const sizes = sizesOf(name);

    // Assess
    expect(sizes).toEqual(expected);
  });

  it('reads a count and a size from "6 x 330 ml"', () => {
    expect(sizesOf('Cola 6 x 330 ml')).toEqual([
      { dimension: 'count', value: 6 },
      { dimension: 'volume', value: 330 },
    ]);
  });

  it.each([
    'USB-C Hub 7-in-1',
    'Smartphone 5 Lite',
    'USB 3.2 Gen 2',
    'Headphones 2nd Gen',
    '4K Streaming Stick',
    'Bluetooth 5.3 Earbuds',
  ])('finds no size in %s', (name) => {
    expect(readSizes(name).sizes).toEqual([]);
  });

  it('takes the sizes out of the rest of the name', () => {
    expect(readSizes('Fizzwell Cola 355 ml Can').rest.replace(/\s+/g, ' ')).toBe(
      'fizzwell cola can',
    );
  });
});

describe('sizeConflict', () => {
  const conflict = (a: string, b: string) => sizeConflict(readSizes(a).sizes, readSizes(b).sizes);

  it('finds two different amounts of one dimension', () => {
    expect(conflict('Chocolate 100 g', 'Chocolate 200 g')).toEqual({
      dimension: 'mass',
      a: '100 g',
      b: '200 g',
    });
  });

  it.each([
    ['the same amount written two ways', 'Water 1 L', 'Water 1000ml'],
    ['amounts within 2 %', 'Cola 12 fl oz', 'Cola 355 ml'],
    ['one of several sizes in common', 'Cola 12 fl oz (355 ml)', 'Cola 355ml'],
    ['a size only one name gives', 'Chocolate 100 g', 'Chocolate'],
    ['sizes of different dimensions', 'Coffee 12 oz', 'Coffee 350 ml'],
  ])('finds none for %s', (_, a, b) => {
    expect(conflict(a, b)).toBeUndefined();
  });
});
