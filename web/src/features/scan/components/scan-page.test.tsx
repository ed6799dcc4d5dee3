import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { productMessages, usageMessages } from '@shop-scanner/shared/messages';
import { scanHistoryKey } from '../scan-history';
import { aProduct, aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import {
  barcodeRoute,
  installBrowserStandIns,
  isolateEachTest,
  renderScanPage as renderPage,
  settle,
  SUBSCRIPTION_ROUTE,
  toastMessages,
  typeBarcode,
} from '../test/scan-test-kit';

const CODE = '4006381333931';

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
