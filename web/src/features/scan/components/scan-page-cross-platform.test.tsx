/**
 * The parts the route composes into the scan page: the url tab's body, and the
 * cross-platform search a known product's card opens below itself, prefilled from the product.
 * The real panel is the cross-platform feature's; here a stand-in shows what it was handed.
 */
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct, aStoreOffer, aSubscription, fakeApi, json } from '../../../test/api-fixtures';
import type { CrossPlatformPrefill } from '../cross-platform-prefill';
import {
  barcodeRoute,
  fakeDecoder,
  isolateEachTest,
  renderWithApp,
  SUBSCRIPTION_ROUTE,
  typeBarcode,
} from '../test/scan-test-kit';
import { ScanPage } from './scan-page';

isolateEachTest();

const CODE = '4006381333931';
const OTHER = '5000112548167';

const product = aProduct({
  barcode: CODE,
  stores: [
    aStoreOffer({ name: 'Target', url: 'https://www.target.com/p/1', price: 8, inStock: false }),
    aStoreOffer({ name: 'Walmart', url: 'https://www.walmart.com/ip/1', price: 11 }),
    aStoreOffer({ name: 'Amazon', url: 'https://www.amazon.com/dp/B000', price: 9.5 }),
  ],
});

const StandIn = ({ prefill }: { prefill: CrossPlatformPrefill }) => (
  <div data-testid="panel-stand-in">{JSON.stringify(prefill)}</div>
);

const renderPage = ({
  route = '/scan',
  urlTab,
  renderCrossPlatform = vi.fn((prefill: CrossPlatformPrefill) => <StandIn prefill={prefill} />),
}: {
  route?: string;
  urlTab?: ReactNode;
  renderCrossPlatform?: (prefill: CrossPlatformPrefill) => ReactNode;
} = {}) => {
  renderWithApp(
    <ScanPage
      loadDecoder={fakeDecoder().load}
      urlTab={urlTab}
      renderCrossPlatform={renderCrossPlatform}
    />,
    { route },
  );
  return { renderCrossPlatform };
};

const findButton = () =>
  screen.findByRole('button', { name: 'Find This Product on Other Platforms' });

describe('ScanPage: the url tab', () => {
  it('shows the url check the route gives it', () => {
    // Prepare
    fakeApi({ [SUBSCRIPTION_ROUTE]: () => json(aSubscription()) });

    // Act
    renderPage({ route: '/scan?tab=url', urlTab: <p>Product URL check</p> });

    // Assess
    const panel = screen.getByTestId('scan-panel-url');
    expect(within(panel).getByText('Product URL check')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Go to the store analyzer' })).toBeNull();
  });
});

describe("ScanPage: 'Find This Product on Other Platforms'", () => {
  it('opens the search below the card, prefilled from the product, and closes it again', async () => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(product),
    });
    renderPage();
    typeBarcode(CODE);
    const button = await findButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('scan-cross-platform')).toBeNull();

    // Act
    fireEvent.click(button);

    // Assess
    const section = screen.getByTestId('scan-cross-platform');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(section.id);
    expect(
      section.compareDocumentPosition(screen.getByTestId('scan-result')) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(JSON.parse(within(section).getByTestId('panel-stand-in').textContent ?? '')).toEqual({
      originalUrl: 'https://www.amazon.com/dp/B000',
      productName: product.name,
      barcode: CODE,
      category: product.category,
      brand: product.brand,
    });

    fireEvent.click(button);
    expect(screen.queryByTestId('scan-cross-platform')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the search when another code is looked up', async () => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json(product),
      [barcodeRoute(OTHER)]: () => json(aProduct({ id: 'p-2', barcode: OTHER, name: 'Other' })),
    });
    renderPage();
    typeBarcode(CODE);
    fireEvent.click(await findButton());
    expect(screen.getByTestId('scan-cross-platform')).toBeTruthy();

    // Act
    typeBarcode(OTHER);

    // Assess
    await screen.findByRole('heading', { name: 'Other' });
    expect(screen.queryByTestId('scan-cross-platform')).toBeNull();
    expect((await findButton()).getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the original address empty for a product no store sells', async () => {
    // Prepare
    fakeApi({
      [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
      [barcodeRoute(CODE)]: () => json({ ...product, stores: [] }),
    });
    const { renderCrossPlatform } = renderPage();
    typeBarcode(CODE);

    // Act
    fireEvent.click(await findButton());

    // Assess
    expect(renderCrossPlatform).toHaveBeenLastCalledWith(
      expect.objectContaining({ originalUrl: '', productName: product.name, barcode: CODE }),
    );
  });
});
