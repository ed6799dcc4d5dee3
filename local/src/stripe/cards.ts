/**
 * Stripe's test cards, as the stand-in honours them (https://docs.stripe.com/testing): what a
 * card number, expiry and CVC say about the card, and whether it can be saved and charged.
 * Pure: `now` is the stand-in's clock.
 */

export interface CardInput {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc?: string;
}

/** What happens when a saved card is charged. */
export type ChargeBehaviour = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'expired';

export interface CardDetails {
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly country: string;
  readonly funding: 'credit' | 'debit';
  /** Same card, same fingerprint (Stripe's dedupes saved cards by it). */
  readonly fingerprint: string;
}

export interface CardError {
  readonly code: string;
  readonly decline_code?: string;
  readonly message: string;
  readonly param?: string;
}

export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

const declined: CardError = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: cardMessages.declined,
};
const insufficientFunds: CardError = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: cardMessages.insufficientFunds,
};
const expired: CardError = {
  code: 'expired_card',
  decline_code: 'expired_card',
  message: cardMessages.expired,
  param: 'exp_month',
};

interface TestCard {
  /** Declined when saved (SetupIntent) or first charged. */
  readonly onSetup?: CardError;
  readonly onCharge: ChargeBehaviour;
  readonly funding?: 'credit' | 'debit';
}

/** The test cards the stand-in knows; any other valid number is a "live" card, declined. */
export const testCards: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { onCharge: 'succeeds' },
  '4000056655665556': { onCharge: 'succeeds', funding: 'debit' },
  '5555555555554444': { onCharge: 'succeeds' },
  '378282246310005': { onCharge: 'succeeds' },
  '6011111111111117': { onCharge: 'succeeds' },
  '4000000000000002': { onSetup: declined, onCharge: 'generic_decline' },
  '4000000000009995': { onSetup: insufficientFunds, onCharge: 'insufficient_funds' },
  '4000000000000069': { onSetup: expired, onCharge: 'expired' },
  // Attaches to a customer fine; every charge is then declined (failed renewals).
  '4000000000000341': { onCharge: 'generic_decline' },
};

/**
 * Stripe's test PaymentMethod tokens, usable wherever a payment method id is (server side, on
 * Stripe's test mode too): each stands for one test card.
 */
export const testPaymentMethodTokens: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

export const cardBrand = (digits: string): string => {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
};

/** Two-digit years are this century's, as card forms send them. */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** A card expires at the end of its expiry month (UTC). */
export const isExpired = (expMonth: number, expYear: number, now: Date): boolean => {
  const year = fullYear(expYear);
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && expMonth < nowMonth);
};

/** A stable stand-in for Stripe's card fingerprint (not a hash worth anything outside tests). */
const fingerprintOf = (digits: string): string => {
  let h = 2166136261;
  for (const c of digits) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `fp${h.toString(36).padStart(8, '0')}`.slice(0, 16);
};

export type CardCheck =
  | { readonly ok: true; readonly card: CardDetails; readonly chargeBehaviour: ChargeBehaviour }
  | { readonly ok: false; readonly error: CardError };

/**
 * Whether the card can be saved (a PaymentMethod created and a SetupIntent confirmed): the checks
 * Stripe makes before any charge, then the test card's own setup outcome.
 */
export const checkCard = (input: CardInput, now: Date): CardCheck => {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return {
      ok: false,
      error: { code: 'incorrect_number', message: cardMessages.incorrectNumber, param: 'number' },
    };
  }
  if (!Number.isInteger(input.exp_month) || input.exp_month < 1 || input.exp_month > 12) {
    return {
      ok: false,
      error: {
        code: 'invalid_expiry_month',
        message: cardMessages.invalidExpiryMonth,
        param: 'exp_month',
      },
    };
  }
  const year = fullYear(input.exp_year);
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) {
    return {
      ok: false,
      error: {
        code: 'invalid_expiry_year',
        message: cardMessages.invalidExpiryYear,
        param: 'exp_year',
      },
    };
  }
  if (isExpired(input.exp_month, year, now)) return { ok: false, error: expired };
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (
    input.cvc !== undefined &&
    input.cvc !== '' &&
    !new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)
  ) {
    return {
      ok: false,
      error: { code: 'invalid_cvc', message: cardMessages.invalidCvc, param: 'cvc' },
    };
  }
  const test = testCards[digits];
  if (!test) {
    return {
      ok: false,
      error: {
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        message: cardMessages.liveCardInTestMode,
      },
    };
  }
  if (test.onSetup) return { ok: false, error: test.onSetup };
  return {
    ok: true,
    card: {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      exp_month: input.exp_month,
      exp_year: year,
      country: 'US',
      funding: test.funding ?? 'credit',
      fingerprint: fingerprintOf(digits),
    },
    chargeBehaviour: test.onCharge,
  };
};

/**
 * The outcome of charging a saved card: undefined when it succeeds. A card that expired since it
 * was saved is declined as expired.
 */
export const chargeOutcome = (
  behaviour: ChargeBehaviour,
  card: Pick<CardDetails, 'exp_month' | 'exp_year'>,
  now: Date,
): CardError | undefined => {
  if (behaviour === 'expired' || isExpired(card.exp_month, card.exp_year, now)) return expired;
  if (behaviour === 'generic_decline') return declined;
  if (behaviour === 'insufficient_funds') return insufficientFunds;
  return undefined;
};

/**
 * The outcome of paying with a card given in the request (a PaymentIntent confirmed with
 * payment_method_data): the saving checks, then the charge.
 */
export const payWithCard = (
  input: CardInput,
  now: Date,
):
  | { ok: true; card: CardDetails; chargeBehaviour: ChargeBehaviour }
  | { ok: false; error: CardError } => {
  const digits = input.number.replace(/[\s-]/g, '');
  const test = testCards[digits];
  // A card declined at setup is declined as a payment the same way.
  const checked = checkCard(input, now);
  if (!checked.ok) return checked;
  const error = chargeOutcome(test?.onCharge ?? 'succeeds', checked.card, now);
  return error ? { ok: false, error } : checked;
};
