import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { aProduct, fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { openOfflineDb } from '../../../lib/offline/offline-db';
import { cacheProduct } from '../../../lib/offline/product-cache';
import { ProductDetailPage } from './product-detail-page';
import { renderPage } from '../test/products-page-kit';
import { freshOfflineStoreEachTest } from '../../../test/offline-store';

// 2026-11-20, noon UTC: the day the copies were saved.
const SAVED_AT = Date.UTC(2026, 10, 20, 12);

beforeEach(() => {
  onlineManager.setOnline(false);
});

freshOfflineStoreEachTest();

describe('the product page without a connection', () => {
  it('shows the copy saved on this device, saying when and that prices may have changed', async () => {
    // Prepare: a visitor's copy of the product; the API is unreachable.
    fakeApi({});
    await cacheProduct('', aProduct({ id: 'p-9', name: 'Point 88 Fineliner' }), SAVED_AT);

    // Act
    renderAt('/products/p-9', '/products/:id', <ProductDetailPage />);

    // Assess
    expect(
      await screen.findByRole('heading', { name: 'Point 88 Fineliner', level: 1 }),
    ).toBeTruthy();
    // The note loads with the offline view.
    expect((await screen.findByTestId('saved-copy-note')).textContent).toBe(
      'You are offline. This is the copy of this product saved on this device on Nov 20, 2026. Its prices and stock may have changed since.',
    );
  });

  it('says plainly that a product never saved is not available offline', async () => {
    // Prepare: another user's copy is not this visitor's.
    fakeApi({});
    await cacheProduct('ann', aProduct({ id: 'p-9' }), SAVED_AT);

    // Act
    renderAt('/products/p-9', '/products/:id', <ProductDetailPage />);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Not available offline' })).toBeTruthy();
    expect(screen.queryByTestId('saved-copy-note')).toBeNull();
  });

  it('shows the saved copy when the API cannot be reached although the browser says online', async () => {
    // Prepare
    onlineManager.setOnline(true);
    const api = fakeApi({});
    api.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await cacheProduct('user-1', aProduct({ id: 'p-9', name: 'Saved Pen' }), SAVED_AT);

    // Act
    renderAt('/products/p-9', '/products/:id', <ProductDetailPage />, signedIn());

    // Assess
    expect(
      await screen.findByRole('heading', { name: 'Saved Pen', level: 1 }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('saved-copy-note').textContent).toContain('Nov 20, 2026');
  });
});

describe('the product page online', () => {
  it('saves the product it shows for the session’s user, once drawn', async () => {
    // Prepare
    onlineManager.setOnline(true);
    fakeApi({
      '/api/products/p-9': () => json(aProduct({ id: 'p-9', name: 'Live Pen' })),
      '/api/products/p-9/edits': () => json([]),
    });

    // Act
    renderAt('/products/p-9', '/products/:id', <ProductDetailPage />, signedIn());
    await screen.findByRole('heading', { name: 'Live Pen', level: 1 });

    // Assess
    await expect
      .poll(async () => (await (await openOfflineDb()).get('products', 'p-9'))?.userId)
      .toBe('user-1');
  });
});

describe('/products without a connection', () => {
  beforeEach(async () => {
    await cacheProduct('', aProduct({ id: 'old', barcode: '1', name: 'Old Kettle', tags: [] }), 1);
    await cacheProduct(
      '',
      aProduct({ id: 'new', barcode: '2', name: 'Steel Kettle', tags: ['kitchen'] }),
      2,
    );
    await cacheProduct('ann', aProduct({ id: 'anns', barcode: '3', name: 'Ann Kettle' }), 3);
    fakeApi({});
  });

  it('lists the products saved on this device, newest first, and says so', async () => {
    // Act
    renderPage();

    // Assess
    const saved = await screen.findByTestId('saved-products');
    expect(within(saved).getByRole('heading', { name: 'Saved on this device' })).toBeTruthy();
    await within(saved).findByRole('link', { name: 'Steel Kettle' });
    expect(
      within(saved)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Steel Kettle', 'Old Kettle']);
    expect(within(saved).getByTestId('saved-copy-note').textContent).toContain(
      'Showing the products saved on this device (the 50 most recent), not the catalogue.',
    );
    expect(screen.queryByRole('heading', { name: 'Popular Products' })).toBeNull();
  });

  it('searches the saved products, every word matching', async () => {
    // Act
    renderPage('/products?query=kitchen%20kettle');

    // Assess
    const saved = await screen.findByTestId('saved-products');
    await within(saved).findByRole('link', { name: 'Steel Kettle' });
    expect(within(saved).queryByRole('link', { name: 'Old Kettle' })).toBeNull();
    expect(screen.getByTestId('results-count').textContent).toBe('1 product found on this device');
  });

  it('disables the filters and the sort, and says they are not applied', async () => {
    // Act
    renderPage('/products?query=kettle&inStock=true');

    // Assess
    expect(await screen.findByTestId('offline-filters-note')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /in stock/i }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /^Name/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('searchbox').matches(':disabled')).toBe(false);
  });
});
