/**
 * /scan as the route composes it: the url tab's product page check, the
 * scan card's 'Find This Product on Other Platforms' opening the real cross-platform panel,
 * loaded when first pressed and prefilled from the product, and the card's 'Add to wishlist'.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { toast } from '../../lib/toast-store';
import { aProduct, aStoreOffer, aSubscription, fakeApi, json } from '../../test/api-fixtures';
import {
  barcodeRoute,
  isolateEachTest,
  renderWithApp,
  SUBSCRIPTION_ROUTE,
  typeBarcode,
} from '../../features/scan/test/scan-test-kit';
import { Component as ScanRoute } from './scan';

isolateEachTest();

const CODE = '4006381333931';
const SEARCH_ROUTE = 'POST /api/cross-platform-search';
const HISTORY_ROUTE = 'GET /api/cross-platform-search/history';

describe('/scan', () => {
  it("opens the cross-platform panel from the scan card, prefilled, and searches with the product's barcode", async () => {
    // Prepare
    const product = aProduct({
      barcode: CODE,
      stores: [aStoreOffer({ url: 'https://www.amazon.com/dp/B000', price: 9.99 })],
    });
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(product),
      [HISTORY_ROUTE]: () => json([]),
      [SEARCH_ROUTE]: () => new Promise<Response>(() => {}),
    });
    renderWithApp(<ScanRoute />);
    typeBarcode(CODE);

    // Act
    fireEvent.click(
      await screen.findByRole('button', { name: 'Find This Product on Other Platforms' }),
    );
    const panel = await screen.findByTestId('cross-platform-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Search Platforms' }));

    // Assess
    expect((within(panel).getByLabelText(/Original Product URL/) as HTMLInputElement).value).toBe(
      'https://www.amazon.com/dp/B000',
    );
    expect((within(panel).getByLabelText(/Product Name/) as HTMLInputElement).value).toBe(
      product.name,
    );
    expect((within(panel).getByLabelText('Brand') as HTMLInputElement).value).toBe('Stabilo');
    await waitFor(() => expect(api.count(SEARCH_ROUTE)).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      originalUrl: 'https://www.amazon.com/dp/B000',
      productName: product.name,
      category: product.category,
      brand: product.brand,
      barcode: CODE,
    });
  });

  it('shows the product page check in the url tab', async () => {
    // Prepare
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });

    // Act
    renderWithApp(<ScanRoute />, { route: '/scan?tab=url' });

    // Assess
    const tab = screen.getByTestId('scan-panel-url');
    expect(await within(tab).findByTestId('product-url-check')).toBeTruthy();
    expect(within(tab).getByLabelText(/Product URL/)).toBeTruthy();
  });

  it("adds the scanned product to the wishlist from its card, and says 'Added to wishlist!'", async () => {
    // Prepare
    const product = aProduct({ id: 'p-scan', barcode: CODE });
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(product),
      'GET /api/wishlist/items': () => json([]),
      'POST /api/wishlist/items': () => json({ id: 'w-1', productId: 'p-scan', product: {} }, 201),
    });
    renderWithApp(<ScanRoute />);
    typeBarcode(CODE);

    // Act
    const card = await screen.findByTestId('known-product');
    fireEvent.click(within(card).getByRole('button', { name: /Add to wishlist/ }));

    // Assess
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain(wishlistMessages.added),
    );
    expect(
      api.calls.find((c) => c.path === '/api/wishlist/items' && c.method === 'POST')?.body,
    ).toEqual({
      productId: 'p-scan',
    });
  });
});
