/**
 * "Report a price": guests are pointed to sign in; a signed-in shopper's report is
 * checked with the shared schema, sent as the server's schema has it, and the server's answer is
 * shown (an unconfirmed one explained); the product's prices are read again after it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { json } from '../../../test/api-fixtures';
import { signedIn } from '../../../test/render-at';
import { COMPARISON_ROUTE, REPORT_ROUTE } from '../test/price-fixtures';
import { isolateEachTest, pricesApi, renderSection, storeCards } from '../test/section-test-kit';

isolateEachTest();

const openForm = async () => {
  await storeCards();
  fireEvent.click(screen.getByRole('button', { name: 'Report a price' }));
  return screen.findByTestId('report-price-form');
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Report price' }));

describe('ReportPrice', () => {
  it('points a guest to sign in instead of a form', async () => {
    pricesApi();
    renderSection();
    await storeCards();
    expect(screen.queryByRole('button', { name: 'Report a price' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to report it' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('refuses a report without a store or a valid price, and sends nothing', async () => {
    // Prepare
    const api = pricesApi();
    renderSection(signedIn());
    await openForm();

    // Act
    type('Price ($)', '0');
    type('Link to the offer (optional)', 'ftp://example.com/x');
    send();

    // Assess
    expect(await screen.findByText(priceMessages.storeNameRequired)).toBeTruthy();
    expect(screen.getByText(priceMessages.priceInvalid)).toBeTruthy();
    expect(screen.getByText(priceMessages.offerUrlInvalid)).toBeTruthy();
    expect(api.count(REPORT_ROUTE)).toBe(0);
  });

  it("sends the report, shows the server's answer and reads the product's prices again", async () => {
    // Prepare
    const api = pricesApi({
      [REPORT_ROUTE]: () =>
        json(
          {
            status: 'confirmed',
            message: priceMessages.reportSaved,
            text: "Close to the other stores' median of $11.50",
          },
          201,
        ),
    });
    renderSection(signedIn());
    const form = await openForm();
    expect(
      Array.from(form.querySelectorAll('datalist option')).map((o) => o.getAttribute('value')),
    ).toEqual(['Amazon', 'Walmart', 'Corner Shop']);

    // Act
    type('Store name', '  Target ');
    type('Price ($)', '10.49');
    type('Link to the offer (optional)', 'https://www.target.com/p/1');
    fireEvent.click(screen.getByLabelText('In stock'));
    send();

    // Assess
    const outcome = await screen.findByTestId('report-outcome');
    expect(outcome.textContent).toBe(
      `${priceMessages.reportSaved}Close to the other stores' median of $11.50`,
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { storeName: 'Target', price: 10.49, url: 'https://www.target.com/p/1', inStock: false },
    ]);
    await waitFor(() => expect(api.count(COMPARISON_ROUTE)).toBe(2));
    // The form is ready for the next report.
    expect((screen.getByLabelText('Store name') as HTMLInputElement).value).toBe('');
  });

  it('explains an unconfirmed report', async () => {
    pricesApi({
      [REPORT_ROUTE]: () =>
        json(
          {
            status: 'unconfirmed',
            message: priceMessages.reportUnconfirmed,
            text: "Unconfirmed: $2.00 is below half the other stores' median of $11.50.",
          },
          201,
        ),
    });
    renderSection(signedIn());
    await openForm();
    type('Store name', 'Target');
    type('Price ($)', '2');
    send();
    const outcome = await screen.findByTestId('report-outcome');
    expect(outcome.textContent).toContain(priceMessages.reportUnconfirmed);
    expect(outcome.textContent).toContain("below half the other stores' median of $11.50");
    expect(outcome.textContent).toContain('listed apart and left out of the totals');
  });

  it("shows the server's refusal: the hourly limit, a field it refused", async () => {
    // Prepare
    let calls = 0;
    pricesApi({
      [REPORT_ROUTE]: () =>
        ++calls === 1
          ? json({ message: priceMessages.reportLimit, rateLimit: { limit: 20 } }, 429)
          : json(
              { message: 'Invalid request', fieldErrors: { storeName: ['Store name is taken'] } },
              400,
            ),
    });
    renderSection(signedIn());
    await openForm();
    type('Store name', 'Target');
    type('Price ($)', '9');

    // Act + Assess
    send();
    expect((await screen.findByTestId('report-failure')).textContent).toBe(
      priceMessages.reportLimit,
    );
    send();
    expect(await screen.findByText('Store name is taken')).toBeTruthy();
    expect(screen.getByTestId('report-failure').textContent).toBe(
      `${priceMessages.reportFailed}: Invalid request`,
    );
    expect(
      within(screen.getByTestId('report-price-form')).queryByTestId('report-outcome'),
    ).toBeNull();
  });
});
