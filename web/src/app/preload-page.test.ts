/**
 * preloadPage starts the opened page's code downloading before the router exists: the lazy
 * module of each route the address matches, and no other.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadPage, routes } from './router';

/** Every route of the tree with a lazy module, by its path ('' for the index route). */
const lazyRoutes = (tree: readonly RouteObject[]): RouteObject[] =>
  tree.flatMap((r) => [...(r.lazy ? [r] : []), ...lazyRoutes(r.children ?? [])]);

const originals = new Map(lazyRoutes(routes).map((r) => [r, r.lazy]));

/** Replaces every route's lazy module with a spy, resolving to an empty module. */
const spyOnLazyRoutes = () =>
  new Map(
    lazyRoutes(routes).map((r) => {
      const spy = vi.fn(() => Promise.resolve({}));
      r.lazy = spy;
      return [r.index ? '' : (r.path ?? ''), spy] as const;
    }),
  );

afterEach(() => {
  for (const [route, lazy] of originals) route.lazy = lazy;
});

describe('preloadPage', () => {
  it.each([
    ['/products', 'products'],
    ['/products/demo-0007', 'products/:id'],
    ['/', ''],
    ['/subscription', 'subscription'],
    ['/help/billing', 'help/*'],
  ])('asks for the module of %s and of no other page', (pathname, path) => {
    // Prepare
    const spies = spyOnLazyRoutes();

    // Act
    preloadPage(pathname);

    // Assess
    const asked = [...spies].filter(([, spy]) => spy.mock.calls.length > 0).map(([p]) => p);
    expect(asked).toEqual([path]);
  });

  it('asks for nothing at an address no page has (the router shows the 404 page)', () => {
    // Prepare
    const spies = spyOnLazyRoutes();

    // Act
    preloadPage('/no/such/page');

    // Assess
    expect([...spies.values()].every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });

  it('leaves a failed download for the router to report', async () => {
    // Prepare
    spyOnLazyRoutes();
    const products = lazyRoutes(routes).find((r) => r.path === 'products')!;
    products.lazy = vi.fn(() => Promise.reject(new Error('offline')));

    // Act + Assess: no unhandled rejection escapes.
    expect(() => preloadPage('/products')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
