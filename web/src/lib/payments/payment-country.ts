/** The billing country the card forms send (an allow-list), named in English. */
import type { BillingCountry } from '@shop-scanner/shared/billing';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string): string => regionNames.of(code) ?? code;

/** The browser's region when checkout accepts it (en-GB: GB), else US. */
export const defaultCountry = (
  allowed: readonly BillingCountry[],
  languages: readonly string[],
): BillingCountry => {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    const match = allowed.find((c) => c === region);
    if (match) return match;
  }
  return 'US';
};
