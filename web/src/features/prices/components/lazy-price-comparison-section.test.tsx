/**
 * The section's code loads after the product; until it is in, the section's box
 * holds its loading layout, then the section takes over.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render-at';
import { aPricedProduct, pricesApi } from '../test/section-test-kit';
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
});
