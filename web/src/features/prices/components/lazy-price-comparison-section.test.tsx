/**
 * The section's code loads after the product; until it is in, the section's box
 * holds its loading layout, then the section takes over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render-at';
import { controlledFrames } from '../../../test/controlled-frames';
import { aPricedProduct, pricesApi } from '../test/section-test-kit';
import { ALLOWANCE_ROUTE, TREND_ROUTE } from '../test/price-fixtures';
import { LazyPriceComparisonSection } from './lazy-price-comparison-section';

describe('LazyPriceComparisonSection', () => {
  it("holds the section's loading layout while its code loads, then shows the section", async () => {
    // Prepare
    pricesApi();
    const product = aPricedProduct();

    // Act
    renderAt(
      `/products/${product.id}`,
      '/products/:id',
      <LazyPriceComparisonSection product={product} />,
    );

    // Assess: the title and boxes for the rest, no comparison's skeletons: none runs unasked.
    const placeholder = screen.getByTestId('price-comparison-placeholder');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(
      within(placeholder).getByRole('heading', { name: 'Price comparison', level: 2 }),
    ).toBeTruthy();
    expect(within(placeholder).queryByTestId('price-summary-skeleton')).toBeNull();
    expect(within(placeholder).queryByTestId('store-cards-skeleton')).toBeNull();

    // Assess: the section replaces it.
    expect(await screen.findByTestId('price-comparison')).toBeTruthy();
    expect(screen.queryByTestId('price-comparison-placeholder')).toBeNull();
  });

  describe('after the product has been drawn', () => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it("asks for the section's code and data only after the frame that showed the product", async () => {
      // Prepare
      const browser = controlledFrames();
      const api = pricesApi();
      const product = aPricedProduct();
      renderAt(
        `/products/${product.id}`,
        '/products/:id',
        <LazyPriceComparisonSection product={product} />,
      );

      // Act and assess: the first frame's callback comes before that frame is on the screen.
      browser.drawFrame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByTestId('price-comparison-placeholder')).toBeTruthy();
      expect(api.count(TREND_ROUTE) + api.count(ALLOWANCE_ROUTE)).toBe(0);
      browser.drawFrame();
      browser.goIdle();

      // Assess: then the section comes, with its data.
      expect(await screen.findByTestId('price-comparison')).toBeTruthy();
      await vi.waitFor(() => expect(api.count(TREND_ROUTE)).toBeGreaterThan(0));
    });
  });
});
