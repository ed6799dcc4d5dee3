import { describe, expect, it } from 'vitest';
import { endpointGroups, routeKey, routes } from './routes';

describe('route table', () => {
  it('lists each method and path once', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every endpoint group at least one route, and no route an unknown group', () => {
    expect(new Set(routes.map((r) => r.group))).toEqual(new Set(endpointGroups));
  });

  it('covers the calls of both spec parts', () => {
    const keys = new Set(routes.map(routeKey));
    for (const key of [
      'POST /auth/register',
      'POST /auth/login',
      'GET /auth/me',
      'GET /api/subscription',
      'POST /api/subscription/usage',
      'GET /api/products/barcode/{barcode}',
      'GET /api/products/search',
      'GET /api/products/{id}/price-comparison',
      'POST /api/products/{id}/prices',
      'PUT /api/wishlist/price-drops/{id}/read',
      'PUT /api/wishlist/collections/{id}',
      'GET /api/wishlist/collections/{id}',
      'DELETE /api/push/unsubscribe',
      'GET /api/billing/invoices/{id}/download',
      'GET /api/support/tickets',
      'POST /api/analytics/events',
      'GET /api/search/aliexpress',
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it("opens a collection's page to anyone, and keeps every other wishlist call signed in", () => {
    // Prepare
    const wishlist = routes.filter((r) => r.group === 'wishlist');

    // Act
    const publicOnes = wishlist.filter((r) => r.access === 'public').map(routeKey);

    // Assess: a private collection is refused by its handler, which sees who calls.
    expect(publicOnes).toEqual(['GET /api/wishlist/collections/{id}']);
    expect(
      wishlist.filter((r) => r.access !== 'public').every((r) => r.access === 'signed-in'),
    ).toBe(true);
  });
});
