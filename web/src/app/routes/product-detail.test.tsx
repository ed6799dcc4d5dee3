/**
 * /products/{id} as the route composes it: the product page with the price
 * comparison section of the prices feature, which compares the loaded product when asked.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct, aStoreOffer, fakeApi, json } from '../../test/api-fixtures';
import { renderAt } from '../../test/render-at';
import { aMarket, anAllowance } from '../../features/prices/test/price-fixtures';
import { Component as ProductDetailRoute } from './product-detail';

describe('/products/{id}', () => {
  it('shows the product with its price comparison section', async () => {
    // Prepare
    const product = aProduct({ id: 'p-1', stores: [aStoreOffer()] });
    const api = fakeApi({
      '/api/products/p-1': () => json(product),
      '/api/products/p-1/edits': () => json([]),
      'GET /api/products/p-1/price-comparison/allowance': () => json(anAllowance()),
      'GET /api/products/p-1/price-comparison': () => json(aMarket()),
    });

    // Act
    renderAt('/products/p-1', '/products/:id', <ProductDetailRoute />);

    // Assess: the section, with nothing compared until asked.
    // The section's code is a lazy chunk: on a busy machine its import takes more than a second.
    const section = await screen.findByTestId('price-comparison', {}, { timeout: 5000 });
    expect(
      within(section).getByRole('heading', { name: 'Price comparison', level: 2 }),
    ).toBeTruthy();
    const compare = await within(section).findByRole('button', {
      name: 'Compare prices · 1 of 2 left this month',
    });
    expect(api.callsTo('GET /api/products/p-1/price-comparison')).toHaveLength(0);

    // Act
    fireEvent.click(compare);

    // Assess
    expect(await within(section).findAllByTestId('store-card')).toHaveLength(3);
    expect(api.callsTo('GET /api/products/p-1/price-comparison')).toHaveLength(1);
  });
});
