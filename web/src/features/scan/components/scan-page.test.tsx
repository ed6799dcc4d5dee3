import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { productMessages, usageMessages } from '@shop-scanner/shared/messages';
import type { PricePoint } from '@shop-scanner/shared/products';
import { toast } from '../../../lib/toast-store';
import { scanHistoryKey } from '../scan-history';
import { aProduct, aStoreOffer, aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import {
  barcodeRoute,
  installBrowserStandIns,
  isolateEachTest,
  renderScanPage as renderPage,
  settle,
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

const pngFile = (bytes = 100, type = 'image/png', name = 'code.png') =>
  new File([new Uint8Array(bytes)], name, { type });

const upload = (file: File, testId = 'image-input-any') =>
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

isolateEachTest();

describe('ScanPage: the page', () => {
  it('shows the title, the disclaimer and the barcode tab by default', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scan a product' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/estimates/);
    expect(screen.getByRole('note').textContent).toMatch(/official/);
    expect(screen.getByRole('note').textContent).toMatch(/not responsible for purchase decisions/);
    expect(screen.getByRole('tab', { name: 'Barcode' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Start Scanning' })).toBeTruthy();
  });

  it('keeps the tab in the URL', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    renderPage({ route: '/scan?tab=qr' });
    expect(screen.getByRole('tab', { name: 'QR code' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Screenshot' }));
    expect(screen.getByTestId('location').textContent).toBe('/scan?tab=screenshot');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Screenshot' }), { key: 'ArrowLeft' });
    expect(screen.getByTestId('location').textContent).toBe('/scan?tab=qr');
  });

  it('points to the store analyzer from the url tab when the page is given no url check', () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    renderPage({ route: '/scan?tab=url' });
    expect(screen.getByTestId('scan-panel-url').textContent).toMatch(
      /Store Authenticity Analyzer page/,
    );
    expect(
      screen.getByRole('link', { name: 'Go to the store analyzer' }).getAttribute('href'),
    ).toBe('/analyze');
  });
});

const usageBar = () => screen.getByRole('meter', { name: 'Scans used this month' });

describe('ScanPage: usage counter', () => {
  it('counts the scans left on the free plan', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { scan: 1 } })) });
    renderPage();
    expect((await screen.findByTestId('scan-usage')).textContent).toContain(
      '1 scan remaining this month',
    );
    expect(usageBar().dataset.colour).toBe('normal');
    expect(screen.queryByTestId('usage-limit-banner')).toBeNull();
  });

  it('turns the bar red and shows the limit banner at zero', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { scan: 2 } })) });
    renderPage();
    const banner = await screen.findByTestId('usage-limit-banner');
    expect(screen.getByTestId('scan-usage').textContent).toContain('0 scans remaining this month');
    expect(usageBar().dataset.colour).toBe('red');
    expect(banner.textContent).toContain(usageMessages.scanLimit(0));
    // The way on is the checkout inside /pricing with Premium chosen, and the banner is not
    // announced: it is the page's standing state, not the answer to anything.
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/pricing?plan=premium');
    expect(banner.getAttribute('role')).toBeNull();
  });

  it('says Unlimited scans on a paid plan', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })) });
    renderPage();
    expect((await screen.findByTestId('scan-usage')).textContent).toBe('Unlimited scans');
    expect(screen.queryByRole('meter')).toBeNull();
  });
});

describe('ScanPage: manual entry', () => {
  it.each(['1234567', 'abcdefgh', '123456789012345', '4006381333932'])(
    "refuses '%s' without asking the server",
    (code) => {
      const api = fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
      renderPage();
      typeBarcode(code);
      expect(screen.getByText(productMessages.invalidBarcode)).toBeTruthy();
      expect(api.calls.some((c) => c.path.includes('/barcode/'))).toBe(false);
    },
  );
});

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

describe('ScanPage: scan history', () => {
  const codes = Array.from({ length: 11 }, (_, i) =>
    withCheckDigit(`400638133${String(i).padStart(3, '0')}`),
  );

  it('keeps the latest 10, newest first, numbered, one entry per code', async () => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      ...Object.fromEntries(
        codes.map((c) => [barcodeRoute(c), () => json(aProduct({ barcode: c, name: `P ${c}` }))]),
      ),
    });
    renderPage();

    // Act
    for (const code of codes) {
      typeBarcode(code);
      await screen.findByRole('heading', { name: `P ${code}` });
    }
    typeBarcode(codes[3]!);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('scan-history')).getAllByRole('listitem')[0]!.textContent,
      ).toContain(codes[3]),
    );

    // Assess
    const items = within(screen.getByTestId('scan-history')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const shown = items.map((li) => codes.find((c) => li.textContent?.includes(c)));
    expect(shown).toEqual([
      codes[3],
      ...[...codes]
        .reverse()
        .filter((c) => c !== codes[3])
        .slice(0, 9),
    ]);
    expect(items[0]!.textContent).toMatch(/^1/);
    expect(items[9]!.textContent).toMatch(/^10/);
  });

  it("reads the user's own history and looks a chosen entry up again", async () => {
    // Prepare
    localStorage.setItem(
      scanHistoryKey('user-7'),
      JSON.stringify([
        { barcode: CODE, timestamp: '2026-11-20T10:00:00.000Z', productName: 'Pen' },
      ]),
    );
    localStorage.setItem(
      scanHistoryKey('someone-else'),
      JSON.stringify([{ barcode: '96385074', timestamp: '2026-11-20T10:00:00.000Z' }]),
    );
    const api = fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
    });
    renderPage({ userId: 'user-7' });
    expect(screen.queryByText('96385074')).toBeNull();

    // Act
    fireEvent.click(screen.getByRole('button', { name: `Look up ${CODE}, Pen again` }));

    // Assess
    expect(await screen.findByTestId('known-product')).toBeTruthy();
    expect(api.count(barcodeRoute(CODE))).toBe(1);
  });
});

describe('ScanPage: screenshot and QR images', () => {
  it('refuses a file that is not an image, and one over 10 MB, without decoding', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=screenshot' });
    expect(screen.getByText('Supports JPG, PNG, WebP. Max file size: 10MB')).toBeTruthy();
    expect(screen.getByTestId('image-input-any').getAttribute('accept')).toBe('image/*');

    upload(pngFile(100, 'application/pdf', 'doc.pdf'));
    expect(screen.getByTestId('image-problem').textContent).toMatch(/not an image/);

    upload(pngFile(10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('image-problem').textContent).toMatch(/larger than 10MB/);
    expect(decoder.decodeImageFile).not.toHaveBeenCalled();
  });

  it('says so when an image holds no code', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=screenshot' });
    upload(pngFile());
    expect((await screen.findByTestId('image-problem')).textContent).toBe(
      'No barcode or QR code found in this image',
    );
    expect(decoder.decodeImageFile).toHaveBeenCalledWith(expect.any(File), 'any');
  });

  it('looks up a barcode read from a screenshot', async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(aProduct()),
    });
    const { decoder } = renderPage({ route: '/scan?tab=screenshot' });
    decoder.decodeImageFile.mockResolvedValue({ text: CODE, format: 'ean_13' });
    upload(pngFile());
    expect(await screen.findByTestId('known-product')).toBeTruthy();
  });

  it('shows the text of a QR code as it is, not as a link', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=qr' });
    decoder.decodeImageFile.mockResolvedValue({ text: 'WIFI:S:Home;T:WPA;;', format: 'qr_code' });
    upload(pngFile(), 'image-input-qr');
    const shown = await screen.findByTestId('decoded-content');
    expect(shown.textContent).toContain('WIFI:S:Home;T:WPA;;');
    expect(within(shown).queryAllByRole('link')).toHaveLength(0);
    expect(decoder.decodeImageFile).toHaveBeenCalledWith(expect.any(File), 'qr');
  });

  it("opens this app's product page from a QR code that links to it", async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=qr' });
    decoder.decodeImageFile.mockResolvedValue({
      text: `${window.location.origin}/products/p-42`,
      format: 'qr_code',
    });
    upload(pngFile(), 'image-input-qr');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/p-42'));
  });

  it('shows a web address from a QR code as a link, with no verdict', async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=qr' });
    decoder.decodeImageFile.mockResolvedValue({
      text: 'https://shop.example/item',
      format: 'qr_code',
    });
    upload(pngFile(), 'image-input-qr');
    const link = within(await screen.findByTestId('decoded-content')).getByRole('link', {
      name: 'https://shop.example/item',
    });
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('ScanPage: scanning with the camera', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installBrowserStandIns();
  });

  it('closes the scanner and shows the limit message when the server refuses the scan (429)', async () => {
    // Prepare: the page still counts one scan left; the server knows better (another device
    // used it), and it decides.
    const message = usageMessages.scanLimit(0);
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ used: { scan: 1 } })),
      [barcodeRoute(CODE)]: () => json({ message }, 429),
    });
    const { decoder, camera } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy();

    // Act
    decoder.see(CODE);
    await settle(2_000);
    await settle();

    // Assess
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(camera.allStopped()).toBe(true);
    // One banner, announced, over no toast; the counter's own banner steps aside.
    expect(toastMessages()).toEqual([]);
    expect(screen.getByTestId('scan-limit-banner').textContent).toContain(message);
    expect(screen.getByTestId('scan-limit-banner').getAttribute('role')).toBe('alert');
    expect(document.querySelectorAll('.limit-banner')).toHaveLength(1);
  });

  it('looks a scanned code up after Processing, and Scan Another Product opens the scanner again', async () => {
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
      [barcodeRoute(CODE)]: () => json(aProduct()),
    });
    const { decoder } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await settle();
    decoder.see(CODE);
    expect(screen.getByTestId('scanner-processing')).toBeTruthy();
    await settle(2_000);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('known-product')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('scan-result'));
    expect(toastMessages()).toEqual([productMessages.scanned(CODE)]);

    fireEvent.click(screen.getByRole('button', { name: 'Scan Another Product' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Scan Barcode' })).toBeTruthy();
    expect(screen.queryByTestId('scan-result')).toBeNull();
  });

  it("opens a QR scanner titled 'Scan QR Code' that reads QR codes", async () => {
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });
    const { decoder } = renderPage({ route: '/scan?tab=qr' });
    fireEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Scan QR Code' })).toBeTruthy();
    expect(decoder.options()?.formats).toBe('qr');
    decoder.see('hello there', 'qr_code');
    await settle(2_000);
    expect(screen.getByTestId('decoded-content').textContent).toContain('hello there');
  });
});
