import { describe, expect, it } from 'vitest';
import { encodeForm, FormParseError, paramName, parseForm, splitKey } from './form';

describe('parseForm', () => {
  it('reads the SDK’s indexed brackets into nested objects and arrays', () => {
    const form = parseForm(
      'customer=cus_1&items[0][price]=price_1&expand[0]=latest_invoice.confirmation_secret&expand[1]=pending_setup_intent&metadata[userId]=u%201&trial_period_days=7',
    );
    expect(form).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }],
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: { userId: 'u 1' },
      trial_period_days: '7',
    });
  });

  it('reads Stripe.js’s empty brackets as appends, and + as a space', () => {
    expect(parseForm('expand[]=a&expand[]=b&name=Ann+Lee')).toEqual({
      expand: ['a', 'b'],
      name: 'Ann Lee',
    });
  });

  it('reads percent-encoded brackets like plain ones', () => {
    expect(parseForm('lookup_keys%5B0%5D=premium_monthly&active=true')).toEqual({
      lookup_keys: ['premium_monthly'],
      active: 'true',
    });
  });

  it('keeps empty values (Stripe reads them as "unset")', () => {
    expect(parseForm('default_payment_method=&metadata=')).toEqual({
      default_payment_method: '',
      metadata: '',
    });
  });

  it('refuses prototype keys instead of writing into Object.prototype', () => {
    expect(() => parseForm('__proto__[x]=1')).toThrow(FormParseError);
    expect(() => parseForm('metadata[constructor]=1')).toThrow(FormParseError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses malformed names and indexes that skip positions', () => {
    expect(() => splitKey('a[b')).toThrow(FormParseError);
    expect(() => parseForm('items[2][price]=x')).toThrow(FormParseError);
    expect(() => parseForm('a=%E0%A4%A')).toThrow(FormParseError);
  });

  it('round-trips with encodeForm', () => {
    const data = { items: [{ price: 'price_1', id: 'si_1' }], metadata: { a: 'x&y=z' }, n: 3 };
    expect(parseForm(encodeForm(data))).toEqual({
      items: [{ price: 'price_1', id: 'si_1' }],
      metadata: { a: 'x&y=z' },
      n: '3',
    });
  });

  it('names parameters as Stripe does in errors', () => {
    expect(paramName(['items', 0, 'price'])).toBe('items[0][price]');
    expect(paramName(['customer'])).toBe('customer');
  });
});
