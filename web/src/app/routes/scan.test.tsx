/**
 * /scan as the route composes it: the url tab's product page check, and the
 * scan card's 'Find This Product on Other Platforms' opening the real cross-platform panel,
 * loaded when first pressed and prefilled from the product.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
});
