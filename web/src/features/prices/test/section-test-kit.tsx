/** Helpers of the section's component tests; the API fakes are web/src/test/api-fixtures.ts. */
import { afterEach, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Product } from '@shop-scanner/shared/products';
import type { Session } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import {
  aProduct,
  aStoreOffer,
  aSubscription,
  fakeApi,
  json,
  type Routes,
} from '../../../test/api-fixtures';
import { guest, renderAt } from '../../../test/render-at';
import { PriceComparisonSection } from '../components/price-comparison-section';
import {
  aMarket,
  ALLOWANCE_ROUTE,
  anAllowance,
  aTrendList,
  COMPARISON_ROUTE,
  PRODUCT_ID,
  SUBSCRIPTION_ROUTE,
  TREND_ROUTE,
} from './price-fixtures';

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);
const clearToasts = () => toast.getSnapshot().forEach((t) => toast.dismiss(t.id));

/** Each test leaves no toasts, timers or mocks behind. */
export const isolateEachTest = () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearToasts();
  });
};

/** The product the section is drawn for: three stores, like aMarket(). */
export const aPricedProduct = (overrides: Partial<Product> = {}) =>
  aProduct({
    id: PRODUCT_ID,
    stores: [
      aStoreOffer(),
      aStoreOffer({ name: 'Walmart', url: 'https://www.walmart.com/ip/1' }),
      aStoreOffer({ name: 'Corner Shop', url: 'https://corner.example/p' }),
    ],
    ...overrides,
  });

/**
 * A fake API answering the subscription, a three-store comparison, an allowance saying the
 * product was compared this month (so the comparison shows at once, free) and a rising trend,
 * unless told otherwise.
 */
export const pricesApi = (routes: Routes = {}) =>
  fakeApi({
    [SUBSCRIPTION_ROUTE]: () => json(aSubscription()),
    [ALLOWANCE_ROUTE]: () => json(anAllowance({ compared: true })),
    [COMPARISON_ROUTE]: () => json(aMarket()),
    [TREND_ROUTE]: () => json(aTrendList()),
    ...routes,
  });

export const renderSection = (session: Session = guest(), product: Product = aPricedProduct()) =>
  renderAt(
    `/products/${product.id}`,
    '/products/:id',
    <PriceComparisonSection product={product} />,
    session,
  );

/** The store cards, by store name. */
export const storeCards = async () => {
  const cards = await screen.findAllByTestId('store-card');
  return Object.fromEntries(cards.map((c) => [c.dataset.store ?? '', within(c)]));
};

/** The query parameters of every comparison call, in order. */
export const comparisonParams = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(COMPARISON_ROUTE).map((url) => Object.fromEntries(url.searchParams));
