import { describe, expect, it } from 'vitest';
import { cardBrand, cardMessages, chargeOutcome, checkCard, luhnValid, payWithCard } from './cards';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, exp_month = 12, exp_year = 2034, cvc = '123') => ({
  number,
  exp_month,
  exp_year,
  cvc,
});

describe('Luhn and brands', () => {
  it('accepts Stripe’s test numbers and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242x2424242')).toBe(false);
  });
  it('names brands by prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });
});

describe('checkCard (saving a card)', () => {
  it('saves 4242 with its details', () => {
    const result = checkCard(card('4242 4242 4242 4242', 4, 30), now);
    expect(result).toMatchObject({
      ok: true,
      card: {
        brand: 'visa',
        last4: '4242',
        exp_month: 4,
        exp_year: 2030,
        country: 'US',
        funding: 'credit',
      },
      chargeBehaviour: 'succeeds',
    });
  });
  it('gives one card one fingerprint, another card another', () => {
    const a = checkCard(card('4242424242424242'), now);
    const b = checkCard(card('4242424242424242', 1, 2031), now);
    const c = checkCard(card('5555555555554444'), now);
    if (!a.ok || !b.ok || !c.ok) throw new Error('expected saved cards');
    expect(a.card.fingerprint).toBe(b.card.fingerprint);
    expect(a.card.fingerprint).not.toBe(c.card.fingerprint);
  });
  it('declines 0002 and 9995 with Stripe’s codes and messages', () => {
    expect(checkCard(card('4000000000000002'), now)).toEqual({
      ok: false,
      error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(checkCard(card('4000000000009995'), now)).toEqual({
      ok: false,
      error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });
  it('saves 0341, whose charges then fail', () => {
    const result = checkCard(card('4000000000000341'), now);
    expect(result).toMatchObject({ ok: true, chargeBehaviour: 'generic_decline' });
  });
  it('refuses a number failing Luhn, an expired date, a bad month and a bad CVC', () => {
    expect(checkCard(card('4242424242424241'), now)).toMatchObject({
      ok: false,
      error: { code: 'incorrect_number', message: cardMessages.incorrectNumber },
    });
    expect(checkCard(card('4242424242424242', 5, 2026), now)).toMatchObject({
      ok: false,
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
    expect(checkCard(card('4242424242424242', 13, 2030), now)).toMatchObject({
      ok: false,
      error: { code: 'invalid_expiry_month' },
    });
    expect(checkCard(card('4242424242424242', 12, 2030, '12'), now)).toMatchObject({
      ok: false,
      error: { code: 'invalid_cvc' },
    });
  });
  it('is still valid in its expiry month', () => {
    expect(checkCard(card('4242424242424242', 6, 2026), now).ok).toBe(true);
  });
  it('declines a valid number that is no test card, as test mode does', () => {
    expect(checkCard(card('4111111111111111'), now)).toMatchObject({
      ok: false,
      error: { code: 'card_declined', decline_code: 'test_mode_live_card' },
    });
  });
});

describe('charges', () => {
  it('fail for 0341 and succeed for 4242', () => {
    expect(payWithCard(card('4000000000000341'), now)).toMatchObject({
      ok: false,
      error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(payWithCard(card('4242424242424242'), now).ok).toBe(true);
  });
  it('of a saved card that has expired since are declined as expired', () => {
    expect(chargeOutcome('succeeds', { exp_month: 1, exp_year: 2026 }, now)).toMatchObject({
      code: 'expired_card',
    });
    expect(chargeOutcome('succeeds', { exp_month: 1, exp_year: 2027 }, now)).toBeUndefined();
  });
});
