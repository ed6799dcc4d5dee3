import { describe, expect, it } from 'vitest';
import {
  originalFromCatalogue,
  originalFromPage,
  platformFromAddress,
  sameAddress,
} from './original-product';

describe('platformFromAddress', () => {
  it.each([
    ['https://www.amazon.co.uk/dp/B0TEST', 'Amazon'],
    ['https://www.ebay.com/itm/1', 'eBay'],
    ['https://fr.aliexpress.com/item/1.html', 'AliExpress'],
    ['https://shop.kestrel-audio.com/products/turntable', 'kestrel-audio.com'],
    ['http://127.0.0.1:8080/p/1', '127.0.0.1'],
  ])('names %s as %s', (url, platform) => {
    expect(platformFromAddress(url)).toBe(platform);
  });
});

describe('sameAddress', () => {
  it('compares addresses as parsed', () => {
    expect(sameAddress('https://Shop.example/p', 'https://shop.example:443/p')).toBe(true);
    expect(sameAddress('https://shop.example/p', 'https://shop.example/q')).toBe(false);
  });
});

describe('originalFromCatalogue', () => {
  const product = {
    name: 'Kestrel Audio Studio Turntable',
    stores: [
      { name: 'Amazon', url: 'https://www.amazon.com/s?k=turntable', price: 149 },
      { name: 'Walmart', url: 'https://www.walmart.com/search?q=turntable', price: 139 },
    ],
  } as Parameters<typeof originalFromCatalogue>[0];

  it('takes the price and store of the offer at the original address', () => {
    expect(originalFromCatalogue(product, 'https://www.walmart.com/search?q=turntable')).toEqual({
      url: 'https://www.walmart.com/search?q=turntable',
      title: 'Kestrel Audio Studio Turntable',
      price: 139,
      platform: 'Walmart',
    });
  });

  it('has nothing to say of another address or without a product', () => {
    expect(originalFromCatalogue(product, 'https://shop.example/p')).toBeUndefined();
    expect(originalFromCatalogue(undefined, 'https://shop.example/p')).toBeUndefined();
  });
});

describe('originalFromPage', () => {
  const url = 'https://shop.example/products/turntable';

  it('takes what the page publishes', async () => {
    const original = await originalFromPage(url, 'Turntable', async () => ({
      title: 'Studio Turntable',
      price: 129.5,
      platform: 'Shopify',
    }));

    expect(original).toEqual({ url, title: 'Studio Turntable', price: 129.5, platform: 'Shopify' });
  });

  it('leaves the price unknown when the page publishes none, and uses the name typed', async () => {
    const original = await originalFromPage(url, 'Turntable', async () => ({
      platform: 'Shopify',
    }));

    expect(original).toEqual({ url, title: 'Turntable', price: null, platform: 'Shopify' });
  });

  it('leaves the price unknown when the page cannot be read, naming the platform by address', async () => {
    const original = await originalFromPage(url, 'Turntable', () =>
      Promise.reject(new Error('refused')),
    );

    expect(original).toEqual({ url, title: 'Turntable', price: null, platform: 'shop.example' });
  });

  it('refuses a price of 0 or less', async () => {
    const original = await originalFromPage(url, 'Turntable', async () => ({
      price: 0,
      platform: 'Shopify',
    }));

    expect(original.price).toBeNull();
  });
});
