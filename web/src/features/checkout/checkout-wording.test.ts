import { describe, expect, it } from 'vitest';
import { chargeWording } from './checkout-wording';

describe('chargeWording', () => {
  it('states the trial: nothing today, the price after it and on which day', () => {
    // Prepare
    const start = { amountDue: 0, amount: 1000, trialEnd: '2026-12-08T12:00:00.000Z' };

    // Act
    const text = chargeWording(start, 'month', 7);

    // Assess
    expect(text).toBe('$0 today, then $10.00/month after your 7-day trial, on Dec 8, 2026.');
  });

  it('states a charge today without a trial, per year for the annual plan', () => {
    expect(chargeWording({ amountDue: 10200, amount: 10200, trialEnd: null }, 'year', 0)).toBe(
      '$102.00 today, then $102.00/year.',
    );
  });
});
