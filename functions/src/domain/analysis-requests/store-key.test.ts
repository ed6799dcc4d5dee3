import { describe, expect, it } from 'vitest';
import { storeKeyOf } from './store-key';

describe('storeKeyOf', () => {
  it('is one store for every page, scheme and www. of a shop', () => {
    const keys = [
      'https://www.Acme-Outdoor.com/products/tent',
      'http://acme-outdoor.com/',
      'https://acme-outdoor.com./collections/all?page=2',
    ].map(storeKeyOf);
    expect(new Set(keys)).toEqual(new Set(['acme-outdoor.com']));
  });

  it('keeps a port that is not the default, and tells subdomains apart', () => {
    expect(storeKeyOf('http://acme.localhost:4100/')).toBe('acme.localhost:4100');
    expect(storeKeyOf('https://acme.myshopify.com/')).not.toBe(
      storeKeyOf('https://other.myshopify.com/'),
    );
  });
});

describe('storeKeyOf on marketplaces', () => {
  it('makes each listing its own store, and a listing one store whatever its query', () => {
    const first = storeKeyOf('https://www.amazon.com/dp/B0C1234567?ref=x');
    expect(first).toBe('amazon.com/dp/B0C1234567');
    expect(storeKeyOf('https://amazon.com/dp/B0C1234567/')).toBe(first);
    expect(storeKeyOf('https://www.amazon.com/dp/B0C7654321')).not.toBe(first);
  });

  it('keeps a lookalike of a marketplace to its host', () => {
    expect(storeKeyOf('https://amazon-deals.shop/dp/B0C1234567')).toBe('amazon-deals.shop');
  });
});
