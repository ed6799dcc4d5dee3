/**
 * The scan page's url tab body: the empty field's message, a product page
 * found in the catalogue, one publishing no structured data, and a refusal at the limit.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { usageMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { aSubscription, fakeApi, json, type Routes } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  aCatalogueMatch,
  anEntry,
  anUnknownReport,
  aProductPageCheck,
  PRODUCT_PAGE_ROUTE,
  someFacts,
  SUBSCRIPTION_ROUTE,
} from '../test/analysis-fixtures';
import { isolateEachTest, submitUrl, toastMessages } from '../test/analyze-test-kit';
import { LazyProductUrlCheck } from './lazy-product-url-check';
import { ProductUrlCheck } from './product-url-check';

isolateEachTest();

const renderCheck = () => renderAt('/scan?tab=url', '/scan', <ProductUrlCheck />, signedIn());

const apiWith = (routes: Routes) =>
  fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()), ...routes });

const field = /Product URL/;
const button = 'Check Product';
const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe('ProductUrlCheck: the field', () => {
  it("says 'Please enter a product URL' for an empty field and sends nothing", async () => {
    // Prepare
    const api = apiWith({});
    renderCheck();

    // Act
    submitUrl(field, '  ', button);

    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(
      storeAnalysisMessages.productUrlRequired,
    );
    expect(screen.getByLabelText(field).getAttribute('type')).toBe('url');
    expect(api.count(PRODUCT_PAGE_ROUTE)).toBe(0);
  });

  it("says 'Invalid URL format' for what is no web address", async () => {
    // Prepare
    const api = apiWith({});
    renderCheck();

    // Act
    submitUrl(field, 'javascript:alert(1)', button);

    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(storeAnalysisMessages.invalidUrl);
    expect(api.count(PRODUCT_PAGE_ROUTE)).toBe(0);
  });
});

describe('ProductUrlCheck: what was found', () => {
  it('shows the product as the page published it, its catalogue match and the store verdict', async () => {
    // Prepare
    const api = apiWith({ [PRODUCT_PAGE_ROUTE]: () => json(aProductPageCheck()) });
    renderCheck();

    // Act
    submitUrl(field, 'https://brand.example/products/point-88', button);

    // Assess: the facts, each with where it was read.
    await screen.findByTestId('product-url-result');
    expect(api.calls.find((c) => c.path === '/api/store-analysis/product-page')?.body).toEqual({
      url: 'https://brand.example/products/point-88',
    });
    expect(text('fact-name')).toBe('NameStabilo Point 88 Fineliner, 10 pack (from JSON-LD)');
    expect(text('fact-price')).toBe('Price$12.49 (from JSON-LD)');
    expect(text('fact-brand')).toBe('BrandStabilo (from microdata)');
    expect(text('fact-gtin')).toBe('GTIN (barcode)4006381333931 (from JSON-LD)');
    expect(text('fact-availability')).toBe('AvailabilityIn stock (from JSON-LD)');
    const images = within(screen.getByTestId('fact-images'));
    expect(images.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://brand.example/cdn/point88-front.jpg',
      'https://brand.example/cdn/point88-back.jpg',
    ]);
    expect(images.getByText(/from Open Graph/)).toBeTruthy();
    expect(screen.queryByTestId('fact-description')).toBeNull();
    expect(document.querySelector('img')).toBeNull();

    // Assess: the catalogue match.
    const match = within(screen.getByTestId('catalogue-match'));
    expect(
      match.getByRole('link', { name: 'Stabilo Point 88 Fineliner' }).getAttribute('href'),
    ).toBe('/products/p-1');
    expect(text('catalogue-matched-by')).toBe('Matched by barcode');
    expect(text('catalogue-average')).toBe('$12.50');
    expect(text('catalogue-lowest')).toBe('$10.00');

    // Assess: the store's verdict, compact, and the toast.
    const verdict = screen.getByTestId('store-verdict');
    expect(within(verdict).getByTestId('verdict-score').textContent).toContain('78');
    expect(within(verdict).getByTestId('verdict-cached')).toBeTruthy();
    expect(toastMessages()).toEqual([storeAnalysisMessages.completed]);
  });

  it('says how similar a product matched by name is', async () => {
    // Prepare
    apiWith({
      [PRODUCT_PAGE_ROUTE]: () =>
        json(
          aProductPageCheck({
            catalogueMatch: aCatalogueMatch({
              matchedBy: 'name',
              similarity: 87,
              lowestPrice: null,
            }),
          }),
        ),
    });
    renderCheck();

    // Act
    submitUrl(field, 'https://brand.example/products/point-88', button);

    // Assess
    await screen.findByTestId('product-url-result');
    expect(text('catalogue-matched-by')).toBe('Matched by name, 87 % similar');
    expect(text('catalogue-lowest')).toBe('No price yet');
  });

  it('clamps a long description and lets the shopper read all of it', async () => {
    // Prepare: a description longer than its clamped box (jsdom lays nothing out: the box's
    // heights are given).
    const description = 'Archival pigment ink, a 0.4 mm fibre tip. '.repeat(40).trim();
    apiWith({
      [PRODUCT_PAGE_ROUTE]: () =>
        json(
          aProductPageCheck({
            facts: someFacts({ description, sources: { description: 'json-ld' } }),
          }),
        ),
    });
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('url-check__description') ? 480 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('url-check__description--full') ? 480 : 96;
    });
    renderCheck();
    submitUrl(field, 'https://brand.example/products/point-88', button);
    const fact = within(await screen.findByTestId('fact-description'));
    const more = fact.getByRole('button', { name: 'Show the full description' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    // Act
    fireEvent.click(more);

    // Assess: all of it, and the way back.
    const less = fact.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    const text = document.getElementById(less.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toBe(description);
    expect(text?.classList.contains('url-check__description--full')).toBe(true);
    expect(fact.getByText(/from JSON-LD/)).toBeTruthy();
  });

  it('shows every price the page published when they disagree, and which one is used', async () => {
    // Prepare: a sale in Open Graph the JSON-LD does not show (as on Rejuvenation's real page).
    const facts = someFacts({
      price: 120,
      sources: { ...someFacts().sources, price: 'open-graph' },
      otherPrices: [{ price: 150, currency: 'USD', source: 'json-ld' }],
    });
    apiWith({ [PRODUCT_PAGE_ROUTE]: () => json(aProductPageCheck({ facts })) });
    renderCheck();

    // Act
    submitUrl(field, 'https://www.rejuvenation.com/catalog/products/keystick', button);

    // Assess
    await screen.findByTestId('product-url-result');
    expect(text('fact-price')).toBe(
      'Price$120.00 (from Open Graph) The lower price is used; the page also says $150.00 (in JSON-LD).',
    );
    expect(screen.queryByTestId('product-facts-read-in-part')).toBeNull();
  });

  it('says when only the first part of a long page was read', async () => {
    // Prepare
    const readInPart =
      "read in part: the first 2.0 MB of a longer page (its top, where the product's name and price are shown)";
    apiWith({ [PRODUCT_PAGE_ROUTE]: () => json(aProductPageCheck({ readInPart })) });
    renderCheck();

    // Act
    submitUrl(field, 'https://www.amazon.com/gp/product/B0057OC5O8/', button);

    // Assess
    await screen.findByTestId('product-url-result');
    expect(text('product-facts-read-in-part')).toBe(`This page was ${readInPart}.`);
    expect(screen.queryByTestId('fact-other-prices')).toBeNull();
  });

  it('offers no button for a description that fits', async () => {
    // Prepare
    apiWith({
      [PRODUCT_PAGE_ROUTE]: () =>
        json(aProductPageCheck({ facts: someFacts({ description: 'A fine pen.' }) })),
    });
    renderCheck();

    // Act
    submitUrl(field, 'https://brand.example/products/point-88', button);

    // Assess
    const fact = within(await screen.findByTestId('fact-description'));
    expect(fact.getByText('A fine pen.')).toBeTruthy();
    expect(fact.queryByRole('button')).toBeNull();
  });

  it('shows nothing invented for a page without structured data, and says so', async () => {
    // Prepare
    apiWith({
      [PRODUCT_PAGE_ROUTE]: () =>
        json(
          aProductPageCheck({
            facts: { images: [], sources: {} },
            catalogueMatch: null,
            store: anEntry({ analysis: anUnknownReport() }),
          }),
        ),
    });
    renderCheck();

    // Act
    submitUrl(field, 'https://plain.example/item/1', button);

    // Assess
    await screen.findByTestId('product-url-result');
    expect(screen.getByTestId('product-facts-none')).toBeTruthy();
    for (const fact of ['name', 'price', 'brand', 'gtin', 'availability', 'images']) {
      expect(screen.queryByTestId(`fact-${fact}`)).toBeNull();
    }
    expect(text('catalogue-none')).toBe('Not in our catalogue');
    expect(screen.getByTestId('verdict-unknown')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/hologram|serial/i);
  });

  it('shows the limit banner when the store analysis is refused at the limit', async () => {
    // Prepare
    const limit = usageMessages.storeAnalysisLimit(0);
    apiWith({ [PRODUCT_PAGE_ROUTE]: () => json({ message: limit }, 429) });
    renderCheck();

    // Act
    submitUrl(field, 'https://third.example/item', button);

    // Assess
    expect((await screen.findByTestId('analysis-limit-banner')).textContent).toContain(limit);
    expect(screen.queryByTestId('product-url-result')).toBeNull();
  });

  it('keeps the form usable after a failure', async () => {
    // Prepare
    apiWith({ [PRODUCT_PAGE_ROUTE]: () => json({ message: 'boom' }, 502) });
    renderCheck();

    // Act
    submitUrl(field, 'https://shop.example/item', button);

    // Assess
    expect((await screen.findByTestId('analysis-failure')).textContent).toBe(
      storeAnalysisMessages.failedStore,
    );
    fireEvent.change(screen.getByLabelText(field), { target: { value: 'https://shop.example/b' } });
    expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false);
  });
});

describe('LazyProductUrlCheck', () => {
  it('loads the url tab body on demand and works as the eager one', async () => {
    // Prepare
    const api = apiWith({ [PRODUCT_PAGE_ROUTE]: () => json(aProductPageCheck()) });

    // Act
    renderAt('/scan?tab=url', '/scan', <LazyProductUrlCheck />, signedIn());
    await screen.findByLabelText(field);
    submitUrl(field, 'brand.example/products/point-88', button);

    // Assess
    await screen.findByTestId('product-url-result');
    expect(api.calls.find((c) => c.path === '/api/store-analysis/product-page')?.body).toEqual({
      url: 'https://brand.example/products/point-88',
    });
  });
});
