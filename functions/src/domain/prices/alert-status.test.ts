import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '@shop-scanner/shared/prices';
import { currentPriceForAlert, displayedAlertStatus, priceAlertView } from './alert-status';
import { anOffer } from './price-fixtures';

const anAlert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'a-1',
  productId: 'p-1',
  storeName: null,
  targetPrice: 20,
  isActive: true,
  triggeredAt: null,
  createdAt: '2025-06-01T00:00:00.000Z',
  ...overrides,
});

describe('displayedAlertStatus', () => {
  it('is inactive when not active, whatever else holds', () => {
    const alert = anAlert({ isActive: false, triggeredAt: '2025-06-02T00:00:00.000Z' });

    expect(displayedAlertStatus(alert, 10)).toBe('inactive');
  });

  it('is triggered when it has a triggeredAt, even with the price at the target', () => {
    const alert = anAlert({ triggeredAt: '2025-06-02T00:00:00.000Z' });

    expect(displayedAlertStatus(alert, 10)).toBe('triggered');
  });

  it.each([
    [20, 'ready'],
    [19.99, 'ready'],
    [20.01, 'active'],
    [null, 'active'],
  ] as const)('with the current price at %s it is %s', (price, status) => {
    expect(displayedAlertStatus(anAlert({ targetPrice: 20 }), price)).toBe(status);
  });

  it('compares to the cent: 0.1 + 0.2 reaches a target of 0.3', () => {
    expect(displayedAlertStatus(anAlert({ targetPrice: 0.3 }), 0.1 + 0.2)).toBe('ready');
  });
});

describe('currentPriceForAlert', () => {
  const offers = [
    anOffer('Walmart', 22),
    anOffer('Target', 18, { inStock: false }),
    anOffer('Best Buy', 21),
  ];

  it('takes the lowest in-stock price for an alert on any store', () => {
    expect(currentPriceForAlert({ storeName: null }, offers)).toBe(21);
  });

  it("takes the named store's price, however its name is written", () => {
    expect(currentPriceForAlert({ storeName: ' walmart ' }, offers)).toBe(22);
  });

  it('has no current price when the named store is out of stock or unknown', () => {
    expect(currentPriceForAlert({ storeName: 'Target' }, offers)).toBeNull();
    expect(currentPriceForAlert({ storeName: 'Costco' }, offers)).toBeNull();
  });
});

describe('priceAlertView', () => {
  it('adds the status and the price it was judged on', () => {
    const view = priceAlertView(anAlert({ targetPrice: 21 }), [anOffer('Best Buy', 21)]);

    expect(view).toMatchObject({ id: 'a-1', status: 'ready', currentPrice: 21 });
  });
});
