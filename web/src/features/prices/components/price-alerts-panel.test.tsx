/**
 * The price alerts panel: guests are asked to sign in; signed-in
 * shoppers see their alerts with the displayed status, the target price's validation messages,
 * create (sent as the server's schema has it) and delete, each followed by the toast and a fresh
 * read of the list.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { json } from '../../../test/api-fixtures';
import { signedIn } from '../../../test/render-at';
import {
  ALERTS_ROUTE,
  anAlert,
  CREATE_ALERT_ROUTE,
  deleteAlertRoute,
  PRODUCT_ID,
} from '../test/price-fixtures';
import {
  isolateEachTest,
  pricesApi,
  renderSection,
  storeCards,
  toastMessages,
} from '../test/section-test-kit';

isolateEachTest();

const openAlerts = async () => {
  await storeCards();
  fireEvent.click(screen.getByRole('tab', { name: 'Price alerts' }));
};

const targetField = () => screen.findByLabelText('Target price ($)');
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));

describe('PriceAlertsPanel: who sees what', () => {
  it('asks a guest to sign in, and asks nothing about alerts', async () => {
    const api = pricesApi();
    renderSection();
    await openAlerts();
    const prompt = await screen.findByTestId('alerts-sign-in');
    expect(within(prompt).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(api.count(ALERTS_ROUTE)).toBe(0);
  });

  it("lists the shopper's alerts on this product with their displayed status", async () => {
    // Prepare
    const api = pricesApi({
      [ALERTS_ROUTE]: () =>
        json([
          anAlert({ id: 'a-1', isActive: false, status: 'inactive' }),
          anAlert({
            id: 'a-2',
            targetPrice: 12,
            storeName: 'Walmart',
            triggeredAt: '2026-03-04T12:00:00.000Z',
            status: 'triggered',
          }),
          anAlert({ id: 'a-3', targetPrice: 10, currentPrice: 9.99, status: 'ready' }),
          anAlert({ id: 'a-4', targetPrice: 5, storeName: 'Target', currentPrice: null }),
        ]),
    });
    renderSection(signedIn());

    // Act
    await openAlerts();

    // Assess
    const items = await screen.findAllByTestId('price-alert');
    expect(
      items.map(
        (i) => within(i).getByText(/^(Inactive|Triggered|Target Reached|Active)$/).textContent,
      ),
    ).toEqual(['Inactive', 'Triggered', 'Target Reached', 'Active']);
    expect(items[1]!.textContent).toContain('$12.00 at Walmart');
    expect(items[1]!.textContent).toContain('triggered Mar 4, 2026');
    expect(items[2]!.textContent).toContain('$10.00 at any store');
    expect(items[2]!.textContent).toContain('Now $9.99');
    expect(items[3]!.textContent).toContain('Not in stock at Target now');
    expect(api.callsTo(ALERTS_ROUTE)[0]!.searchParams.get('productId')).toBe(PRODUCT_ID);
  });

  it("says 'No Price Alerts Set' when there are none", async () => {
    pricesApi({ [ALERTS_ROUTE]: () => json([]) });
    renderSection(signedIn());
    await openAlerts();
    const empty = await screen.findByTestId('no-alerts');
    expect(within(empty).getByRole('heading').textContent).toBe(priceMessages.noAlerts);
  });
});

describe('PriceAlertsPanel: creating an alert', () => {
  it.each([
    ['', priceMessages.targetPriceRequired],
    ['0', priceMessages.priceInvalid],
    ['-4', priceMessages.priceInvalid],
    ['9.999', priceMessages.priceCents],
  ])('refuses the target price %j with %j, and sends nothing', async (typed, message) => {
    // Prepare
    const api = pricesApi({ [ALERTS_ROUTE]: () => json([]) });
    renderSection(signedIn());
    await openAlerts();
    const field = await targetField();

    // Act
    fireEvent.change(field, { target: { value: typed } });
    create();

    // Assess
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.count(CREATE_ALERT_ROUTE)).toBe(0);
  });

  it("offers the product's stores and any store, sends the alert, says so and reads the list again", async () => {
    // Prepare
    let alerts = [] as ReturnType<typeof anAlert>[];
    const api = pricesApi({
      [ALERTS_ROUTE]: () => json(alerts),
      [CREATE_ALERT_ROUTE]: ({ body }) => {
        alerts = [anAlert({ targetPrice: 8.5, storeName: 'Walmart' })];
        return json({ ...anAlert(), ...(body as object) }, 201);
      },
    });
    renderSection(signedIn());
    await openAlerts();
    await screen.findByTestId('no-alerts');
    const store = screen.getByLabelText('Store');
    expect(
      within(store)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any store', 'Amazon', 'Walmart', 'Corner Shop']);

    // Act
    fireEvent.change(await targetField(), { target: { value: '8.5' } });
    fireEvent.change(store, { target: { value: 'Walmart' } });
    create();

    // Assess
    expect((await screen.findByTestId('price-alert')).textContent).toContain('$8.50 at Walmart');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { productId: PRODUCT_ID, targetPrice: 8.5, storeName: 'Walmart' },
    ]);
    expect(toastMessages()).toContain(priceMessages.alertCreated);
    expect(api.count(ALERTS_ROUTE)).toBe(2);
  });

  it('sends no store for any store', async () => {
    const api = pricesApi({
      [ALERTS_ROUTE]: () => json([]),
      [CREATE_ALERT_ROUTE]: () => json(anAlert(), 201),
    });
    renderSection(signedIn());
    await openAlerts();
    fireEvent.change(await targetField(), { target: { value: '7' } });
    create();
    await waitFor(() => expect(api.count(CREATE_ALERT_ROUTE)).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      productId: PRODUCT_ID,
      targetPrice: 7,
      storeName: null,
    });
  });

  it("toasts the failure and shows the server's reason for a refused alert", async () => {
    pricesApi({
      [ALERTS_ROUTE]: () => json([]),
      [CREATE_ALERT_ROUTE]: () => json({ message: priceMessages.alertDuplicate }, 409),
    });
    renderSection(signedIn());
    await openAlerts();
    fireEvent.change(await targetField(), { target: { value: '7' } });
    create();
    expect((await screen.findByTestId('alert-refusal')).textContent).toBe(
      priceMessages.alertDuplicate,
    );
    expect(toastMessages()).toEqual([priceMessages.alertCreateFailed]);
  });
});

describe('PriceAlertsPanel: deleting an alert', () => {
  it('deletes the alert, says so and reads the list again', async () => {
    // Prepare
    let alerts = [anAlert({ id: 'a-7', targetPrice: 6 })];
    const api = pricesApi({
      [ALERTS_ROUTE]: () => json(alerts),
      [deleteAlertRoute('a-7')]: () => {
        alerts = [];
        return new Response(null, { status: 204 });
      },
    });
    renderSection(signedIn());
    await openAlerts();

    // Act
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the price alert for $6.00 at any store' }),
    );

    // Assess
    await screen.findByTestId('no-alerts');
    expect(api.count(deleteAlertRoute('a-7'))).toBe(1);
    expect(toastMessages()).toContain(priceMessages.alertDeleted);
  });

  it('toasts a failed delete and keeps the alert', async () => {
    pricesApi({
      [ALERTS_ROUTE]: () => json([anAlert()]),
      [deleteAlertRoute('a-1')]: () => json({ message: priceMessages.alertNotFound }, 404),
    });
    renderSection(signedIn());
    await openAlerts();
    fireEvent.click(await screen.findByRole('button', { name: /Delete the price alert/ }));
    await waitFor(() => expect(toastMessages()).toEqual([priceMessages.alertDeleteFailed]));
    expect(screen.getAllByTestId('price-alert')).toHaveLength(1);
  });
});
