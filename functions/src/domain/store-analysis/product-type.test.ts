import { describe, expect, it } from 'vitest';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { decideProductType } from './product-type';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { aPage, aProduct, aSnapshot } from './test-snapshots';

const { typeAdjustment } = storeAnalysisConstants.pattern;

const typeOf = (snapshot: StoreSnapshot, podConfidence = 0) =>
  decideProductType(readStoreFacts(snapshot), podConfidence);

const saying = (text: string, overrides: Partial<StoreSnapshot> = {}) =>
  aSnapshot({ pages: [aPage('storefront', { text })], ...overrides });

describe('decideProductType', () => {
  it('refines to custom printed when the POD confidence is above 60, not at 60', () => {
    const snapshot = saying('Handmade. Ships in 7-30 days.');

    expect(typeOf(snapshot, 61)).toMatchObject({
      type: 'customPrinted',
      finding: {
        rule: 'type.customPrinted',
        points: typeAdjustment.customPrinted,
        evidence: 'Print-on-demand confidence 61 is above 60',
      },
    });
    expect(typeOf(snapshot, 60).type).not.toBe('customPrinted');
  });

  it('takes a dropship signal over handmade words: dispatch from China, with its window', () => {
    const { type, finding } = typeOf(
      saying('Handmade. Ships from China; orders ship in 7-30 business days.'),
    );

    expect(type).toBe('likelyDropshipped');
    expect(finding).toMatchObject({
      rule: 'type.likelyDropshipped',
      label: 'Product type: Dropshipped',
      points: typeAdjustment.likelyDropshipped,
      evidence:
        '"Ships from China" on the storefront page and "7-30 business days" on the storefront page',
    });
  });

  it('does not take a long delivery window alone for dropshipping', () => {
    // Zalando's product pages: a partner's items come in "18-28 working days".
    const { type } = typeOf(saying('Handmade. Standard delivery: 18-28 working days.'));

    expect(type).toBe('authenticHandmade');
  });

  it("takes images on a supplier's host for a dropship signal", () => {
    const snapshot = aSnapshot({
      products: [aProduct({ images: ['https://ae01.alicdn.com/kf/a.jpg'] })],
    });

    expect(typeOf(snapshot).finding.evidence).toBe('1 product image served from ae01.alicdn.com');
  });

  it('is handmade from handmade words, citing each', () => {
    const { type, finding } = typeOf(saying('Handmade candles, hand-poured in small batches.'));

    expect(type).toBe('authenticHandmade');
    expect(finding).toMatchObject({
      points: typeAdjustment.authenticHandmade,
      evidence: '"Handmade" on the storefront page; "hand-poured" on the storefront page',
      source: 'https://store.example/',
    });
  });

  it("takes a maker's story for no claim about the product, unless the product says so itself", () => {
    // Prepare: a spice brand's story on its listing (Ankerkraut on Amazon), then a candle's own words.
    const story =
      'Tolle Gewürze. Wir sind: Anne und Stefan - Leidenschaft und Familie - traditionelle Manufaktur – Online Nerds und Handmade. 230 g im Streuer.';
    const ownWords = `${story} Each candle is hand-poured in our workshop.`;

    // Act
    const fromStory = typeOf(saying(story));
    const fromProduct = typeOf(saying(ownWords));

    // Assess
    expect(fromStory.type).toBe('unknown');
    expect(fromProduct).toMatchObject({
      type: 'authenticHandmade',
      finding: { evidence: '"hand-poured" on the storefront page' },
    });
  });

  it("takes a food brand's marketing words for no handmade claim: mass produced by its barcodes", () => {
    const snapshot = aSnapshot({
      storeName: 'Tuscan Hills',
      products: [
        aProduct({
          title: 'Tuscan Hills Small Batch Granola Pack of 6',
          vendor: 'Tuscan Hills',
          gtin: '0850012345678',
        }),
        aProduct({
          title: 'Tuscan Hills Artisan Honey 500 g',
          vendor: 'Tuscan Hills',
          description: 'Artisanal raw honey, small-batch jarred.',
          gtin: '4006381333931',
        }),
      ],
    });

    expect(typeOf(snapshot).finding).toMatchObject({
      rule: 'type.likelyMassProduced',
      evidence:
        'barcode (GTIN) 0850012345678 published in the product "Tuscan Hills Small Batch Granola Pack of 6" (and 1 more product)',
    });
  });

  it('takes handmade words over brand signals', () => {
    const snapshot = saying('Handmade.', { products: [aProduct({ gtin: '4006381333931' })] });

    expect(typeOf(snapshot).type).toBe('authenticHandmade');
  });

  it('is mass produced from barcodes or from brands other than the store', () => {
    const withGtin = aSnapshot({
      storeName: 'Store Example',
      products: [aProduct({ gtin: '4006381333931' }), aProduct()],
    });
    const reseller = aSnapshot({
      storeName: 'Store Example',
      products: [aProduct({ vendor: 'Stabilo' }), aProduct({ vendor: 'Store Example' })],
    });

    expect(typeOf(withGtin).finding).toMatchObject({
      rule: 'type.likelyMassProduced',
      points: typeAdjustment.likelyMassProduced,
      evidence: expect.stringMatching(
        /^barcode \(GTIN\) 4006381333931 published in the product "Plain product \d+"$/,
      ),
    });
    expect(typeOf(reseller).finding.evidence).toBe('vendors other than the store: Stabilo');
  });

  it("takes a marketplace listing's seller, named as the product's brand, for the store itself", () => {
    // Prepare: Etsy prints the seller's shop as the listing's brand.
    const listing = aSnapshot({
      platform: 'etsy',
      sellerName: 'OliveCreativeCompany',
      products: [aProduct({ vendor: 'OliveCreativeCompany' })],
    });
    const sellerUnknown = aSnapshot({
      platform: 'etsy',
      products: [aProduct({ vendor: 'OliveCreativeCompany' })],
    });

    // Act, Assess
    expect(typeOf(listing).type).toBe('unknown');
    expect(typeOf(sellerUnknown).finding.evidence).toBe(
      'vendors other than the store: OliveCreativeCompany',
    );
  });

  it("is unknown, a 0-point fact, when nothing tells; the store's own name as vendor tells nothing", () => {
    const snapshot = aSnapshot({ storeName: 'Store Example', products: [aProduct()] });

    expect(typeOf(snapshot)).toMatchObject({
      type: 'unknown',
      finding: {
        rule: 'type.unknown',
        points: 0,
        tone: 'neutral',
        evidence: 'No print-on-demand, supplier, handmade or brand evidence was read',
      },
    });
  });
});
