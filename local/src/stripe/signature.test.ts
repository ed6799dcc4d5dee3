import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader } from './signature';

const stripe = new Stripe('sk_test_local');

describe('webhook signatures', () => {
  it('match what stripe-node generates and verifies', () => {
    // Prepare
    const secret = newWebhookSecret();
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' }, null, 2);
    const timestamp = Math.floor(Date.now() / 1000);

    // Act
    const header = signatureHeader(payload, secret, timestamp);

    // Assess
    expect(header).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
  });

  it('fail verification with another secret or another body', () => {
    const secret = newWebhookSecret();
    const payload = '{"id":"evt_2"}';
    const header = signatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    expect(() => stripe.webhooks.constructEvent(payload, header, newWebhookSecret())).toThrow();
    expect(() => stripe.webhooks.constructEvent('{"id":"evt_3"}', header, secret)).toThrow();
  });

  it('makes secrets shaped like Stripe’s, each new', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
