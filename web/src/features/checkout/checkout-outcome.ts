/**
 * What the page does with a confirmation's result (part 2 §4 payment-intent outcomes, part 2 §8
 * payment failure texts). Pure, so every branch is tested without a card form.
 */
import { billingMessages } from '@shop-scanner/shared/messages';
import type { CardFormResult } from '../../lib/payments/card-form-types';

export type CheckoutOutcome =
  /** Paid (or, with a trial, the card saved): the plan activates; show the activation. */
  | { readonly kind: 'succeeded' }
  /** The bank has not answered yet: the webhook will activate the plan when it does. */
  | { readonly kind: 'processing' }
  | { readonly kind: 'failed'; readonly title: string; readonly message: string };

/** Stripe's errors whose message is written for the shopper (a decline, an incomplete number). */
const SHOPPER_ERRORS = new Set(['card_error', 'validation_error']);

export const checkoutOutcome = (result: CardFormResult): CheckoutOutcome => {
  const { status, error } = result;
  if (error) {
    if (SHOPPER_ERRORS.has(error.type)) {
      return {
        kind: 'failed',
        title: billingMessages.processingFailed,
        message: error.message || billingMessages.processFailed,
      };
    }
    return {
      kind: 'failed',
      title: billingMessages.processingFailed,
      message: billingMessages.unexpected,
    };
  }
  switch (status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'processing':
      return { kind: 'processing' };
    default:
      // requires_payment_method without an error, or a status the page does not expect.
      return {
        kind: 'failed',
        title: billingMessages.processingFailed,
        message: billingMessages.processFailed,
      };
  }
};

export const PROCESSING_MESSAGE =
  'Your payment is processing. Your plan is activated as soon as your bank confirms it; we will let you know.';
