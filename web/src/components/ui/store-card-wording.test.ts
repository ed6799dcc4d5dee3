import { describe, expect, it } from 'vitest';
import { ratingText, shippingText, updatedText } from './store-card-wording';

describe('store card wording', () => {
  it('words shipping with its cost and days', () => {
    expect(shippingText({ free: true, cost: 0, estimatedDays: 1 })).toBe(
      'Free shipping · arrives in about 1 day',
    );
    expect(shippingText({ free: false, cost: 4.5, estimatedDays: 5 })).toBe(
      'Shipping $4.50 · arrives in about 5 days',
    );
  });

  it('words a rating with its reviews, and says when there is none', () => {
    expect(ratingText(undefined, 10)).toBe('No rating yet');
    expect(ratingText(4, undefined)).toBe('Rated 4.0 of 5');
    expect(ratingText(4.55, 12345)).toBe('Rated 4.5 of 5 (12,345 reviews)');
    expect(ratingText(5, 1)).toBe('Rated 5.0 of 5 (1 review)');
  });

  it('dates an update to the minute', () => {
    expect(updatedText('2026-03-02T12:00:00.000Z')).toMatch(
      /^Updated Mar 2, 2026, \d{1,2}:00 [AP]M$/,
    );
  });
});
