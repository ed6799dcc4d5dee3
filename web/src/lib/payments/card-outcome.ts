/**
 * What a page does with a card form's result (payment-intent outcomes,
 * payment failure texts): the checkout and adding a card read it alike. Pure, so every branch is
 * tested without a card form.
 */
import { billingMessages } from '@shop-scanner/shared/messages';
import type { CardFormResult } from './card-form-types';

export type CheckoutOutcome =
  /** Paid (or, with a trial, the card saved): the plan activates; show the activation. */
  | { readonly kind: 'succeeded' }
  /** The bank has not answered yet: the webhook will activate the plan when it does. */
  | { readonly kind: 'processing' }
  /** A field is incomplete or invalid: the card form says which, beside the field, itself. */
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'failed'; readonly title: string; readonly message: string };

export const checkoutOutcome = (result: CardFormResult): CheckoutOutcome => {
  const { status, error } = result;
  if (error) {
    // Shown once: the card form (Stripe's Payment Element, or the stand-in's) shows its own
    // field errors; a decline, which it does not show, is the page's to say.
    if (error.type === 'validation_error') return { kind: 'incomplete' };
    if (error.type === 'card_error') {
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
