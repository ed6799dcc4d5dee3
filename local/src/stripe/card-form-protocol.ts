/**
 * The messages between the stand-in's card form (`GET /elements/card-form?client_secret=…`, in
 * an iframe) and the page that embeds it, by `postMessage`. The web app copies these types: it
 * must not import from local/.
 *
 * The frame only accepts messages from its parent window's origin (a loopback origin), and posts
 * only to it.
 */

/** Every message of the frame carries this source. */
export const CARD_FORM_SOURCE = 'stripe-local';
/** Every message of the parent carries this source. */
export const PARENT_SOURCE = 'shop-scanner';

/** The frame is loaded and its fields can be typed in. */
export interface CardFormReadyMessage {
  readonly source: typeof CARD_FORM_SOURCE;
  readonly type: 'ready';
}

/** A field changed: `complete` when number, expiry and CVC are all valid. */
export interface CardFormChangeMessage {
  readonly source: typeof CARD_FORM_SOURCE;
  readonly type: 'change';
  readonly complete: boolean;
}

/** The frame's content height changed (CSS pixels): the parent sizes the iframe to it. */
export interface CardFormResizeMessage {
  readonly source: typeof CARD_FORM_SOURCE;
  readonly type: 'resize';
  readonly height: number;
}

export type CardFormErrorType = 'card_error' | 'validation_error' | 'api_error';

/** The outcome of a confirm, with Stripe's payment-intent statuses. */
export interface CardFormResultMessage {
  readonly source: typeof CARD_FORM_SOURCE;
  readonly type: 'result';
  readonly status: 'succeeded' | 'processing' | 'requires_payment_method';
  readonly error?: {
    readonly type: CardFormErrorType;
    /** Stripe's code: card_declined, expired_card, incorrect_number, incomplete_number... */
    readonly code?: string;
    readonly decline_code?: string;
    readonly message: string;
  };
}

export type CardFormMessage =
  CardFormReadyMessage | CardFormChangeMessage | CardFormResizeMessage | CardFormResultMessage;

/**
 * The parent asks the frame to confirm its intent (a PaymentIntent or SetupIntent, by the client
 * secret's prefix) with the card typed in and these billing details.
 */
export interface CardFormConfirmMessage {
  readonly source: typeof PARENT_SOURCE;
  readonly type: 'confirm';
  readonly email: string;
  /** ISO 3166-1 alpha-2 (the allow-list is the parent's to enforce). */
  readonly country: string;
}

export type ParentMessage = CardFormConfirmMessage;

/** Whether a message event's data is one of the frame's messages. */
export const isCardFormMessage = (data: unknown): data is CardFormMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === CARD_FORM_SOURCE &&
  ['ready', 'change', 'resize', 'result'].includes(String((data as { type?: unknown }).type));
