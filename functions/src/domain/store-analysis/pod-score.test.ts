import { describe, expect, it } from 'vitest';
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { sumPoints, type Finding } from './findings';
import { podClassificationOf, podLikelihoodOf, scorePod } from './pod-score';
import { readStoreFacts } from './store-facts';
import type { StorefrontProduct } from './store-snapshot';
import { aPage, aProduct, aSnapshot, someProducts } from './test-snapshots';

const c = storeAnalysisConstants.pod;

/** The POD reading of a store whose storefront says `text` and which lists `products`. */
const podOf = (text: string, products: StorefrontProduct[] | null = null, published?: number) =>
  scorePod(
    readStoreFacts(
      aSnapshot({
        pages: [aPage('storefront', { text })],
        products,
        ...(published !== undefined && { publishedProductCount: published }),
      }),
    ),
  );

const itemRules = (findings: readonly Finding[]) =>
  findings.filter((f) => f.rule.startsWith('pod.') && f.tone !== 'tally');
const fired = (findings: readonly Finding[], rule: string) =>
  findings.filter((f) => f.rule === rule);

describe('print-on-demand confidence: each rule with exactly its points', () => {
  it.each([
    ['provider', 'Fulfilled by Printful.', 'pod.provider', c.providerPattern, '"Printful"'],
    [
      'fulfilment',
      'Each item is made to order.',
      'pod.fulfilment',
      c.fulfilment,
      '"made to order"',
    ],
    ['keyword', 'Our hoodies are warm.', 'pod.keyword', c.keyword, '"hoodies"'],
    [
      'keyword: a shirt called a tee',
      'Type: Tee. Cotton, crew neck.',
      'pod.keyword',
      c.keyword,
      '"Tee"',
    ],
    [
      'production time',
      'Allow 2-5 business days to print.',
      'pod.shipping',
      c.shipping,
      '"2-5 business days to print"',
    ],
    [
      'printing words (generic pattern 2)',
      'DTG printed on soft fabric.',
      'pod.pattern.printTechnique',
      c.genericPatterns[1],
      '"DTG printed"',
    ],
    [
      'personalisation (generic pattern 3)',
      'Personalised with your name.',
      'pod.pattern.personalisation',
      c.genericPatterns[2],
      '"Personalised"',
    ],
  ])('%s', (_name, text, rule, points, quoted) => {
    // Act
    const { analysis, findings } = podOf(text);

    // Assess
    expect(itemRules(findings)).toEqual([
      expect.objectContaining({
        scheme: 'pod',
        rule,
        points,
        evidence: `${quoted} on the storefront page`,
        source: 'https://store.example/',
      }),
    ]);
    expect(analysis.confidence).toBe(points);
  });

  it.each([
    [
      'a returns list',
      'Monogrammed items and Made to Order furniture or rugs are not eligible for returns.',
    ],
    [
      'a delivery exclusion',
      'Next Day Delivery service is not available for oversized items, personalized items or gift cards.',
    ],
    [
      'a list of ineligible items',
      'Items non-eligible for returns or exchanges: Gift cards Made to Order items, including custom rugs',
    ],
    ["a review gallery's button", 'Scroll to Next Item Add Your Own Photo Pin It'],
    [
      // John Lewis's description of Google's Nest Mini speaker.
      "a device's tailoring to its user",
      'It can distinguish your voice so you get a more personalised experience. Get personalised help managing your schedule.',
    ],
    ['a cookie notice', 'We use cookies to show you personalised content and customised ads.'],
    [
      // John Lewis's listing of a Norton security suite.
      "an app's feature",
      'Lost Notice lets you send a customized message to anyone who finds your missing Android device.',
    ],
    ['a plumbing fitting and a golf peg', '20 Pcs Hose Tee Barb Connector. 50 golf tees.'],
    [
      // An Amazon listing of a hose fitting: its specification's bare "TEE" is the same fitting.
      "a fitting's specification",
      'Type:TEE Technics:Casting Shape:Equal Name:3mm, 4mm Barbed Tee connector',
    ],
    [
      // John Lewis's fabric page.
      'a refund note',
      "Our refund policy doesn't apply to personalised or made to measure products.",
    ],
    [
      // An Amazon listing of a skeleton watch.
      "a maker's tailored part",
      'A customised SEAGULL ST2553JK automatic movement means it is your drive that powers our watches.',
    ],
    [
      // IKEA's sofa-bed page.
      'a furniture planner',
      'Not quite perfect? Design your own! Open planner',
    ],
    [
      // An Alibaba supplier's listing.
      "a supplier's branding service from a minimum order",
      'Customization: Customized logo(Min. Order: 1000 Sets) Customized packaging(Min. Order: 1000 Sets)',
    ],
  ])('takes no printing or personalising words from %s', (_name, text) => {
    expect(itemRules(podOf(text).findings)).toEqual([]);
  });

  it.each([
    ['Personalise it with a name of up to 12 letters.', 'Personalise'],
    ['Add personalisation: up to three initials.', 'personalisation'],
    ['Customised phone cases, made for you.', 'Customised'],
    ['Design your own tote: add your name.', 'Design your own'],
    ['A watch with a personalised engraving on its movement.', 'personalised'],
  ])('still reads personalising said of the product: %s', (text, quoted) => {
    expect(itemRules(podOf(text).findings).map((finding) => finding.evidence)).toContain(
      `"${quoted}" on the storefront page`,
    );
  });

  it('still reads "made to order" and "add your photo" said of the product', () => {
    const { findings } = podOf('Every mug is made to order. Add your photo to the front.');

    expect(itemRules(findings).map((finding) => [finding.rule, finding.evidence])).toEqual([
      ['pod.fulfilment', '"made to order" on the storefront page'],
      ['pod.keyword', '"mug" on the storefront page'],
      ['pod.pattern.personalisation', '"Add your photo to" on the storefront page'],
    ]);
  });

  it('one design sold as three kinds of print product (generic pattern 1)', () => {
    const products = [
      aProduct({ title: 'Cat Lover Unisex T-Shirt' }),
      aProduct({ title: 'Cat Lover Hoodie' }),
      aProduct({ title: 'Cat Lover Mug' }),
    ];

    const [finding] = fired(podOf('Welcome.', products).findings, 'pod.pattern.sameDesign');

    expect(finding).toMatchObject({ points: c.genericPatterns[0] });
    expect(finding?.evidence).toBe(
      '"Cat Lover" is sold as t-shirt, hoodie, mug (first in the product "Cat Lover Unisex T-Shirt")',
    );
  });

  it('not for a design sold as two kinds only', () => {
    const products = [
      aProduct({ title: 'Cat Lover Tee' }),
      aProduct({ title: 'Cat Lover T-Shirt' }),
      aProduct({ title: 'Cat Lover Mug' }),
    ];

    expect(fired(podOf('Welcome.', products).findings, 'pod.pattern.sameDesign')).toEqual([]);
  });

  it('names the provider from a vendor an import app filled in', () => {
    const { analysis, findings } = podOf('Welcome.', [
      aProduct({ title: 'Poster', vendor: 'Printify' }),
    ]);

    expect(analysis.provider).toBe('Printify');
    expect(fired(findings, 'pod.provider')[0]?.evidence).toBe('"Printify" in the product "Poster"');
  });

  it('takes no ice cream for the Gelato print service, and no cat portrait for CustomCat', () => {
    expect(podOf('Fresh gelato every day. A custom cat portrait.').analysis.provider).toBeNull();
    expect(podOf('Printed by Gelato near you.').analysis.provider).toBe('Gelato');
  });

  it('counts each kind of evidence once, however often it appears', () => {
    const { findings } = podOf('Printful. Printful again. Made to order, made to order.');

    expect(itemRules(findings).map((f) => f.points)).toEqual([c.providerPattern, c.fulfilment]);
  });

  it('takes -20 for each distinct handmade word, once however often it appears', () => {
    const { findings } = podOf(
      'Handmade mugs, hand-made plates and hand-poured candles. Handmade!',
      null,
    );

    const handmade = fired(findings, 'pod.handmadeWord');
    expect(handmade.map((f) => [f.points, f.evidence])).toEqual([
      [c.handmadeWord, '"Handmade" on the storefront page'],
      [c.handmadeWord, '"hand-poured" on the storefront page'],
    ]);
  });

  it('takes nothing off for marketing words that claim no hand ("artisan", "small batch")', () => {
    const { findings } = podOf('Artisan designs, printed in small batches. Small-batch hoodies.');

    expect(fired(findings, 'pod.handmadeWord')).toEqual([]);
  });

  it('takes -20 for each distinct handmade claim: handmade and handcrafted are two', () => {
    const { findings } = podOf('Handcrafted frames. Hand-crafted and handmade mugs.', null);

    expect(fired(findings, 'pod.handmadeWord').map((f) => f.evidence)).toEqual([
      '"Handcrafted" on the storefront page',
      '"handmade" on the storefront page',
    ]);
  });
});

describe('print-on-demand confidence: clamp, thresholds, wording', () => {
  it('records the clamp at 0 and the findings still sum to the confidence', () => {
    const { analysis, findings } = podOf('Handmade and hand-poured.');

    expect(analysis.confidence).toBe(0);
    expect(fired(findings, 'pod.clamp')).toEqual([expect.objectContaining({ points: 40 })]);
    expect(sumPoints(findings.filter((f) => f.rule.startsWith('pod.')))).toBe(0);
  });

  it('records the clamp at 100', () => {
    // 30 + 20 + 15 + 10 + 20 + 15 = 110.
    const text =
      'Printful prints every hoodie made to order, 2-5 business days to print, DTG printed, personalised.';

    const { analysis, findings } = podOf(text);

    expect(analysis.confidence).toBe(100);
    expect(fired(findings, 'pod.clamp')).toEqual([expect.objectContaining({ points: -10 })]);
    expect(sumPoints(findings.filter((f) => f.rule.startsWith('pod.')))).toBe(100);
  });

  it('is print on demand above 40, not at 40', () => {
    // fulfilment 20 + printing words 20 = 40; provider 30 + keyword 15 = 45.
    expect(podOf('Made to order, DTG printed.').analysis).toMatchObject({
      confidence: 40,
      isPOD: false,
    });
    expect(podOf('Printful hoodies.').analysis).toMatchObject({ confidence: 45, isPOD: true });
  });

  it('is very likely above 70, not at 70', () => {
    // provider 30 + fulfilment 20 + printing words 20 = 70; + production time 10 = 80.
    const at70 = podOf('Printful, made to order, DTG printed.').analysis;
    const at80 = podOf('Printful, made to order, DTG printed. Production time 3 days.').analysis;

    expect(at70.confidence).toBe(70);
    expect(at70.recommendedAction).toMatch(/^Likely print on demand/);
    expect(at80.confidence).toBe(80);
    expect(at80.recommendedAction).toMatch(/^Very likely print on demand \(Printful\)/);
  });

  it('says there is no strong sign when it is not print on demand', () => {
    const { analysis } = podOf('Welcome.');

    expect(analysis).toMatchObject({
      isPOD: false,
      confidence: 0,
      provider: null,
      indicators: { positive: [], negative: [] },
      recommendedAction:
        'No strong sign of print on demand: judge the store by its other evidence.',
    });
  });

  it('lists the evidence for and against as indicators', () => {
    const { indicators } = podOf('Printful. Handmade.').analysis;

    expect(indicators).toEqual({
      positive: ['Print-on-demand provider named: "Printful" on the storefront page'],
      negative: ['Handmade wording: "Handmade" on the storefront page'],
    });
  });

  it.each([
    [40, 'unlikely'],
    [41, 'likely'],
    [70, 'likely'],
    [71, 'veryLikely'],
  ])('confidence %i is %s', (confidence, likelihood) => {
    expect(podLikelihoodOf(confidence).value).toBe(likelihood);
  });
});

describe('print-on-demand store level', () => {
  it('counts +15 for each kind of POD evidence found', () => {
    const { findings, analysis } = podOf('Printful hoodies.');

    expect(fired(findings, 'podStore.indicators')).toEqual([
      expect.objectContaining({
        points: 2 * c.storeIndicator,
        evidence: '2 × 15: Print-on-demand provider named; Print-on-demand product words',
      }),
    ]);
    // 30 is above 25: mixed.
    expect(analysis.storeLevel).toEqual({ score: 30, classification: 'mixed' });
  });

  it('adds +10 for a catalogue above 50 products, not of 50', () => {
    const products = someProducts(2);

    expect(fired(podOf('Welcome.', products, 51).findings, 'podStore.catalogue')).toEqual([
      expect.objectContaining({
        points: c.storeCatalogueBonus,
        evidence: 'The store says it publishes 51 products',
      }),
    ]);
    expect(fired(podOf('Welcome.', products, 50).findings, 'podStore.catalogue')).toEqual([]);
  });

  it('adds +20 when most products are print-on-demand kinds, not half of them', () => {
    const most = [
      aProduct({ title: 'Sunset Poster' }),
      aProduct({ title: 'Plain', productType: 'Mug' }),
      aProduct({ title: 'Another Poster' }),
      aProduct({ title: 'Wooden spoon' }),
      aProduct({ title: 'City Poster' }),
    ];
    const half = [
      ...most.slice(0, 2),
      aProduct({ title: 'Spoon' }),
      aProduct({ title: 'Fork' }),
      aProduct({ title: 'Knife' }),
    ];

    expect(fired(podOf('Welcome.', most).findings, 'podStore.specialisation')).toEqual([
      expect.objectContaining({
        points: c.storeSpecialisation,
        evidence: '4 of 5 products read are poster, mug',
      }),
    ]);
    expect(fired(podOf('Welcome.', half).findings, 'podStore.specialisation')).toEqual([]);
  });

  it('says nothing of a specialisation from fewer than five products read', () => {
    // An auction house's product page: its one lot is a pair of pillows.
    const onePage = [aProduct({ title: 'Alexander Girard for Herman Miller pillows, pair' })];

    expect(fired(podOf('Welcome.', onePage).findings, 'podStore.specialisation')).toEqual([]);
  });

  it("says nothing of a specialisation from one product page's products, however many", () => {
    // Prepare: Zara's T-shirt page publishes its one T-shirt as 14 JSON-LD products.
    const products = someProducts(14, { title: 'T-SHIRT CÔTELÉ UNI' });
    const snapshot = (productsFrom?: 'catalogue' | 'product-page') =>
      aSnapshot({
        pages: [aPage('storefront', { text: 'T-shirt à col montant.' })],
        products,
        ...(productsFrom && { productsFrom }),
      });

    // Act
    const onePage = scorePod(readStoreFacts(snapshot('product-page'))).findings;
    const catalogue = scorePod(readStoreFacts(snapshot('catalogue'))).findings;

    // Assess: the same products read from the store's catalogue do say it.
    expect(fired(onePage, 'podStore.specialisation')).toEqual([]);
    expect(fired(catalogue, 'podStore.specialisation')).toHaveLength(1);
  });

  it('sums its own findings to its score, apart from the confidence', () => {
    const { analysis, findings } = podOf('Printful hoodies, made to order.', someProducts(2), 80);

    expect(sumPoints(findings.filter((f) => f.rule.startsWith('podStore.')))).toBe(
      analysis.storeLevel.score,
    );
    expect(sumPoints(findings.filter((f) => f.rule.startsWith('pod.')))).toBe(analysis.confidence);
    // 3 indicators (45) + catalogue (10) = 55: above 50, a POD store.
    expect(analysis.storeLevel).toEqual({ score: 55, classification: 'pod_store' });
  });

  it.each([
    [25, 'not_pod'],
    [26, 'mixed'],
    [50, 'mixed'],
    [51, 'pod_store'],
  ])('store-level score %i is %s', (score, classification) => {
    expect(podClassificationOf(score).value).toBe(classification);
  });
});
