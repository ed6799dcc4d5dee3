/**
 * The scan page when lookups overlap or are refused: one card per code, the server decides every
 * scan (one banner at the limit), what a failure may say, an image read after leaving its tab, and
 * what an add invalidates. (Only the latest lookup speaking: hooks/use-barcode-lookup.test.tsx.)
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { usageMessages } from '@shop-scanner/shared/messages';
import { productQueryKeys } from '../../../lib/api/products';
import { aProduct, aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import {
  barcodeRoute,
  fakeDecoder,
  installBrowserStandIns,
  isolateEachTest,
  newQueryClient,
  renderScanPage,
  settle,
  SUBSCRIPTION_ROUTE,
  toastMessages,
  typeBarcode,
  formOpened,
} from '../test/scan-test-kit';
import { LOOKUP_FAILED } from './scan-result-card';

const A = '4006381333931';
const B = withCheckDigit('400638133100');

isolateEachTest();

describe('ScanPage: one card per code', () => {
  it('never carries an open edit form over to another product shown from the cache', async () => {
    // Prepare: A and B looked up; B's edit form open with a change in it.
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(A)]: () => json(aProduct({ id: 'p-a', barcode: A, name: 'Product A' })),
      [barcodeRoute(B)]: () => json(aProduct({ id: 'p-b', barcode: B, name: 'Product B' })),
    });
    renderScanPage();
    typeBarcode(A);
    await screen.findByRole('heading', { name: 'Product A' });
    typeBarcode(B);
    await screen.findByRole('heading', { name: 'Product B' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Changed B' } });

    // Act: A again, from the history (still fresh in the cache: no skeleton in between).
    fireEvent.click(screen.getByRole('button', { name: `Look up ${A}, Product A again` }));

    // Assess: A's own card, not B's form (whose Update would send B's values to A).
    expect(await screen.findByRole('heading', { name: 'Product A' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Product' })).toBeNull();
    expect(screen.queryByDisplayValue('Changed B')).toBeNull();
    expect(api.count(barcodeRoute(A))).toBe(1);
  });
});

/** Lets pending promises and React updates run (real timers). */
const settleReal = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('ScanPage: what a failed lookup may say', () => {
  it('shows a plain sentence, never the text of an answer that broke its contract', async () => {
    // Prepare: a 200 whose body is not a product (a ZodError on the client).
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(A)]: () => json({ unexpected: true }),
    });
    renderScanPage();

    // Act
    typeBarcode(A);

    // Assess
    const failure = await screen.findByTestId('scan-result-error');
    expect(failure.textContent).toContain(LOOKUP_FAILED);
    expect(failure.textContent).not.toMatch(/expected|invalid_type|received|\[/i);
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ScanPage: the server decides, at the limit too', () => {
  const noScansLeft = () => json(aSubscription({ used: { scan: 2 } }));
  const banners = () => document.querySelectorAll('.limit-banner');

  it('opens the scanner at the limit: a code already scanned this month is free', async () => {
    // Prepare
    vi.useFakeTimers();
    installBrowserStandIns();
    fakeApi({ [SUBSCRIPTION_ROUTE]: noScansLeft });
    const { decoder } = renderScanPage();
    await settle();
    // The banner says so before the shopper tries.
    expect(screen.getByTestId('usage-limit-banner').textContent).toContain(
      'Still free: barcodes you scanned earlier this month, on any device.',
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await settle();

    // Assess: the scanner's dialog is its own chunk, loaded as it opens.
    await vi.waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy(),
    );
    await vi.waitFor(() => expect(decoder.load).toHaveBeenCalled());
    expect(toastMessages()).toEqual([]);
  });

  it('asks the server for a rescan in a fresh browser (no history) and shows the product', async () => {
    // Prepare: no scan history in this browser; the server knows A was scanned this month on
    // another device, so it answers without counting.
    expect(localStorage.length).toBe(0);
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: noScansLeft,
      [barcodeRoute(A)]: () => json(aProduct({ barcode: A })),
    });
    renderScanPage();
    await screen.findByTestId('usage-limit-banner');

    // Act
    typeBarcode(A);

    // Assess: the product, the standing banner once, no refusal.
    expect(await screen.findByTestId('known-product')).toBeTruthy();
    expect(api.count(barcodeRoute(A))).toBe(1);
    expect(screen.queryByTestId('scan-limit-banner')).toBeNull();
    expect(banners()).toHaveLength(1);
    expect(toastMessages()).not.toContain(usageMessages.scanLimit(0));
  });

  it('shows one banner and no toast when the server refuses a new code at the limit', async () => {
    // Prepare
    const message = usageMessages.scanLimit(0);
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: noScansLeft,
      [barcodeRoute(A)]: () => json({ message }, 429),
    });
    renderScanPage();
    await screen.findByTestId('usage-limit-banner');

    // Act
    typeBarcode(A);

    // Assess: the refusal's banner, announced, in the result card; the counter's is gone.
    const banner = await screen.findByTestId('scan-limit-banner');
    expect(api.count(barcodeRoute(A))).toBe(1);
    expect(banner.textContent).toContain(message);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/pricing?plan=premium');
    expect(screen.queryByTestId('usage-limit-banner')).toBeNull();
    expect(banners()).toHaveLength(1);
    expect(toastMessages()).toEqual([]);
  });

  it('leaves the decision to the server while the subscription is not known', async () => {
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => new Promise<Response>(() => {}),
      [barcodeRoute(A)]: () => json(aProduct()),
    });
    renderScanPage();
    typeBarcode(A);
    expect(await screen.findByTestId('known-product')).toBeTruthy();
    expect(api.count(barcodeRoute(A))).toBe(1);
  });
});

describe('ScanPage: an image read after leaving its tab', () => {
  it('does nothing with a code read from a screenshot once the shopper switched tabs', async () => {
    // Prepare: the screenshot's decode is still running.
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(A)]: () => json(aProduct()),
    });
    const decoder = fakeDecoder();
    let decoded: (code: { text: string; format: string }) => void = () => {};
    decoder.decodeImageFile.mockImplementation(() => new Promise((resolve) => (decoded = resolve)));
    renderScanPage({ route: '/scan?tab=screenshot', decoder });
    fireEvent.change(screen.getByTestId('image-input-any'), {
      target: { files: [new File([new Uint8Array(10)], 'code.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(decoder.decodeImageFile).toHaveBeenCalled());

    // Act: another tab, then the decode ends.
    fireEvent.click(screen.getByRole('tab', { name: 'Barcode' }));
    decoded({ text: A, format: 'ean_13' });
    await settleReal();

    // Assess
    expect(api.count(barcodeRoute(A))).toBe(0);
    expect(screen.queryByTestId('scan-result')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/scan');
  });
});

describe('ScanPage: adding a product updates what the catalogue cached', () => {
  it('invalidates cached searches, product pages and edit histories, and keeps the new lookup', async () => {
    // Prepare: a search and a product page cached by the product pages earlier in the visit.
    const queryClient = newQueryClient();
    const searchKey = productQueryKeys.search({ query: 'pen' });
    queryClient.setQueryData(searchKey, { products: [], page: 1, limit: 12, total: 0 });
    queryClient.setQueryData(productQueryKeys.byId('p-7'), aProduct({ id: 'p-7' }));
    queryClient.setQueryData(productQueryKeys.edits('p-7'), []);
    queryClient.setQueryData(productQueryKeys.popular(), []);
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(A)]: () => json({ message: 'Product not found', barcode: A }, 404),
      'POST /api/products': () => json(aProduct({ barcode: A, name: 'Blue Pen' }), 201),
    });
    renderScanPage({ queryClient });
    typeBarcode(A);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product Information' }));
    await formOpened();
    fireEvent.change(screen.getByLabelText(/Product Name/), { target: { value: 'Blue Pen' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByRole('heading', { name: 'Blue Pen' });

    // Assess
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(searchKey)).toBe(true);
    expect(invalidated(productQueryKeys.byId('p-7'))).toBe(true);
    expect(invalidated(productQueryKeys.edits('p-7'))).toBe(true);
    expect(invalidated(productQueryKeys.popular())).toBe(true);
    // The lookup holds the server's answer itself: not asked again.
    expect(invalidated(productQueryKeys.barcode(A))).toBe(false);
    await settleReal();
    expect(api.count(barcodeRoute(A))).toBe(1);
  });
});
