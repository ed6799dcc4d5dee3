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
      'DELETE /api/push/unsubscribe',
      'GET /api/billing/invoices/{id}/download',
      'GET /api/support/tickets',
      'POST /api/analytics/events',
      'GET /api/search/aliexpress',
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});
