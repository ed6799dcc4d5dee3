/**
 * The store card as a product's own offer makes it (the scan result card, a refused comparison):
 * the total by the spec's rule, and nothing a comparison would add shown as if it were known.
 * The comparison's cards (source, Omnibus check, counterfeit warning, best deal) are tested with
 * the price comparison section.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { aStoreOffer } from '../../test/api-fixtures';
import { StoreCardList, storeCardOfferOf, type StoreCardOptions } from './store-card';

const renderCards = (offers: StoreOffer[], options: StoreCardOptions = {}) =>
  render(
    <MemoryRouter>
      <StoreCardList offers={offers.map(storeCardOfferOf)} {...options} />
    </MemoryRouter>,
  );

const card = (store: string) => {
  const found = screen.getAllByTestId('store-card').find((c) => c.dataset.store === store);
  if (!found) throw new Error(`No card for ${store}`);
  return within(found);
};

describe('StoreCard of a product offer', () => {
  it('totals price and shipping, as the comparison does (free shipping adds nothing)', () => {
    // Prepare + Act
    renderCards([
      aStoreOffer({
        name: 'Amazon',
        price: 9.99,
        shipping: { free: true, cost: 0, estimatedDays: 2 },
      }),
      aStoreOffer({
        name: 'Target',
        price: 10.5,
        originalPrice: undefined,
        discountPercentage: undefined,
        shipping: { free: false, cost: 4.99, estimatedDays: 5 },
      }),
    ]);

    // Assess
    expect(card('Amazon').getByTestId('total-cost').textContent).toBe('$9.99');
    expect(card('Amazon').getByText('$9.99 + free shipping')).toBeTruthy();
    expect(card('Target').getByTestId('total-cost').textContent).toBe('$15.49');
    expect(card('Target').getByText('$10.50 + $4.99 shipping')).toBeTruthy();
    expect(card('Target').getByText('Shipping $4.99 · arrives in about 5 days')).toBeTruthy();
  });

  it('shows a claimed discount as the store claims it, said to be unchecked, and no source', () => {
    // Prepare + Act
    renderCards([aStoreOffer({ price: 9.99, originalPrice: 12.49, discountPercentage: 20 })]);

    // Assess: no Omnibus verdict is made up, nor the source of the price.
    const discount = card('Amazon').getByTestId('discount');
    expect(discount.textContent).toContain("Store's was-price $12.49 (claims 20% off)");
    expect(discount.textContent).toContain(
      "Not checked against the store's prices of the last 30 days here",
    );
    expect(discount.querySelector('s')).toBeNull();
    expect(card('Amazon').queryByText(/Source:/)).toBeNull();
    expect(card('Amazon').queryByTestId('counterfeit-warning')).toBeNull();
    expect(card('Amazon').queryByText('Best deal')).toBeNull();
  });

  it('shows no discount when the store claims none', () => {
    renderCards([aStoreOffer({ originalPrice: undefined, discountPercentage: undefined })]);
    expect(card('Amazon').queryByTestId('discount')).toBeNull();
  });

  it('names the store one level below the list, and offers the store analyzer when asked', () => {
    // Prepare + Act
    renderCards([aStoreOffer()], { headingLevel: 5, analyzeLink: true });

    // Assess
    expect(card('Amazon').getByRole('heading', { name: 'Amazon', level: 5 })).toBeTruthy();
    expect(card('Amazon').getByText('Trust 95 · Trusted store').dataset.band).toBe('green');
    expect(
      card('Amazon')
        .getByRole('link', { name: 'Analyze store authenticity of Amazon' })
        .getAttribute('href'),
    ).toBe(`/analyze?url=${encodeURIComponent('https://www.amazon.com/dp/B000')}`);
  });

  it('links only a web address, and offers no analyzer by default', () => {
    // Prepare + Act
    renderCards([aStoreOffer(), aStoreOffer({ name: 'Corner Shop', url: 'javascript:alert(1)' })]);

    // Assess
    expect(card('Amazon').getByRole('heading', { name: 'Amazon', level: 4 })).toBeTruthy();
    expect(
      card('Amazon')
        .getByRole('link', { name: /Visit Amazon/ })
        .getAttribute('href'),
    ).toBe('https://www.amazon.com/dp/B000');
    expect(card('Amazon').queryByRole('link', { name: /Analyze store/ })).toBeNull();
    expect(card('Corner Shop').queryByRole('link')).toBeNull();
  });
});

describe('StoreCard of a merchant offer', () => {
  it("marks a price the store published itself as the merchant's own, and no other", () => {
    // Prepare
    const offers = [
      { ...storeCardOfferOf(aStoreOffer({ name: 'Corner Shop' })), source: 'merchant' as const },
      { ...storeCardOfferOf(aStoreOffer({ name: 'Walmart' })), source: 'shopper' as const },
    ];

    // Act
    render(
      <MemoryRouter>
        <StoreCardList offers={offers} />
      </MemoryRouter>,
    );

    // Assess
    expect(card('Corner Shop').getByTestId('merchant-price').textContent).toBe(
      "The merchant's own price",
    );
    expect(card('Corner Shop').getByText(/Source: The merchant's own price/)).toBeTruthy();
    expect(card('Walmart').queryByTestId('merchant-price')).toBeNull();
  });
});
