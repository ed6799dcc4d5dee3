import { describe, expect, it } from 'vitest';
import {
  describeCount,
  discountFactsOf,
  hasHeavyDiscounts,
  imageFactsOf,
  isUnknownVendor,
  otherBrandsOf,
  productCountOf,
  supplierHostsOf,
  vendorFactsOf,
} from './catalogue-facts';
import { aProduct, aSnapshot, aVariant, someProducts } from './test-snapshots';

describe('imageFactsOf', () => {
  it("counts the images served from a supplier's image host, any subdomain", () => {
    // Prepare
    const products = [
      aProduct({
        images: ['https://ae01.alicdn.com/kf/a.jpg', 'https://store.example/cdn/shop/b.jpg'],
      }),
      aProduct({ images: ['https://img.kwcdn.com/c.jpg', 'https://notalicdn.com/d.jpg'] }),
    ];

    // Act
    const images = imageFactsOf(products);

    // Assess
    expect(images.total).toBe(4);
    expect(images.fromSuppliers.map((image) => image.host)).toEqual([
      'ae01.alicdn.com',
      'img.kwcdn.com',
    ]);
    expect(supplierHostsOf(images)).toBe('ae01.alicdn.com, img.kwcdn.com');
  });
});

describe('discountFactsOf', () => {
  it('counts a price at half its "compare at" price or less, not at 1.99x', () => {
    const products = [
      aProduct({
        variants: [
          aVariant({ price: 10, compareAtPrice: 20 }),
          aVariant({ price: 10, compareAtPrice: 19.9 }),
          aVariant({ price: 10 }),
        ],
      }),
    ];

    const discounts = discountFactsOf(products);

    expect(discounts).toMatchObject({ variants: 3, heavilyDiscounted: 1 });
    expect(discounts.example).toMatchObject({ price: 10, compareAtPrice: 20 });
  });
});

describe('hasHeavyDiscounts', () => {
  it('needs most variants: over half, not half', () => {
    expect(hasHeavyDiscounts({ variants: 4, heavilyDiscounted: 3 })).toBe(true);
    expect(hasHeavyDiscounts({ variants: 4, heavilyDiscounted: 2 })).toBe(false);
    expect(hasHeavyDiscounts({ variants: 0, heavilyDiscounted: 0 })).toBe(false);
  });
});

describe('vendors', () => {
  it('takes a blank vendor or a placeholder for an unknown vendor, the shop name for a real one', () => {
    expect(isUnknownVendor(undefined)).toBe(true);
    expect(isUnknownVendor('  ')).toBe(true);
    expect(isUnknownVendor('Default Vendor')).toBe(true);
    expect(isUnknownVendor('unbranded')).toBe(true);
    expect(isUnknownVendor('Store Example')).toBe(false);
  });

  it('counts distinct vendors case-insensitively, and the products without one', () => {
    const products = [
      aProduct({ vendor: 'Acme' }),
      aProduct({ vendor: 'ACME' }),
      aProduct({ vendor: 'Store Example' }),
      aProduct({ vendor: 'Default' }),
      aProduct({ vendor: undefined }),
    ];

    expect(vendorFactsOf(products)).toEqual({
      known: ['Acme', 'Store Example'],
      unknownVendorProducts: 2,
      products: 5,
    });
  });

  it('tells the brands the store resells from the store itself', () => {
    const vendors = vendorFactsOf([
      aProduct({ vendor: 'Acme' }),
      aProduct({ vendor: 'store-example' }),
    ]);

    expect(otherBrandsOf(vendors, 'Store Example')).toEqual(['Acme']);
  });
});

describe('productCountOf', () => {
  it('is what the store says it publishes, else the count read, else unknown', () => {
    const products = someProducts(3);

    expect(productCountOf(aSnapshot({ products, publishedProductCount: 240 }))).toEqual({
      count: 240,
      published: true,
    });
    expect(productCountOf(aSnapshot({ products }))).toEqual({ count: 3, published: false });
    expect(productCountOf(aSnapshot({ products: null }))).toBeUndefined();
  });

  it('is described as what it is', () => {
    expect(describeCount({ count: 240, published: true })).toBe(
      'The store says it publishes 240 products',
    );
    expect(describeCount({ count: 1, published: false })).toBe(
      "1 product read from the store's product list",
    );
  });
});
