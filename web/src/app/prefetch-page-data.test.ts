/**
 * A product page's product is asked for before the page's code has drawn it, once, beside the
 * configuration, and under the key the page's own query reads; other pages ask for nothing here.
 */
import { describe, expect, it } from 'vitest';
import { productQueryKeys } from '../lib/api/products';
import { aProduct, fakeApi, json } from '../test/api-fixtures';
import { createQueryClient } from './app';
import { prefetchPageData } from './prefetch-page-data';

const sameOrigin = Promise.resolve({ apiBaseUrl: '' });

describe('prefetchPageData', () => {
  it("fetches a product page's product once, into the cache the page reads", async () => {
    // Prepare
    const product = aProduct({ id: 'demo-0007' });
    const api = fakeApi({ 'GET /api/products/demo-0007': () => json(product) });
    const queryClient = createQueryClient();

    // Act: the page's own query, started once the API is there, joins the one on its way.
    prefetchPageData(queryClient, '/products/demo-0007', sameOrigin, Promise.resolve(), api.fetch);
    await expect
      .poll(() => queryClient.getQueryData(productQueryKeys.byId('demo-0007')))
      .toEqual(product);

    // Assess
    expect(api.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
  });

  it('asks at once, beside the configuration, and fills the cache once the API is known', async () => {
    // Prepare
    const product = aProduct({ id: 'demo-0007' });
    const api = fakeApi({ 'GET /api/products/demo-0007': () => json(product) });
    const queryClient = createQueryClient();
    let configLoaded!: (config: { apiBaseUrl: string }) => void;
    const config = new Promise<{ apiBaseUrl: string }>((resolve) => (configLoaded = resolve));

    // Act
    prefetchPageData(queryClient, '/products/demo-0007', config, config, api.fetch);
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Assess: asked already, cached only once the configuration names this origin.
    expect(api.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
    expect(queryClient.getQueryData(productQueryKeys.byId('demo-0007'))).toBeUndefined();
    configLoaded({ apiBaseUrl: '' });
    await expect
      .poll(() => queryClient.getQueryData(productQueryKeys.byId('demo-0007')))
      .toEqual(product);
    expect(api.calls).toHaveLength(1);
  });

  it('asks the configured API when it is on another origin, never keeping the early answer', async () => {
    // Prepare: the early request (this origin) answers one product, the configured API another.
    const here = aProduct({ id: 'demo-0007', name: 'From this origin' });
    const there = aProduct({ id: 'demo-0007', name: 'From the configured API' });
    const early = fakeApi({ 'GET /api/products/demo-0007': () => json(here) });
    const queryClient = createQueryClient();
    const configured = fakeApi({ 'GET /api/products/demo-0007': () => json(there) });

    // Act
    prefetchPageData(
      queryClient,
      '/products/demo-0007',
      Promise.resolve({ apiBaseUrl: 'https://api.example' }),
      Promise.resolve(),
      early.fetch,
    );

    // Assess
    await expect
      .poll(() => queryClient.getQueryData(productQueryKeys.byId('demo-0007')))
      .toEqual(there);
    expect(configured.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
  });

  it('lets the page ask again when the early request failed, and never when the start failed', async () => {
    // Prepare: the early request fails for want of a network; the API answers afterwards.
    const product = aProduct({ id: 'demo-0007' });
    const api = fakeApi({ 'GET /api/products/demo-0007': () => json(product) });
    const queryClient = createQueryClient();
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

    // Act
    prefetchPageData(queryClient, '/products/demo-0007', sameOrigin, Promise.resolve(), failing);
    prefetchPageData(
      createQueryClient(),
      '/products/demo-0008',
      Promise.reject(new Error('no config')),
      Promise.reject(new Error('no config')),
      failing,
    );

    // Assess: the product came from the API client's own request, the failed start's never.
    await expect
      .poll(() => queryClient.getQueryData(productQueryKeys.byId('demo-0007')))
      .toEqual(product);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
  });

  it.each(['/', '/products', '/products/demo-0007/edits', '/pricing'])(
    'asks for nothing on %s',
    async (pathname) => {
      // Prepare
      const api = fakeApi({});
      const queryClient = createQueryClient();

      // Act
      prefetchPageData(queryClient, pathname, sameOrigin, Promise.resolve(), api.fetch);

      // Assess
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(api.calls).toEqual([]);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    },
  );
});
