/**
 * Valid GTINs for demo products: EAN-13 (GTIN-13), UPC-A (GTIN-12) and EAN-8 (GTIN-8), each with
 * its GS1 check digit, from prefixes a real product of that kind could carry. Books get ISBN-13
 * (Bookland 978/979) as real books do; nothing gets a restricted prefix (in-store 02x, 04x, 2xx;
 * coupons 05x).
 */
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import type { ProductCategory } from '@shop-scanner/shared/products';
import type { Random } from '@shop-scanner/functions/lib/seeded-random';

export type GtinKind = 'GTIN-13' | 'GTIN-12' | 'GTIN-8';

/**
 * GS1 member-organisation prefixes (Europe, Asia, Oceania, Latin America). None starts with 0:
 * such an EAN-13 is a UPC-A with a leading zero, and US products get real UPC-A codes below.
 */
const ean13Prefixes = [
  '300',
  '350',
  '380',
  '400',
  '410',
  '425',
  '450',
  '471',
  '489',
  '500',
  '505',
  '539',
  '560',
  '590',
  '640',
  '690',
  '695',
  '729',
  '750',
  '760',
  '779',
  '789',
  '800',
  '840',
  '871',
  '880',
  '885',
  '890',
  '930',
  '940',
] as const;
/** UPC-A number systems for ordinary retail goods (2 is in-store, 3 drugs, 4 loyalty, 5 coupons). */
const upcNumberSystems = ['0', '1', '6', '7', '8'] as const;
/** EAN-8 prefixes of GS1 members that assign them. */
const ean8Prefixes = ['40', '50', '57', '69', '76', '80', '87', '90', '93'] as const;
const bookland = ['978', '979'] as const;

const digits = (random: Random, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
};

/** Which kind of code a product carries: mostly EAN-13, a quarter UPC-A, a few EAN-8. */
export const pickGtinKind = (random: Random, category: ProductCategory): GtinKind => {
  if (category === 'Books') return 'GTIN-13';
  const roll = random.next();
  return roll < 0.65 ? 'GTIN-13' : roll < 0.92 ? 'GTIN-12' : 'GTIN-8';
};

export const randomGtin = (random: Random, kind: GtinKind, category: ProductCategory): string => {
  switch (kind) {
    case 'GTIN-13': {
      const prefix = category === 'Books' ? random.pick(bookland) : random.pick(ean13Prefixes);
      return withCheckDigit(prefix + digits(random, 12 - prefix.length));
    }
    case 'GTIN-12':
      return withCheckDigit(random.pick(upcNumberSystems) + digits(random, 10));
    case 'GTIN-8':
      return withCheckDigit(random.pick(ean8Prefixes) + digits(random, 5));
  }
};

/**
 * The code as a GTIN-14 (left-padded with zeros): GS1's own identity of a GTIN. A UPC-A and an
 * EAN-13 that is the same code with a leading 0 are one product, so uniqueness is checked here.
 */
export const gtinIdentity = (code: string): string => code.padStart(14, '0');
