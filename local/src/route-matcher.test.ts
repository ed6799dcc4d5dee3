import { describe, expect, it } from 'vitest';
import { routes } from '@shop-scanner/shared/routes';
import { createRouteMatcher } from './route-matcher';

const match = createRouteMatcher(routes);

describe('createRouteMatcher', () => {
  it('prefers a literal segment over a parameter', () => {
    // Act
    const result = match('GET', '/api/products/search');
    // Assess
    expect(result).toMatchObject({
      kind: 'matched',
      route: { path: '/api/products/search' },
      pathParameters: {},
    });
  });

  it('fills and URL-decodes path parameters', () => {
    const result = match('PUT', '/api/wishlist/price-drops/a%2Fb%20c/read');
    expect(result).toMatchObject({
      kind: 'matched',
      route: { path: '/api/wishlist/price-drops/{id}/read' },
      pathParameters: { id: 'a/b c' },
    });
  });

  it('selects by method first, like API Gateway', () => {
    // PUT /api/products/search: only the parameter route has PUT.
    expect(match('PUT', '/api/products/search')).toMatchObject({
      kind: 'matched',
      route: { path: '/api/products/{id}' },
      pathParameters: { id: 'search' },
    });
  });

  it('answers method-not-allowed with every method the path has', () => {
    expect(match('DELETE', '/api/products/abc')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'PUT'],
    });
  });

  it('answers not-found for unknown paths, empty parameters and trailing slashes', () => {
    expect(match('GET', '/api/unknown')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/products/')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/wishlist/items/')).toEqual({ kind: 'not-found' });
  });

  it('matches case-insensitively on the method', () => {
    expect(match('get', '/api/products/popular').kind).toBe('matched');
  });

  it('prefers the most specific route whatever the table order', () => {
    const m = createRouteMatcher([
      { method: 'GET', path: '/a/{x}/{y}' },
      { method: 'GET', path: '/a/{x}/c' },
      { method: 'GET', path: '/a/b/{y}' },
    ]);
    expect(m('GET', '/a/b/c')).toMatchObject({ route: { path: '/a/b/{y}' } });
    expect(m('GET', '/a/z/c')).toMatchObject({ route: { path: '/a/{x}/c' } });
    expect(m('GET', '/a/z/z')).toMatchObject({ route: { path: '/a/{x}/{y}' } });
  });
});
