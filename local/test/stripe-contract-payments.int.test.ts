/**
 * The Stripe stand-in's contract for payments, through the real `stripe` SDK: a first payment
 * confirmed as the page confirms it, and the cards Stripe refuses (declined, insufficient funds,
 * expired, failing Luhn) with its codes. The shared setup is in stripe-contract-harness.ts.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cards, DAY, onStripe, startStripeContract } from './stripe-contract-harness';

const { stripe, confirm, confirmWithNumber, newCustomer, subscribe, latestInvoice } =
  await startStripeContract();

describe('Stripe stand-in contract: payments (real stripe SDK)', () => {
  it('takes a first payment with 4242: invoice paid, subscription active, card saved as default', async () => {
    const customer = await newCustomer('pay');
    const sub = await subscribe(customer.id);
    expect(sub.status).toBe('incomplete');
    expect(sub).not.toHaveProperty('current_period_end');
    const invoice = latestInvoice(sub);
    expect(invoice).toMatchObject({
      status: 'open',
      amount_due: 1000,
      amount_paid: 0,
      currency: 'usd',
    });
    expect(invoice.confirmation_secret?.type).toBe('payment_intent');
    const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
    expect(clientSecret).toMatch(/^pi_.+_secret_/);

    const result = await confirm(clientSecret, cards.visa);
    expect(result.status).toBe(200);
    expect(result.intent?.status).toBe('succeeded');

    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect(after.default_payment_method).toMatch(/^pm_/);
    const item = after.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * DAY);
    expect(latestInvoice(after)).toMatchObject({
      status: 'paid',
      amount_paid: 1000,
      amount_remaining: 0,
    });
    // Without expand the invoice hides its confirmation secret, as Stripe does.
    const plain = await stripe.invoices.retrieve(invoice.id);
    expect(plain).not.toHaveProperty('confirmation_secret');
    const methods = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(methods.data.map((m) => m.card?.last4)).toEqual(['4242']);
  });

  it.each([
    ['declined', cards.declined, 'generic_decline', 'Your card was declined.'],
    [
      'insufficient funds',
      cards.insufficientFunds,
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
  ])(
    'refuses a %s card with 402 and Stripe’s code, and nothing is paid',
    async (_label, card, declineCode, message) => {
      const customer = await newCustomer('decline');
      const sub = await subscribe(customer.id);
      const clientSecret = latestInvoice(sub).confirmation_secret?.client_secret ?? '';

      const result = await confirm(clientSecret, card);

      expect(result.status).toBe(402);
      expect(result.error).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message,
      });
      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('incomplete');
      expect(latestInvoice(after)).toMatchObject({ status: 'open', amount_paid: 0 });
      const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      const intent = await stripe.paymentIntents.retrieve(intentId);
      expect(intent.status).toBe('requires_payment_method');
      expect(intent.last_payment_error?.decline_code).toBe(declineCode);
    },
  );

  it.skipIf(onStripe)(
    'refuses an expired card and a number failing Luhn, then takes a good one',
    async () => {
      const customer = await newCustomer('cards');
      const sub = await subscribe(customer.id);
      const clientSecret = latestInvoice(sub).confirmation_secret?.client_secret ?? '';
      const expired = await confirmWithNumber(clientSecret, cards.visa.number, {
        month: 1,
        year: 2020,
      });
      expect(expired.status).toBe(402);
      expect(expired.error).toMatchObject({
        code: 'expired_card',
        message: 'Your card has expired.',
      });
      const wrong = await confirmWithNumber(clientSecret, '4242424242424241');
      expect(wrong.error).toMatchObject({
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
      // Another intent's secret does not open this one.
      const other = await subscribe((await newCustomer('other')).id);
      const otherSecret = latestInvoice(other).confirmation_secret?.client_secret ?? '';
      const crossed = await confirmWithNumber(
        `${clientSecret.slice(0, clientSecret.indexOf('_secret_'))}${otherSecret.slice(otherSecret.indexOf('_secret_'))}`,
        cards.visa.number,
      );
      expect(crossed.status).toBe(400);
      expect((await confirmWithNumber(clientSecret, cards.visa.number)).intent?.status).toBe(
        'succeeded',
      );
    },
  );
});
