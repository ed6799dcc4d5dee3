import { describe, expect, it } from 'vitest';
import {
  OFFER_FEED_MAX_ROWS,
  offerFeedMessages as m,
  offerFeedTemplateCsv,
} from '@shop-scanner/shared/offer-feed';
import {
  checkFeedRows,
  lookupGtins,
  readFeedRows,
  UnreadableFeed,
  type RawFeedRow,
} from './feed-rows';

const DOMAIN = 'corner.example';
const KNOWN = '4006381333931';
const OTHER_KNOWN = '0012345678905';
const catalogue = new Map([
  [KNOWN.padStart(14, '0'), 'product-known'],
  [OTHER_KNOWN.padStart(14, '0'), 'product-other'],
]);
const context = { domain: DOMAIN, productIdOf: (gtin14: string) => catalogue.get(gtin14) };

const goodFields = {
  gtin: KNOWN,
  price: '24.99',
  currency: 'USD',
  shipping: '4.95',
  in_stock: 'true',
  url: 'https://www.corner.example/products/kettle',
  was_price: '',
  delivery_days: '3',
};
const row = (fields: Record<string, unknown>, line = 2): RawFeedRow => ({
  line,
  fields: { ...goodFields, ...fields },
});

describe('reading an offer feed file', () => {
  it('reads CSV rows with their line numbers, headers in any case, blank lines skipped', () => {
    // Prepare
    const csv = `GTIN,Price,Currency,Shipping,In_Stock,URL\n${KNOWN},24.99,USD,0,yes,https://corner.example/a\n\n${OTHER_KNOWN},5,usd,1.5,no,https://corner.example/b\n`;

    // Act
    const rows = readFeedRows(csv, 'csv');

    // Assess
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[1]?.fields).toMatchObject({ gtin: OTHER_KNOWN, price: '5', in_stock: 'no' });
  });

  it('reads the template the dashboard offers to download as one good row', () => {
    // Act
    const rows = readFeedRows(offerFeedTemplateCsv, 'csv');

    // Assess
    expect(rows).toHaveLength(1);
    expect(checkFeedRows(rows, { ...context, domain: 'your-store.example' })).toMatchObject({
      accepted: [{ gtin: KNOWN, price: 24.99, originalPrice: 29.99, deliveryDays: 3 }],
      rejected: [],
    });
  });

  it('refuses a CSV without the required columns, naming them', () => {
    // Act
    const read = () => readFeedRows(`gtin,price\n${KNOWN},1\n`, 'csv');

    // Assess
    expect(read).toThrow(
      new UnreadableFeed(`${m.missingColumns}: currency, shipping, in_stock, url`),
    );
  });

  it('refuses a CSV whose quotes never close, and JSON that is not an array', () => {
    // Act / Assess
    expect(() =>
      readFeedRows(`gtin,price,currency,shipping,in_stock,url\n"${KNOWN},1`, 'csv'),
    ).toThrow(UnreadableFeed);
    expect(() => readFeedRows('{"gtin":"1"}', 'json')).toThrow(new UnreadableFeed(m.malformedJson));
    expect(() => readFeedRows('[1,', 'json')).toThrow(new UnreadableFeed(m.malformedJson));
  });

  it('refuses a file with no rows, and one over the row cap', () => {
    // Prepare
    const header = 'gtin,price,currency,shipping,in_stock,url\n';
    const tooMany =
      header + `${KNOWN},1,USD,0,true,https://corner.example/\n`.repeat(OFFER_FEED_MAX_ROWS + 1);

    // Act / Assess
    expect(() => readFeedRows(header, 'csv')).toThrow(new UnreadableFeed(m.empty));
    expect(() => readFeedRows(tooMany, 'csv')).toThrow(new UnreadableFeed(m.tooManyRows, true));
    expect(() => readFeedRows('[]', 'json')).toThrow(new UnreadableFeed(m.empty));
  });

  it('reads JSON rows numbered from 1, with numbers and booleans as they are', () => {
    // Prepare
    const json = JSON.stringify([
      { ...goodFields, price: 24.99, shipping: 0, in_stock: true, delivery_days: 2 },
      'not a row',
    ]);

    // Act
    const checked = checkFeedRows(readFeedRows(json, 'json'), context);

    // Assess
    expect(checked.accepted).toEqual([
      {
        line: 1,
        gtin: KNOWN,
        productId: 'product-known',
        price: 24.99,
        shippingCost: 0,
        deliveryDays: 2,
        inStock: true,
        url: 'https://www.corner.example/products/kettle',
      },
    ]);
    expect(checked.rejected).toEqual([{ line: 2, gtin: '', reason: m.rowNotObject }]);
  });
});

describe('checking each row on its own', () => {
  it('accepts a good row with its was-price, on the domain with or without www.', () => {
    // Act
    const { accepted, rejected } = checkFeedRows(
      [row({ was_price: '29.99', url: 'http://corner.example/p' })],
      context,
    );

    // Assess
    expect(rejected).toEqual([]);
    expect(accepted).toEqual([
      {
        line: 2,
        gtin: KNOWN,
        productId: 'product-known',
        price: 24.99,
        originalPrice: 29.99,
        shippingCost: 4.95,
        deliveryDays: 3,
        inStock: true,
        url: 'http://corner.example/p',
      },
    ]);
  });

  it.each([
    [{ gtin: '' }, m.gtinMissing],
    [{ gtin: '40063813338' }, m.gtinCheckDigit],
    [{ gtin: '4006381333932' }, m.gtinCheckDigit],
    [{ gtin: '4006-381333931' }, m.gtinShape],
    [{ gtin: '123' }, m.gtinShape],
    [{ gtin: '5901234123457' }, m.unknownProduct],
    [{ price: '' }, m.priceMissing],
    [{ price: 'cheap' }, m.priceNotNumber],
    [{ price: '1e3' }, m.priceNotNumber],
    [{ price: '0' }, m.priceOutOfRange],
    [{ price: '-5' }, m.priceOutOfRange],
    [{ price: '1000000.01' }, m.priceOutOfRange],
    [{ price: '24.999' }, m.priceCents],
    [{ was_price: 'lots' }, m.wasPriceNotNumber],
    [{ was_price: '0' }, m.wasPriceOutOfRange],
    [{ currency: 'EUR' }, m.currency],
    [{ currency: '' }, m.currency],
    [{ shipping: '' }, m.shippingMissing],
    [{ shipping: '-1' }, m.shippingInvalid],
    [{ in_stock: 'maybe' }, m.inStockInvalid],
    [{ url: '' }, m.urlMissing],
    [{ url: 'corner.example/p' }, m.urlInvalid],
    [{ url: 'ftp://corner.example/p' }, m.urlInvalid],
    [{ url: 'https://other-store.example/p' }, m.urlOffDomain],
    [{ url: 'https://corner.example.evil.example/p' }, m.urlOffDomain],
    [{ url: 'https://shop.corner.example/p' }, m.urlOffDomain],
    [{ url: 'https://corner.example:8443/p' }, m.urlOffDomain],
    [{ delivery_days: '' }, m.deliveryDaysMissing],
    [{ delivery_days: '2.5' }, m.deliveryDaysInvalid],
    [{ delivery_days: '400' }, m.deliveryDaysInvalid],
    [{ price: { amount: 1 } }, `${m.fieldMalformed}: price`],
    [{ url: `https://corner.example/${'a'.repeat(2100)}` }, `${m.fieldTooLong}: url`],
  ])('refuses %j: %s', (fields, reason) => {
    // Act
    const { accepted, rejected } = checkFeedRows([row(fields, 7)], context);

    // Assess
    expect(accepted).toEqual([]);
    expect(rejected).toEqual([
      { line: 7, gtin: String((fields as Record<string, unknown>).gtin ?? KNOWN), reason },
    ]);
  });

  it('refuses a GTIN already on an earlier row, however many leading zeros it carries', () => {
    // Prepare
    const rows = [
      row({}, 2),
      row({ gtin: `0${KNOWN}`, price: '20' }, 3),
      row({ gtin: OTHER_KNOWN }, 4),
    ];

    // Act
    const { accepted, rejected } = checkFeedRows(rows, context);

    // Assess
    expect(accepted.map((r) => r.line)).toEqual([2, 4]);
    expect(rejected).toEqual([{ line: 3, gtin: `0${KNOWN}`, reason: m.duplicateGtin }]);
  });

  it('looks up each well-formed GTIN once, as 14 digits', () => {
    // Prepare
    const rows = [
      row({}),
      row({ gtin: `0${KNOWN}` }),
      row({ gtin: 'bad' }),
      row({ gtin: OTHER_KNOWN }),
    ];

    // Act
    const gtins = lookupGtins(rows);

    // Assess
    expect(gtins).toEqual([KNOWN.padStart(14, '0'), OTHER_KNOWN.padStart(14, '0')]);
  });
});
