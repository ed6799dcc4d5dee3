import { describe, expect, it } from 'vitest';
import { productCategories } from '@shop-scanner/shared/product-rules';
import {
  brandColours,
  brandInitials,
  illustrationFor,
  pictogramFor,
  productVisual,
  type VisualFields,
} from './product-visual';
import { pictograms } from './product-pictograms';

const demo = (fields: Partial<VisualFields> = {}): VisualFields => ({
  source: 'demo',
  category: 'Electronics',
  brand: 'Northwind Audio',
  ...fields,
});

describe('productVisual', () => {
  it('gives the same demo product the same illustration every time', () => {
    // Prepare
    const product = demo();

    // Act
    const first = productVisual(product);
    const again = productVisual({ ...product });

    // Assess
    expect(first.kind).toBe('illustration');
    expect(again).toEqual(first);
  });

  it('keeps a real image, for a demo product as for a shopper’s', () => {
    // Prepare
    const src = 'https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.jpg';

    // Act + Assess
    expect(productVisual(demo({ imageUrl: src }))).toEqual({ kind: 'photo', src });
    expect(productVisual({ ...demo({ imageUrl: src }), source: 'user' })).toEqual({
      kind: 'photo',
      src,
    });
  });

  it('never illustrates a shopper’s product: without an image it shows the parcel', () => {
    expect(productVisual({ ...demo(), source: 'user' })).toEqual({ kind: 'none' });
  });

  it('falls back when the image fails: the illustration for a demo product, else the parcel', () => {
    // Prepare
    const src = 'https://img.example/broken.png';

    // Act
    const demoVisual = productVisual(demo({ imageUrl: src }), src);
    const userVisual = productVisual({ ...demo({ imageUrl: src }), source: 'user' }, src);

    // Assess
    expect(demoVisual.kind).toBe('illustration');
    expect(userVisual).toEqual({ kind: 'none' });
  });
});

describe('pictogramFor', () => {
  it.each(productCategories.map((c) => [c]))('draws %s with its own pictogram', (category) => {
    expect(pictogramFor(category)).toBe(category);
    expect(pictograms[pictogramFor(category)]).toBeDefined();
  });

  it('gives every category a different drawing', () => {
    const drawings = productCategories.map((c) => JSON.stringify(pictograms[c].props));
    expect(new Set(drawings).size).toBe(productCategories.length);
  });

  it('draws an unknown category as the parcel', () => {
    expect(pictogramFor('Spaceships')).toBe('Other');
  });
});

describe('brandColours', () => {
  it('gives a brand one colour however its name is spaced or cased', () => {
    expect(brandColours('  northwind   AUDIO ')).toEqual(brandColours('Northwind Audio'));
  });

  it('gives different brands different colours', () => {
    // Prepare
    const brands = ['Northwind Audio', 'Lumen', 'Brightside', 'Oakhaven', 'Kettle & Co'];

    // Act
    const colours = brands.map((b) => brandColours(b).colour);

    // Assess
    expect(new Set(colours).size).toBe(brands.length);
    for (const colour of colours) expect(colour).toMatch(/^hsl\(\d{1,3} 55% 36%\)$/);
  });

  it('uses a neutral slate when no brand is named', () => {
    expect(brandColours(undefined)).toEqual(brandColours('   '));
    expect(brandColours(undefined).colour).toBe('hsl(215 16% 40%)');
  });
});

describe('brandInitials', () => {
  it.each([
    ['Northwind Audio', 'NA'],
    ['lumen', 'L'],
    ['Kettle & Co', 'KC'],
    ['Über-Form Works Ltd', 'ÜF'],
    ['3M Style', '3S'],
    [undefined, ''],
    ['  ', ''],
  ])('%s → %s', (brand, initials) => {
    expect(brandInitials(brand)).toBe(initials);
  });
});

describe('illustrationFor', () => {
  it('says it is an illustration, and of what', () => {
    // Act
    const illustration = illustrationFor({ category: 'Beverages', brand: 'Lumen' });

    // Assess
    expect(illustration.label).toBe('Illustration, not a product photo: Beverages, Lumen');
    expect(illustration.pictogram).toBe('Beverages');
    expect(illustration.initials).toBe('L');
    expect(illustration.colour).toBe(brandColours('Lumen').colour);
  });

  it('names no brand when the product has none', () => {
    expect(illustrationFor({ category: 'Books', brand: undefined }).label).toBe(
      'Illustration, not a product photo: Books',
    );
  });
});
