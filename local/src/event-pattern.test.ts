import { describe, expect, it } from 'vitest';
import { billingEventPattern } from '@shop-scanner/functions/entries';
import { matchesPattern } from './event-pattern';

const event = {
  source: 'shop-scanner.billing',
  'detail-type': 'invoice.paid',
  detail: { planId: 'premium', amount: 999, tags: ['a', 'b'], customer: { country: 'DE' } },
};

describe('matchesPattern', () => {
  it('routes billing events with the project rule and nothing else', () => {
    expect(matchesPattern(billingEventPattern, event)).toBe(true);
    expect(matchesPattern(billingEventPattern, { ...event, source: 'shop-scanner.prices' })).toBe(
      false,
    );
  });

  it('matches exact values in arrays, any element of array fields, and nested objects', () => {
    expect(matchesPattern({ detail: { planId: ['free', 'premium'] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { tags: ['b'] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { customer: { country: ['DE'] } } }, event)).toBe(true);
    expect(matchesPattern({ detail: { customer: { country: ['FR'] } } }, event)).toBe(false);
    expect(matchesPattern({ detail: { amount: [999] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { amount: ['999'] } }, event)).toBe(false);
  });

  it('supports prefix, suffix and equals-ignore-case', () => {
    expect(matchesPattern({ 'detail-type': [{ prefix: 'invoice.' }] }, event)).toBe(true);
    expect(matchesPattern({ 'detail-type': [{ prefix: 'customer.' }] }, event)).toBe(false);
    expect(matchesPattern({ 'detail-type': [{ suffix: '.paid' }] }, event)).toBe(true);
    expect(
      matchesPattern({ detail: { planId: [{ 'equals-ignore-case': 'PREMIUM' }] } }, event),
    ).toBe(true);
  });

  it('supports anything-but with a value, a list and a prefix', () => {
    expect(matchesPattern({ detail: { planId: [{ 'anything-but': 'free' }] } }, event)).toBe(true);
    expect(
      matchesPattern({ detail: { planId: [{ 'anything-but': ['premium', 'annual'] }] } }, event),
    ).toBe(false);
    expect(
      matchesPattern({ detail: { planId: [{ 'anything-but': { prefix: 'pre' } }] } }, event),
    ).toBe(false);
  });

  it('supports exists true and false', () => {
    expect(matchesPattern({ detail: { planId: [{ exists: true }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { coupon: [{ exists: false }] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { coupon: [{ exists: true }] } }, event)).toBe(false);
    expect(matchesPattern({ detail: { planId: [{ exists: false }] } }, event)).toBe(false);
  });

  it('supports numeric ranges', () => {
    expect(matchesPattern({ detail: { amount: [{ numeric: ['>', 0, '<=', 999] }] } }, event)).toBe(
      true,
    );
    expect(matchesPattern({ detail: { amount: [{ numeric: ['<', 100] }] } }, event)).toBe(false);
  });

  it('does not match a missing field or a missing nested object', () => {
    expect(matchesPattern({ detail: { coupon: ['x'] } }, event)).toBe(false);
    expect(matchesPattern({ other: { a: ['x'] } }, event)).toBe(false);
  });
});
