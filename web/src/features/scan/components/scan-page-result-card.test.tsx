import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productMessages } from '@shop-scanner/shared/messages';
import { moderationMessages } from '@shop-scanner/shared/moderation-rules';
import type { PricePoint } from '@shop-scanner/shared/products';
import { toast } from '../../../lib/toast-store';
import { scanHistoryKey } from '../scan-history';
import { aProduct, aStoreOffer, aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import {
  barcodeRoute,
  isolateEachTest,
  renderScanPage as renderPage,
  SUBSCRIPTION_ROUTE,
  toastMessages,
  typeBarcode,
  formOpened,
} from '../test/scan-test-kit';

const CODE = '4006381333931';

const history = (n: number): PricePoint[] =>
  Array.from({ length: n }, (_, i) => ({
    source: `Store ${i + 1}`,
    timestamp: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
    price: 10 + i,
  }));

isolateEachTest();

describe('ScanPage: the scan result card', () => {
  it('shows a skeleton while the lookup runs', async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => new Promise<Response>(() => {}),
    });
    renderPage();
    typeBarcode(CODE);
    expect(await screen.findByTestId('scan-result-skeleton')).toBeTruthy();
    expect(screen.getByTestId('scan-result-barcode').textContent).toBe(CODE);
    // The result takes focus, so a screen reader (and a phone's scroll) lands on it.
    expect(document.activeElement).toBe(screen.getByTestId('scan-result'));
  });

  it('shows a known product: first 5 price history entries, stores, average price, demo note', async () => {
    // Prepare
    let used = 0;
    const product = aProduct({
      source: 'demo',
      priceHistory: history(7),
      stores: [
        aStoreOffer(),
        aStoreOffer({ name: 'Target', url: 'https://www.target.com/p/1', inStock: false }),
      ],
    });
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { scan: used } })),
      [barcodeRoute(CODE)]: () => {
        used = 1;
        return json(product);
      },
    });
    renderPage();

    // Act
    typeBarcode(CODE);

    // Assess
    const card = await screen.findByTestId('known-product');
    expect(within(card).getByRole('heading', { name: product.name })).toBeTruthy();
    expect(within(card).getByText('Office Products')).toBeTruthy();
    expect(within(card).getByText('Brand: Stabilo')).toBeTruthy();
    // The product page's average, with what it is of: the one offer in stock, without shipping.
    expect(within(card).getByText('Average price')).toBeTruthy();
    expect(screen.getByTestId('average-price').textContent).toBe('$9.99');
    expect(screen.getByTestId('average-basis').textContent).toBe(
      'The one store with it in stock, shipping not included',
    );
    expect(screen.getByTestId('demo-note').textContent).toMatch(/demo data/i);
    expect(within(card).getByTestId('product-illustration')).toBeTruthy();

    const points = screen.getAllByTestId('price-point').map((li) => li.textContent);
    expect(points).toHaveLength(5);
    expect(points[0]).toContain('Store 1');
    expect(points[0]).toContain('Nov 20, 2026');
    expect(points[0]).toContain('$10.00');
    expect(points[4]).toContain('Store 5');

    // The product page's store card, from the product's own offers.
    const [amazon, target] = screen.getAllByTestId('store-card');
    expect(within(amazon!).getByRole('heading', { name: 'Amazon', level: 5 })).toBeTruthy();
    expect(within(amazon!).getByTestId('total-cost').textContent).toBe('$9.99');
    expect(amazon!.textContent).toContain('In Stock');
    expect(target!.textContent).toContain('Out of Stock');
    const visit = within(amazon!).getByRole('link', { name: /Visit Amazon/ });
    expect(visit.getAttribute('href')).toBe('https://www.amazon.com/dp/B000');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(
      within(amazon!)
        .getByRole('link', { name: /Analyze store authenticity/ })
        .getAttribute('href'),
    ).toBe(`/analyze?url=${encodeURIComponent('https://www.amazon.com/dp/B000')}`);
    // Without a cross-platform search composed in (routes/scan.tsx does), the card offers none.
    expect(
      screen.queryByRole('button', { name: 'Find This Product on Other Platforms' }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
      '/products/p-1',
    );

    // The lookup was counted: the counter is asked again, and one toast says the code and the
    // one scan left.
    await waitFor(() =>
      expect(toastMessages()).toEqual([productMessages.scannedWithRemaining(CODE, 1)]),
    );
    expect(api.count(SUBSCRIPTION_ROUTE)).toBe(2);
    expect(screen.getByTestId('scan-usage').textContent).toContain('1 scan remaining this month');
    // The toast leads to the checkout too.
    expect(toast.getSnapshot()[0]?.action?.label).toBe('Upgrade to Premium');
  });

  it('says the average is unknown, and why, and shows the image when there is one', async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(CODE)]: () =>
        json(aProduct({ averagePrice: null, stores: [], imageUrl: 'https://img.example/p.png' })),
    });
    renderPage();
    typeBarcode(CODE);
    expect((await screen.findByTestId('average-price')).textContent).toBe('Unknown');
    expect(screen.getByTestId('average-basis').textContent).toBe('No store sells it yet');
    expect(screen.getByRole('img', { name: aProduct().name }).getAttribute('src')).toBe(
      'https://img.example/p.png',
    );
    expect(screen.queryByTestId('demo-note')).toBeNull();
    await waitFor(() => expect(toastMessages()).toEqual([productMessages.scanned(CODE)]));
  });

  it('refreshes a known product on Refresh', async () => {
    let n = 0;
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(CODE)]: () => json(aProduct({ name: `Version ${++n}` })),
    });
    renderPage();
    typeBarcode(CODE);
    await screen.findByRole('heading', { name: 'Version 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeTruthy();
    expect(api.count(barcodeRoute(CODE))).toBe(2);
  });

  it('shows Product Not Found with the add form prefilled from the fallback', async () => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () =>
        json(
          {
            message: 'Product not found',
            barcode: CODE,
            prefill: {
              name: 'Oat Drink',
              brand: 'Oatly',
              category: 'Beverages',
              imageUrl: 'https://images.example/oat.jpg',
              source: 'Open Food Facts',
            },
          },
          404,
        ),
    });
    renderPage();
    typeBarcode(CODE);

    // Act
    const missing = await screen.findByTestId('product-not-found');
    expect(within(missing).getByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(within(missing).getByText('New Product')).toBeTruthy();
    expect(missing.textContent).toMatch(/not in our product database/);
    expect(within(missing).getByRole('button', { name: 'Scan Another Product' })).toBeTruthy();
    fireEvent.click(within(missing).getByRole('button', { name: 'Add This Product' }));
    await formOpened();

    // Assess
    expect((screen.getByLabelText(/Product Name/) as HTMLInputElement).value).toBe('Oat Drink');
    expect((screen.getByLabelText('Brand') as HTMLInputElement).value).toBe('Oatly');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Beverages');
    expect((screen.getByLabelText('Image URL') as HTMLInputElement).value).toBe(
      'https://images.example/oat.jpg',
    );
    expect(screen.getByTestId('prefill-note').textContent).toContain(
      'Prefilled from Open Food Facts',
    );
  });

  const notFound = () => json({ message: 'Product not found', barcode: CODE }, 404);

  const openAddForm = async () => {
    typeBarcode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product Information' }));
    await formOpened();
  };

  it('checks the add form before sending: name required, image URL must be a URL', async () => {
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: notFound,
    });
    renderPage();
    await openAddForm();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'not a url' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(screen.getByText(productMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(productMessages.imageUrlInvalid)).toBeTruthy();
    expect(api.count('POST /api/products')).toBe(0);
    // Editing a field clears its own error.
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Pen' } });
    expect(screen.queryByText(productMessages.nameRequired)).toBeNull();
  });

  it('adds the product and shows it', async () => {
    // Prepare
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: notFound,
      'POST /api/products': ({ body }) =>
        json(
          aProduct({ name: (body as { name: string }).name, stores: [], averagePrice: null }),
          201,
        ),
    });
    renderPage();
    await openAddForm();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: ' Blue Pen ' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Office Products' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Blue Pen' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      barcode: CODE,
      name: 'Blue Pen',
      category: 'Office Products',
    });
    expect(toastMessages()).toContain(productMessages.added);
    expect(JSON.parse(localStorage.getItem(scanHistoryKey('user-1'))!)[0]).toMatchObject({
      barcode: CODE,
      productName: 'Blue Pen',
    });
  });

  it('links to the product that already holds the barcode on a 409', async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: notFound,
      'POST /api/products': () =>
        json({ message: productMessages.barcodeTaken, productId: 'p-9' }, 409),
    });
    renderPage();
    await openAddForm();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Pen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const link = await screen.findByRole('link', { name: 'View the product' });
    expect(link.getAttribute('href')).toBe('/products/p-9');
    expect(screen.getByText(/already in the database/)).toBeTruthy();
  });

  it("says 'Failed to add product to database' when the add fails", async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: notFound,
      'POST /api/products': () => json({ message: 'Internal Server Error' }, 500),
    });
    renderPage();
    await openAddForm();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Pen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(toastMessages()).toContain(productMessages.addFailed));
  });

  it('edits a product, sending only what changed', async () => {
    // Prepare
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
      'PUT /api/products/p-1': ({ body }) => json(aProduct(body as object)),
    });
    renderPage();
    typeBarcode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Stabilo 88' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Stabilo 88' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Stabilo 88' });
    expect(toastMessages()).toContain(productMessages.updated);
  });

  it('refuses an edit that clears the name, and reports a failed update', async () => {
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
      'PUT /api/products/p-1': () => json({ message: 'boom' }, 500),
    });
    renderPage();
    typeBarcode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(screen.getByText(productMessages.nameRequired)).toBeTruthy();
    expect(api.count('PUT /api/products/p-1')).toBe(0);

    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toastMessages()).toContain(productMessages.updateFailed));
    // Cancel goes back to the product as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: aProduct().name })).toBeTruthy();
  });

  it('keeps the form open with the staff-review message when an edit is held (202)', async () => {
    // Prepare
    const held = moderationMessages.pendingReview;
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
      'PUT /api/products/p-1': () =>
        json(
          {
            message: held,
            pendingEdit: { id: 'x', productId: 'p-1', at: '2026-11-27T12:00:00.000Z' },
          },
          202,
        ),
    });
    renderPage();
    typeBarcode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Brand/), { target: { value: 'Other Brand' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    // Assess
    expect((await screen.findByTestId('edit-outcome')).textContent).toBe(held);
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeTruthy();
    expect(toastMessages()).not.toContain(productMessages.updated);
  });

  it.each([
    [
      403,
      'Your editing has been suspended: Spam. If you think this is a mistake, contact support.',
    ],
    [429, moderationMessages.editLimit],
  ])('shows a %i refusal of an edit on the form, in the server’s words', async (status, words) => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
      'PUT /api/products/p-1': () => json({ message: words }, status),
    });
    renderPage();
    typeBarcode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Spam' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(toastMessages()).not.toContain(productMessages.updateFailed);
  });

  it('shows a failure with a retry that looks the code up again', async () => {
    let n = 0;
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () =>
        ++n <= 2 ? json({ message: 'Service Unavailable' }, 503) : json(aProduct()),
    });
    renderPage();
    typeBarcode(CODE);
    const failure = await screen.findByTestId('scan-result-error', {}, { timeout: 4_000 });
    expect(failure.textContent).toContain('Service Unavailable');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('known-product')).toBeTruthy();
  });
});
