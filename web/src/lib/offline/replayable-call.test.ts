import { describe, expect, it } from 'vitest';
import { replayableCallType, untypedReplayableRoutes } from './replayable-call';

describe('replayable calls', () => {
  it('names every route the route table marks replayable', () => {
    // Act
    const missing = untypedReplayableRoutes();

    // Assess
    expect(missing).toEqual([]);
  });

  it.each([
    ['GET', '/api/products/barcode/5012345678900', 'barcode-lookup'],
    ['POST', '/api/products', 'product-create'],
    ['PUT', '/api/products/p-1', 'product-edit'],
    ['POST', '/api/products/p-1/prices', 'price-report'],
    ['POST', '/api/wishlist/items', 'wishlist-add'],
    ['PUT', '/api/wishlist/items/w-1', 'wishlist-edit'],
    ['PUT', '/api/wishlist/price-drops/d-1/read', 'drop-read'],
    ['PUT', '/api/wishlist/price-drops/read', 'drop-read'],
    ['POST', '/api/support/contact', 'contact'],
  ] as const)('%s %s is a %s', (method, path, type) => {
    // Act
    const found = replayableCallType(method, path);

    // Assess
    expect(found).toBe(type);
  });

  it.each([
    ['GET', '/api/products/p-1'],
    ['DELETE', '/api/wishlist/items/w-1'],
    ['GET', '/api/wishlist/items'],
    ['POST', '/api/products/p-1/prices/extra'],
    ['PUT', '/api/products/'],
    ['POST', '/api/price-alerts'],
  ] as const)('%s %s is not replayable', (method, path) => {
    // Act
    const found = replayableCallType(method, path);

    // Assess
    expect(found).toBeUndefined();
  });

  it('ignores the query string when matching', () => {
    // Act
    const found = replayableCallType('GET', '/api/products/barcode/123?source=scan');

    // Assess
    expect(found).toBe('barcode-lookup');
  });
});
