/**
 * The one small interface both card forms implement: Stripe's Payment Element (with a
 * publishable key) and the local Stripe stand-in's card form in a frame. The checkout and the
 * "add a card" form only speak this.
 */
import type { Ref } from 'react';

/** What the page sends with the card: the billing details it collects itself. */
export interface BillingDetails {
  readonly email: string;
  readonly country: string;
}

/** Stripe's error shape, as much of it as the page reads. */
export interface CardFormError {
  /** card_error and validation_error carry a message written for the shopper. */
  readonly type: string;
  readonly message?: string | undefined;
  readonly code?: string | undefined;
}

/** The intent's status after confirming, or an error that stopped it. */
export interface CardFormResult {
  readonly status: string | null;
  readonly error?: CardFormError | undefined;
}

export interface CardFormHandle {
  /** Confirms the intent with the card entered; never rejects (failures come as a result). */
  confirm: (billing: BillingDetails) => Promise<CardFormResult>;
}

/** Ready: the card UI has loaded. Complete: what is entered can be submitted. */
export interface CardFormState {
  readonly ready: boolean;
  readonly complete: boolean;
}

export interface CardFormProps {
  readonly clientSecret: string;
  /** A payment is confirmed now; a setup saves the card (a trial, or a card added later). */
  readonly intentType: 'payment' | 'setup';
  /** Where Stripe sends the browser back after a redirect (3-D Secure and the like). */
  readonly returnUrl: string;
  readonly onStateChange: (state: CardFormState) => void;
  readonly ref: Ref<CardFormHandle>;
}
