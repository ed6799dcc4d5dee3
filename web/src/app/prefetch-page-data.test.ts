/**
 * A product page's product is asked for before the page's code has drawn it, once, and under the
 * key the page's own query reads; other pages ask for nothing here.
 */
import { describe, expect, it } from 'vitest';
import { productQueryKeys } from '../lib/api/products';
import { aProduct, fakeApi, json } from '../test/api-fixtures';
import { createQueryClient } from './app';
import { prefetchPageData } from './prefetch-page-data';

describe('prefetchPageData', () => {
  it("fetches a product page's product into the cache the page reads", async () => {
    // Prepare
    const product = aProduct({ id: 'demo-0007' });
    const api = fakeApi({ 'GET /api/products/demo-0007': () => json(product) });
    const queryClient = createQueryClient();

    // Act
    prefetchPageData(queryClient, '/products/demo-0007', Promise.resolve());
    prefetchPageData(queryClient, '/products/demo-0007', Promise.resolve());

    // Assess
    await expect
      .poll(() => queryClient.getQueryData(productQueryKeys.byId('demo-0007')))
      .toEqual(product);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
  });

  it('asks for nothing before the API can be called, and nothing when it cannot', async () => {
    // Prepare
    const api = fakeApi({ 'GET /api/products/demo-0007': () => json(aProduct()) });
    const queryClient = createQueryClient();
    let apiInstalled!: () => void;
    const apiReady = new Promise<void>((resolve) => (apiInstalled = resolve));

    // Act
    prefetchPageData(queryClient, '/products/demo-0007', apiReady);
    prefetchPageData(queryClient, '/products/demo-0008', Promise.reject(new Error('no config')));
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Assess: nothing yet; then the product once the API is there, and never the failed start's.
    expect(api.calls).toEqual([]);
    apiInstalled();
    await expect.poll(() => api.calls.map((c) => c.path)).toEqual(['/api/products/demo-0007']);
  });

  it.each(['/', '/products', '/products/demo-0007/edits', '/pricing'])(
    'asks for nothing on %s',
    async (pathname) => {
      // Prepare
      const api = fakeApi({});
      const queryClient = createQueryClient();

      // Act
      prefetchPageData(queryClient, pathname, Promise.resolve());

      // Assess
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(api.calls).toEqual([]);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    },
  );
});
