import { describe, expect, it } from 'vitest';
import { aProduct, aStoreOffer } from '../../test/api-fixtures';
import { crossPlatformPrefillOf } from './cross-platform-prefill';

describe('crossPlatformPrefillOf', () => {
  it("names the product and takes the cheapest in-stock offer's page as the original", () => {
    // Prepare
    const product = aProduct({
      stores: [
        aStoreOffer({ name: 'A', url: 'https://a.example/p', price: 9, inStock: false }),
        aStoreOffer({ name: 'B', url: 'https://b.example/p', price: 14, inStock: true }),
        aStoreOffer({ name: 'C', url: 'https://c.example/p', price: 11, inStock: true }),
      ],
    });

    // Act
    const prefill = crossPlatformPrefillOf(product);

    // Assess
    expect(prefill).toEqual({
      originalUrl: 'https://c.example/p',
      productName: product.name,
      barcode: product.barcode,
      category: product.category,
      brand: product.brand,
    });
  });

  it('takes the first offer when none is in stock, and leaves the address empty without offers', () => {
    // Prepare
    const outOfStock = aProduct({
      stores: [
        aStoreOffer({ url: 'https://first.example/p', price: 20, inStock: false }),
        aStoreOffer({ url: 'https://second.example/p', price: 10, inStock: false }),
      ],
    });
    const unsold = aProduct({ stores: [], brand: undefined });

    // Act
    const first = crossPlatformPrefillOf(outOfStock);
    const none = crossPlatformPrefillOf(unsold);

    // Assess
    expect(first.originalUrl).toBe('https://first.example/p');
    expect(none.originalUrl).toBe('');
    expect(none).not.toHaveProperty('brand');
  });

  it('never takes an address that is not a web page', () => {
    // Prepare
    const product = aProduct({
      stores: [
        aStoreOffer({ url: 'javascript:alert(1)', price: 1, inStock: true }),
        aStoreOffer({ url: 'https://shop.example/p', price: 30, inStock: true }),
      ],
    });

    // Act
    const prefill = crossPlatformPrefillOf(product);

    // Assess
    expect(prefill.originalUrl).toBe('https://shop.example/p');
  });

  it("never takes a store's search results or home page, and leaves the address empty instead", () => {
    // Prepare: the demo catalogue's offers link to each store's search page.
    const searchPagesOnly = aProduct({
      stores: [
        aStoreOffer({ url: 'https://www.amazon.com/s?k=kestrel', price: 9, inStock: true }),
        aStoreOffer({ url: 'https://www.ebay.com/sch/i.html?_nkw=kestrel', inStock: false }),
        aStoreOffer({ url: 'https://www.walmart.com/', price: 8, inStock: true }),
      ],
    });
    const oneProductPage = aProduct({
      stores: [
        aStoreOffer({ url: 'https://www.amazon.com/s?k=kestrel', price: 9, inStock: true }),
        aStoreOffer({
          url: 'https://kestrel.example/products/turntable',
          price: 30,
          inStock: true,
        }),
      ],
    });

    // Act
    const none = crossPlatformPrefillOf(searchPagesOnly);
    const page = crossPlatformPrefillOf(oneProductPage);

    // Assess
    expect(none.originalUrl).toBe('');
    expect(page.originalUrl).toBe('https://kestrel.example/products/turntable');
  });
});
