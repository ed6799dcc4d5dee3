import { describe, expect, it } from 'vitest';
import { billingCountries } from '@shop-scanner/shared/billing';
import { countryName, defaultCountry } from '../../lib/payments/payment-country';
import { checkoutFormSchema } from './checkout-form';

describe('checkout form', () => {
  it('requires the e-mail and checks its shape', () => {
    const empty = checkoutFormSchema.safeParse({ email: '  ', country: 'US' });
    const bad = checkoutFormSchema.safeParse({ email: 'ada@', country: 'US' });
    expect(empty.error?.issues[0]?.message).toBe('Email is required');
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('accepts only the allow-listed billing countries', () => {
    expect(checkoutFormSchema.safeParse({ email: 'a@b.co', country: 'NL' }).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ email: 'a@b.co', country: 'BR' }).success).toBe(false);
  });

  it("defaults the country to the browser's region when allowed, else US", () => {
    expect(defaultCountry(billingCountries, ['en-GB', 'en'])).toBe('GB');
    expect(defaultCountry(billingCountries, ['pt-BR', 'de-DE'])).toBe('DE');
    expect(defaultCountry(billingCountries, ['pt-BR'])).toBe('US');
    expect(countryName('GB')).toBe('United Kingdom');
  });
});
