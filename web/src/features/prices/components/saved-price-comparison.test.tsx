import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { fakeApi } from '../../../test/api-fixtures';
import { openOfflineDb } from '../../../lib/offline/offline-db';
import { cachePriceComparison } from '../../../lib/offline/price-comparison-cache';
import { aMarket, PRODUCT_ID } from '../test/price-fixtures';
import { signedIn } from '../../../test/render-at';
import { pricesApi, renderSection, storeCards } from '../test/section-test-kit';
import { freshOfflineStoreEachTest } from '../../../test/offline-store';

const SAVED_AT = Date.UTC(2026, 10, 20, 12);

freshOfflineStoreEachTest();

describe('the price comparison without a connection', () => {
  it('shows the comparison saved on this device, as it was, saying when', async () => {
    // Prepare
    onlineManager.setOnline(false);
    fakeApi({});
    await cachePriceComparison('', aMarket(), SAVED_AT);

    // Act
    renderSection();

    // Assess
    const cards = await storeCards();
    expect(Object.keys(cards)).toEqual(aMarket().stores.map((s) => s.name));
    expect(screen.getByTestId('saved-copy-note').textContent).toContain(
      'as compared on Nov 20, 2026, saved on this device. They may have changed since.',
    );
    expect(screen.queryByTestId('compare-prices')).toBeNull();
  });

  it('offers a signed-in shopper the price report, which waits for the connection', async () => {
    // Prepare
    onlineManager.setOnline(false);
    fakeApi({});

    // Act
    renderSection(signedIn());

    // Assess
    expect(await screen.findByRole('button', { name: 'Report a price' })).toBeTruthy();
  });

  it('points a guest to sign in to report a price', async () => {
    // Prepare
    onlineManager.setOnline(false);
    fakeApi({});

    // Act
    renderSection();

    // Assess
    expect(await screen.findByRole('link', { name: 'Log in to report it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report a price' })).toBeNull();
  });

  it('says comparing needs a connection when none was saved', async () => {
    // Prepare
    onlineManager.setOnline(false);
    fakeApi({});

    // Act
    renderSection();

    // Assess
    expect(await screen.findByTestId('comparison-needs-connection')).toBeTruthy();
  });
});

describe('the price comparison online', () => {
  it('saves the comparison over every store once drawn', async () => {
    // Prepare
    pricesApi();

    // Act
    renderSection();
    await storeCards();

    // Assess
    await expect
      .poll(
        async () =>
          (await (await openOfflineDb()).get('price-comparisons', PRODUCT_ID))?.comparison,
      )
      .toEqual(aMarket());
  });
});
