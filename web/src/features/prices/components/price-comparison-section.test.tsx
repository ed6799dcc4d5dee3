/**
 * The price comparison section: the header's allowance and refresh, the
 * summary, every part of a store card (total cost, the checked discount, the counterfeit warning,
 * trust colours, stock, link), the unconfirmed reports, the filters and sort sent as query
 * parameters, and the states: loading, empty, error with Try Again, the limit banner.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usageMessages } from '@shop-scanner/shared/messages';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { json, pending } from '../../../test/api-fixtures';
import { signedIn } from '../../../test/render-at';
import {
  aComparedOffer,
  aComparison,
  aMarket,
  ALLOWANCE_ROUTE,
  anAllowance,
  COMPARISON_ROUTE,
  SUBSCRIPTION_ROUTE,
} from '../test/price-fixtures';
import {
  aPricedProduct,
  comparisonParams,
  isolateEachTest,
  pricesApi,
  renderSection,
  storeCards,
} from '../test/section-test-kit';
import { MAX_PRICE_DEBOUNCE_MS } from './comparison-filters-form';

isolateEachTest();

describe('PriceComparisonSection: a comparison only when asked for', () => {
  it('opens without comparing: Compare prices says how many remain, and compares when pressed', async () => {
    // Prepare: a free shopper who has not compared this product this month, one of two left.
    let compared = false;
    const api = pricesApi({
      [ALLOWANCE_ROUTE]: () =>
        json(anAllowance(compared ? { compared: true, remaining: 0 } : { remaining: 1 })),
      [COMPARISON_ROUTE]: () => {
        compared = true;
        return json(aMarket());
      },
    });

    // Act
    renderSection(signedIn());

    // Assess: nothing compared, nothing spent; the action says what it costs.
    const compare = await screen.findByRole('button', {
      name: 'Compare prices · 1 of 2 left this month',
    });
    expect(screen.queryByTestId('comparisons-remaining')).toBeNull();
    expect(screen.getByTestId('not-compared').textContent).toContain('each of the 3 stores');
    expect(api.count(COMPARISON_ROUTE)).toBe(0);

    // Act
    fireEvent.click(compare);

    // Assess: the comparison shows, the allowance is read again, Refresh replaces Compare.
    await storeCards();
    expect(api.count(COMPARISON_ROUTE)).toBe(1);
    await waitFor(() =>
      expect(screen.getByTestId('comparisons-remaining').textContent).toBe(
        '0 of 2 comparisons left this month, shared with searches',
      ),
    );
    expect(screen.getByRole('button', { name: 'Refresh prices' })).toBeTruthy();
    expect(screen.queryByTestId('compare-prices')).toBeNull();
  });

  it('shows a product compared this month at once, free, with no Compare prices', async () => {
    const api = pricesApi({
      [ALLOWANCE_ROUTE]: () => json(anAllowance({ compared: true, remaining: 0 })),
    });
    renderSection(signedIn());
    await storeCards();
    expect(api.count(COMPARISON_ROUTE)).toBe(1);
    expect(screen.queryByTestId('compare-prices')).toBeNull();
  });

  it("shows no count on a paid plan's Compare prices", async () => {
    const api = pricesApi({
      [ALLOWANCE_ROUTE]: () => json(anAllowance({ remaining: null, limit: null })),
    });
    renderSection(signedIn());
    await waitFor(() => expect(api.count(ALLOWANCE_ROUTE)).toBe(1));
    expect(screen.getByTestId('compare-prices').textContent).toBe('Compare prices');
    fireEvent.click(screen.getByTestId('compare-prices'));
    await waitFor(() =>
      expect(screen.getByTestId('comparisons-remaining').textContent).toBe('Unlimited comparisons'),
    );
  });

  it("gives a guest the same choice, and never asks for a guest's subscription", async () => {
    const api = pricesApi({ [ALLOWANCE_ROUTE]: () => json(anAllowance({ remaining: 2 })) });
    renderSection();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Compare prices · 2 of 2 left this month' }),
    );
    await storeCards();
    expect(api.count(SUBSCRIPTION_ROUTE)).toBe(0);
  });

  it('tells a shopper with nothing left at once, without filters and without asking', async () => {
    // Prepare
    const api = pricesApi({ [ALLOWANCE_ROUTE]: () => json(anAllowance({ remaining: 0 })) });

    // Act
    renderSection(signedIn());

    // Assess: the limit and the stores plainly; no comparison asked, no filters shown.
    const banner = await screen.findByTestId('comparison-limit-banner');
    expect(banner.textContent).toContain(usageMessages.comparisonLimitShort);
    expect(screen.queryByLabelText('In stock only')).toBeNull();
    expect(screen.queryByTestId('compare-prices')).toBeNull();
    expect(api.count(COMPARISON_ROUTE)).toBe(0);
  });
});

describe('PriceComparisonSection: the header', () => {
  it('refreshes the comparison with the same query when Refresh prices is pressed', async () => {
    // Prepare
    const api = pricesApi();
    renderSection();
    await storeCards();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));

    // Assess
    await waitFor(() => expect(api.count(COMPARISON_ROUTE)).toBe(2));
    const [first, second] = comparisonParams(api);
    expect(second).toEqual(first);
  });
});

describe('PriceComparisonSection: the summary and store cards', () => {
  it('shows the lowest price, the stores available, the potential savings and the best deal', async () => {
    pricesApi();
    renderSection();
    await storeCards();
    expect(screen.getByTestId('lowest-price').textContent).toBe('$9.99');
    expect(screen.getByTestId('stores-available').textContent).toBe('2 of 3 stores in stock');
    expect(screen.getByTestId('potential-savings').textContent).toBe('$0.76 (7%)');
    expect(screen.getByTestId('best-deal').textContent).toBe(
      'Best deal: Amazon, $9.99 with shipping, $0.76 (7%) below the average price of $10.75.',
    );
    expect(screen.getByTestId('comparison-status').textContent).toBe('3 stores sell it');
  });

  it('says what it cannot know when nothing is in stock', async () => {
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json(
          aComparison({
            stores: [aComparedOffer({ inStock: false })],
            inStockStores: 0,
            averagePrice: null,
            lowestPrice: null,
            bestDeal: null,
          }),
        ),
    });
    renderSection();
    await storeCards();
    expect(screen.getByTestId('lowest-price').textContent).toBe('None in stock');
    expect(screen.getByTestId('potential-savings').textContent).toBe('Unknown');
    expect(screen.queryByText('Best deal')).toBeNull();
  });

  it('shows each card: total cost, price and shipping, rating, trust colour, stock, update, source and link', async () => {
    pricesApi();
    renderSection();
    const { Amazon: amazon, Walmart: walmart, 'Corner Shop': corner } = await storeCards();

    expect(amazon!.getByTestId('total-cost').textContent).toBe('$9.99');
    expect(amazon!.getByText('$9.99 + free shipping')).toBeTruthy();
    expect(amazon!.getByText('Best deal')).toBeTruthy();
    expect(amazon!.getByText('Rated 4.6 of 5 (1,280 reviews)')).toBeTruthy();
    expect(amazon!.getByText('Trust 95 · Trusted store').getAttribute('data-band')).toBe('green');
    expect(amazon!.getByText('In Stock')).toBeTruthy();
    expect(amazon!.getByText(/Free shipping · arrives in about 2 days/)).toBeTruthy();
    expect(amazon!.getByText(/Updated Mar 2, 2026/)).toBeTruthy();
    expect(amazon!.getByText(/Source: Demo data/)).toBeTruthy();
    const link = amazon!.getByRole('link', { name: /Visit Amazon/ });
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B000');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(walmart!.getByTestId('total-cost').textContent).toBe('$16.00');
    expect(walmart!.getByText('$11.50 + $4.50 shipping')).toBeTruthy();
    expect(walmart!.getByText('Rated 4.0 of 5 (1 review)')).toBeTruthy();
    expect(walmart!.getByText('Trust 72 · Moderate risk').getAttribute('data-band')).toBe('yellow');
    expect(walmart!.queryByText('Best deal')).toBeNull();

    expect(corner!.getByText('Out of Stock')).toBeTruthy();
    expect(corner!.getByText('No rating yet')).toBeTruthy();
    expect(corner!.getByText('Trust 55 · High risk').getAttribute('data-band')).toBe('red');
    expect(corner!.getByText(/Source: Reported by a shopper/)).toBeTruthy();
    // A stored address that is not a web address is never made a link.
    expect(corner!.queryByRole('link')).toBeNull();
  });

  it('shows a checked discount, calls out a was-price not seen in 30 days, and says when it cannot judge yet', async () => {
    // Prepare
    const notSeen =
      'Was-price not seen in the last 30 days: lowest was $10.50; against it the discount is 5%';
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json(
          aComparison({
            stores: [
              aComparedOffer({
                name: 'Honest',
                originalPrice: 12.49,
                discountPercentage: 20,
                discountCheck: {
                  kind: 'confirmed',
                  lowest30d: 12.49,
                  realDiscountPercentage: 20,
                  text: 'Discount checked: the lowest price in the 30 days before the sale was $12.49',
                },
              }),
              aComparedOffer({
                name: 'Inflated',
                originalPrice: 19.99,
                discountPercentage: 50,
                discountCheck: {
                  kind: 'not-seen',
                  lowest30d: 10.5,
                  realDiscountPercentage: 5,
                  text: notSeen,
                },
              }),
              aComparedOffer({
                name: 'Newcomer',
                originalPrice: 11.99,
                discountPercentage: 17,
                discountCheck: {
                  kind: 'cannot-judge',
                  text: "Cannot check this discount yet: Newcomer's prices are on record for 4 days before the sale began, and 30 are needed",
                },
              }),
            ],
            totalStores: 3,
          }),
        ),
    });

    // Act
    renderSection();
    const { Honest: honest, Inflated: inflated, Newcomer: newcomer } = await storeCards();

    // Assess
    expect(honest!.getByTestId('discount').textContent).toContain('Was $12.49');
    expect(honest!.getByText(/20% off/)).toBeTruthy();
    expect(honest!.getByText(/Discount checked/)).toBeTruthy();

    expect(inflated!.getByRole('note').textContent).toBe(notSeen);
    expect(inflated!.getByText("Store's was-price $19.99 (claims 50% off)")).toBeTruthy();
    expect(inflated!.getByText('5% below its 30-day low')).toBeTruthy();
    // The invented was-price is not struck through as if it were real.
    expect(inflated!.getByTestId('discount').querySelector('s')).toBeNull();

    expect(newcomer!.getByText(/17% off/)).toBeTruthy();
    expect(newcomer!.getByText(/Cannot check this discount yet/)).toBeTruthy();
  });

  it('warns of a possible counterfeit with both facts, and shows the good-deal note with its series', async () => {
    const warning =
      '45% below the median price of 2 other stores ($18.00), from a store with a trust score of 40 (below 60): it may not be genuine';
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json(
          aComparison({
            stores: [
              aComparedOffer({
                name: 'Bargain Bin',
                trustScore: 40,
                counterfeitWarning: {
                  text: warning,
                  medianPrice: 18,
                  belowMedianPercentage: 45,
                  trustScore: 40,
                },
              }),
            ],
            goodDeal: {
              kind: 'near-low',
              totalCost: 9.99,
              low90d: 9.8,
              typical90d: 11,
              text: 'Good deal: $9.99 is within 5% of its 90-day low of $9.80',
              series: 'daily lowest in-stock total cost',
            },
          }),
        ),
    });
    renderSection();
    const { 'Bargain Bin': bin } = await storeCards();
    expect(bin!.getByTestId('counterfeit-warning').textContent).toBe(
      `Possible counterfeit: ${warning}`,
    );
    expect(screen.getByTestId('good-deal').textContent).toBe(
      'Good deal: $9.99 is within 5% of its 90-day low of $9.80 (daily lowest in-stock total cost)',
    );
  });

  it('lists unconfirmed shopper reports apart from the cards, with why', async () => {
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json(
          aComparison({
            unconfirmed: [
              {
                store: 'Target',
                price: 2.5,
                inStock: true,
                reportedAt: '2026-03-03T12:00:00.000Z',
                text: "Unconfirmed: $2.50 is below half the other stores' median of $9.99.",
              },
            ],
          }),
        ),
    });
    renderSection();
    await storeCards();
    const report = screen.getByTestId('unconfirmed-report');
    expect(report.textContent).toContain('Target: $2.50');
    expect(report.textContent).toContain('Mar 3, 2026');
    expect(report.textContent).toContain("below half the other stores' median");
    expect(screen.getAllByTestId('store-card').map((c) => c.dataset.store)).toEqual(['Amazon']);
    expect(screen.getByRole('heading', { name: 'Unconfirmed shopper reports' })).toBeTruthy();
  });
});

describe('PriceComparisonSection: filters and sort as query parameters', () => {
  it('asks for the cheapest first with no filters at first', async () => {
    const api = pricesApi();
    renderSection();
    await storeCards();
    expect(comparisonParams(api)).toEqual([{ sort: 'price:asc' }]);
  });

  it('sends each filter and the sort as it is chosen', async () => {
    // Prepare
    const api = pricesApi();
    renderSection();
    await storeCards();

    // Act
    fireEvent.change(screen.getByLabelText('Minimum rating'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('In stock only'));
    fireEvent.click(screen.getByLabelText('Free shipping'));
    fireEvent.click(screen.getByLabelText('Has a real discount'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating:desc' } });

    // Assess
    await waitFor(() =>
      expect(comparisonParams(api).at(-1)).toEqual({
        minRating: '4',
        inStockOnly: 'true',
        freeShipping: 'true',
        hasDiscount: 'true',
        sort: 'rating:desc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Clear filters (4)' })).toBeTruthy();
  });

  it('sends the maximum price once typing pauses, and refuses one that is not a price', async () => {
    // Prepare
    const api = pricesApi();
    renderSection();
    await storeCards();
    const field = screen.getByLabelText('Max price ($)');

    // Act
    fireEvent.change(field, { target: { value: '-3' } });

    // Assess: refused under the field, nothing sent.
    expect(screen.getByText(priceMessages.maxPriceInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, MAX_PRICE_DEBOUNCE_MS + 50));
    expect(api.count(COMPARISON_ROUTE)).toBe(1);

    // Act
    fireEvent.change(field, { target: { value: '12.5' } });

    // Assess
    await waitFor(() =>
      expect(comparisonParams(api).at(-1)).toEqual({ maxPrice: '12.5', sort: 'price:asc' }),
    );
    expect(screen.queryByText(priceMessages.maxPriceInvalid)).toBeNull();
  });

  it("shows 'No Stores Found' when the filters leave none, and Clear filters brings the stores back", async () => {
    // Prepare
    const api = pricesApi({
      [COMPARISON_ROUTE]: ({ url }) =>
        json(
          url.searchParams.has('freeShipping')
            ? aComparison({ stores: [], totalStores: 3 })
            : aMarket(),
        ),
    });
    renderSection();
    await storeCards();

    // Act
    fireEvent.click(screen.getByLabelText('Free shipping'));

    // Assess
    const empty = await screen.findByTestId('no-stores');
    expect(within(empty).getByRole('heading', { name: priceMessages.noStores })).toBeTruthy();
    expect(empty.textContent).toContain('None of the 3 stores selling it matches these filters.');

    // Act
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    // Assess: the unfiltered answer is still fresh in the cache, so nothing is asked again.
    expect((await storeCards()).Walmart).toBeTruthy();
    expect(comparisonParams(api)).toEqual([
      { sort: 'price:asc' },
      { freeShipping: 'true', sort: 'price:asc' },
    ]);
    expect((screen.getByLabelText('Free shipping') as HTMLInputElement).checked).toBe(false);
  });
});

describe('PriceComparisonSection: loading, empty, error and limit states', () => {
  it("holds the summary and one card's place per store while loading", async () => {
    pricesApi({ [COMPARISON_ROUTE]: () => pending() });
    renderSection();
    expect(await screen.findByTestId('price-summary-skeleton')).toBeTruthy();
    const skeleton = screen.getByTestId('store-cards-skeleton');
    expect(skeleton.querySelectorAll('li')).toHaveLength(3);
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    // The filters are there at once, and the wait is announced.
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('comparison-status').textContent).toBe('Loading prices…'),
    );
  });

  it("shows 'No Stores Found' when no store sells it", async () => {
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json(
          aComparison({
            stores: [],
            totalStores: 0,
            inStockStores: 0,
            averagePrice: null,
            lowestPrice: null,
            bestDeal: null,
          }),
        ),
    });
    renderSection(undefined, aPricedProduct({ stores: [] }));
    const empty = await screen.findByTestId('no-stores');
    expect(empty.textContent).toBe(
      `${priceMessages.noStores}No store is known to sell this product yet.`,
    );
  });

  it("shows the error box with the fallback text, and 'Try Again' asks again", async () => {
    // Prepare: an answer that is not a comparison at all, then a good one.
    let calls = 0;
    const api = pricesApi({
      [COMPARISON_ROUTE]: () => (++calls === 1 ? json({ unexpected: true }) : json(aMarket())),
    });
    renderSection();

    // Assess
    const box = await screen.findByTestId('comparison-error');
    expect(box.getAttribute('role')).toBe('alert');
    expect(within(box).getByRole('heading').textContent).toBe(priceMessages.comparisonErrorTitle);
    expect(box.textContent).toContain(priceMessages.comparisonErrorFallback);

    // Act
    fireEvent.click(within(box).getByRole('button', { name: priceMessages.tryAgain }));

    // Assess
    await storeCards();
    expect(api.count(COMPARISON_ROUTE)).toBe(2);
    expect(screen.queryByTestId('comparison-error')).toBeNull();
  });

  it("shows the server's words for a refused query", async () => {
    pricesApi({
      [COMPARISON_ROUTE]: () =>
        json({ message: 'Minimum rating must be 4, 3 or 2', fieldErrors: {} }, 400),
    });
    renderSection();
    expect((await screen.findByTestId('comparison-error')).textContent).toContain(
      'Minimum rating must be 4, 3 or 2',
    );
  });

  it("shows the limit banner with the server's 429 text, an upgrade, and the stores plainly", async () => {
    // Prepare: one left when the page opened, spent elsewhere before Compare prices is pressed.
    const api = pricesApi({
      [ALLOWANCE_ROUTE]: () => json(anAllowance({ remaining: 1 })),
      [COMPARISON_ROUTE]: () => json({ message: usageMessages.comparisonLimitShort }, 429),
    });
    renderSection(signedIn());

    // Act
    fireEvent.click(await screen.findByTestId('compare-prices'));

    // Assess
    const banner = await screen.findByTestId('comparison-limit-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain(usageMessages.comparisonLimitShort);
    expect(banner.textContent).toContain(priceMessages.comparisonLimitBanner);
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/pricing?plan=premium');
    expect(screen.queryByTestId('comparison-error')).toBeNull();
    expect(screen.getAllByTestId('store-card')).toHaveLength(3);
    // A refused comparison has no filters to narrow it.
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    // The allowance is read again after the refusal.
    await waitFor(() => expect(api.count(ALLOWANCE_ROUTE)).toBeGreaterThanOrEqual(2));
  });

  it('offers a guest at the limit a free account instead of an upgrade', async () => {
    pricesApi({
      [COMPARISON_ROUTE]: () => json({ message: usageMessages.comparisonLimitShort }, 429),
    });
    renderSection();
    const banner = await screen.findByTestId('comparison-limit-banner');
    expect(banner.dataset.audience).toBe('guest');
    expect(within(banner).getByRole('link', { name: 'Sign Up Free' })).toBeTruthy();
  });
});
