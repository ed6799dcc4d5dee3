import { describe, expect, it } from 'vitest';
import { checkoutOutcome } from './card-outcome';

describe('checkoutOutcome', () => {
  it('activates on succeeded, for a payment and for a trial setup alike', () => {
    expect(checkoutOutcome({ status: 'succeeded' })).toEqual({ kind: 'succeeded' });
  });

  it('says processing when the bank has not answered yet', () => {
    expect(checkoutOutcome({ status: 'processing' })).toEqual({ kind: 'processing' });
  });

  it("shows the provider's message for a card error (a decline)", () => {
    // Prepare
    const result = {
      status: 'requires_payment_method',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    };

    // Act
    const outcome = checkoutOutcome(result);

    // Assess
    expect(outcome).toEqual({
      kind: 'failed',
      title: 'Payment processing failed',
      message: 'Your card was declined.',
    });
  });

  it('leaves a validation error to the card form, which shows it beside its field (said once)', () => {
    const outcome = checkoutOutcome({
      status: null,
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    expect(outcome).toEqual({ kind: 'incomplete' });
  });

  it('hides any other error behind the spec texts', () => {
    const outcome = checkoutOutcome({
      status: null,
      error: { type: 'api_error', message: 'Internal: connection reset by peer' },
    });
    expect(outcome).toEqual({
      kind: 'failed',
      title: 'Payment processing failed',
      message: 'An unexpected error occurred.',
    });
  });

  it("falls back to 'Failed to process payment' without a message", () => {
    expect(checkoutOutcome({ status: 'requires_payment_method' })).toMatchObject({
      message: 'Failed to process payment',
    });
    expect(checkoutOutcome({ status: null, error: { type: 'card_error' } })).toMatchObject({
      message: 'Failed to process payment',
    });
  });
});
