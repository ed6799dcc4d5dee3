import { describe, expect, it } from 'vitest';
import { cardFormUrl, parseFrameMessage } from './card-form-protocol';

describe('card form protocol', () => {
  it("reads the frame's messages", () => {
    expect(parseFrameMessage({ source: 'stripe-local', type: 'ready' })).toEqual({
      source: 'stripe-local',
      type: 'ready',
    });
    expect(parseFrameMessage({ source: 'stripe-local', type: 'change', complete: true })).toEqual({
      source: 'stripe-local',
      type: 'change',
      complete: true,
    });
    expect(
      parseFrameMessage({
        source: 'stripe-local',
        type: 'result',
        status: 'requires_payment_method',
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }),
    ).toEqual({
      source: 'stripe-local',
      type: 'result',
      status: 'requires_payment_method',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('ignores anything else posted to the window', () => {
    expect(parseFrameMessage({ source: 'react-devtools', type: 'ready' })).toBeUndefined();
    expect(
      parseFrameMessage({ source: 'stripe-local', type: 'resize', height: -1 }),
    ).toBeUndefined();
    expect(parseFrameMessage({ source: 'stripe-local', type: 'other' })).toBeUndefined();
    expect(parseFrameMessage('ready')).toBeUndefined();
  });

  it('puts the client secret in the frame URL, encoded', () => {
    expect(cardFormUrl('http://127.0.0.1:3004/', 'seti_1_secret_a+b')).toBe(
      'http://127.0.0.1:3004/elements/card-form?client_secret=seti_1_secret_a%2Bb',
    );
  });
});
