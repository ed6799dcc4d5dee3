import { describe, expect, it } from 'vitest';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { reportOutcomeOf } from './report-outcome';

describe('reportOutcomeOf', () => {
  it("keeps the server's words and reason", () => {
    expect(
      reportOutcomeOf({ status: 'confirmed', message: 'Saved!', text: 'Close to the median' }),
    ).toEqual({ unconfirmed: false, message: 'Saved!', detail: 'Close to the median' });
  });

  it('knows an unconfirmed report however the answer says it', () => {
    for (const answer of [
      { status: 'unconfirmed' },
      { unconfirmed: true },
      { confirmed: false },
      { message: priceMessages.reportUnconfirmed },
      { confirmation: { status: 'unconfirmed', text: 'Far below the median of $9.99' } },
    ]) {
      expect(reportOutcomeOf(answer).unconfirmed).toBe(true);
      expect(reportOutcomeOf(answer).message).toBe(priceMessages.reportUnconfirmed);
    }
    expect(reportOutcomeOf({ confirmation: { status: 'unconfirmed', text: 'Far' } }).detail).toBe(
      'Far',
    );
  });

  it('says the price is saved when the answer says nothing more', () => {
    expect(reportOutcomeOf(undefined)).toEqual({
      unconfirmed: false,
      message: priceMessages.reportSaved,
      detail: undefined,
    });
  });
});
