/**
 * Print-on-demand scoring (docs/store-verdict.md#print-on-demand), on everything read: the pages,
 * the store's description and each product. Two tallies share the `pod` scheme, told apart by their
 * rule ids:
 *
 * The confidence (`pod.*` rules, from 0): provider named +30, fulfilment wording +20, POD product
 * word +15, production time +10, the three generic patterns +25/+20/+15 (pod-vocabulary.ts), and
 * -20 for each distinct handmade word. Every kind of evidence counts once, however often it
 * appears (a store that names Printful on ten pages has named one provider); only handmade words
 * count each, as the spec says, one per distinct word ("handmade" on fifty products is one word).
 * Kept within 0-100; above 40 it is print on demand, above 70 very likely.
 *
 * The store level (`podStore.*` rules, from 0): +15 for each kind of POD evidence found above
 * (each positive `pod.*` rule that fired is one store-level indicator), +10 for a catalogue of
 * over 50 products, +20 when most products read are print-on-demand kinds. Above 50 a POD
 * store, above 25 mixed.
 */
import { storeAnalysisConstants, type PodAnalysis } from '@shop-scanner/shared/store-analysis';
import { describeCount } from './catalogue-facts';
import { countOf, explain, fire, tallyItem, tallyScore, type Finding } from './findings';
import {
  distinctKinds,
  fulfilmentPhrase,
  personalisationPhrase,
  podProviders,
  podProductWord,
  printTechniquePhrase,
  productionTimePhrase,
  SAME_DESIGN_KINDS,
} from './pod-vocabulary';
import { inProduct, type StoreFacts } from './store-facts';
import type { StorefrontProduct } from './store-snapshot';
import { landOn, type Landing } from './thresholds';
import { findPhrase, matching, quoteHit, type Matcher, type PhraseHit } from './text-sources';

const c = storeAnalysisConstants.pod;
/**
 * A store specialises in print products only when enough of its products were read to say so:
 * a product page's one product (an auction house's lot of two pillows) is not a catalogue.
 */
const SPECIALISATION_MIN_PRODUCTS = 5;
const [strongPattern, middlePattern, weakPattern] = c.genericPatterns;

const pod = (rule: string, label: string, points: number, hit: PhraseHit): Finding =>
  fire('pod', { rule: `pod.${rule}`, label, points, evidence: quoteHit(hit), source: hit.source });

const phraseRule =
  (rule: string, label: string, points: number, matcher: Matcher) =>
  (facts: StoreFacts): Finding[] => {
    const hit = findPhrase(facts.allSources, matcher);
    return hit ? [pod(rule, label, points, hit)] : [];
  };

/** The first provider (in the list's order) the store names, and where. */
const providerOf = (facts: StoreFacts): { name: string; hit: PhraseHit } | undefined => {
  for (const { name, pattern } of podProviders) {
    const hit = findPhrase(facts.allSources, matching(pattern));
    if (hit) return { name, hit };
  }
  return undefined;
};

const providerFindings = (provider: { hit: PhraseHit } | undefined): Finding[] =>
  provider
    ? [pod('provider', 'Print-on-demand provider named', c.providerPattern, provider.hit)]
    : [];

/** Words that describe the blank, not the design: "Cat Lover Unisex T-Shirt" is "Cat Lover". */
const BLANK_WORDS =
  /\b(?:unisex|classic|premium|heavy(?:weight)?|cotton|ceramic|oversized|long\s+sleeve|crew\s*neck|pullover|zip|men'?s|women'?s|kids'?)\b/gi;

const designOf = (title: string, productWord: string): string =>
  title
    .replace(productWord, ' ')
    .replace(BLANK_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One design sold as three or more kinds of print product (generic pattern 1). */
const sameDesignRule = ({ products, productListUrl }: StoreFacts): Finding[] => {
  const designs = new Map<string, { design: string; words: string[]; first: StorefrontProduct }>();
  for (const product of products) {
    const word = podProductWord(product.title);
    if (word === undefined) continue;
    const design = designOf(product.title, word);
    if (design === '') continue;
    const key = design.toLowerCase();
    const entry = designs.get(key) ?? { design, words: [], first: product };
    entry.words.push(word);
    designs.set(key, entry);
  }
  const found = [...designs.values()]
    .map((entry) => ({ ...entry, kinds: distinctKinds(entry.words) }))
    .find((entry) => entry.kinds.length >= SAME_DESIGN_KINDS);
  if (!found) return [];
  return [
    fire('pod', {
      rule: 'pod.pattern.sameDesign',
      label: 'One design sold on many kinds of product',
      points: strongPattern,
      evidence: `"${found.design}" is sold as ${found.kinds.join(', ')} (first ${inProduct(found.first)})`,
      source: found.first.url ?? productListUrl,
    }),
  ];
};

const handmadeRule = ({ handmadeWords }: StoreFacts): Finding[] =>
  handmadeWords.map((hit) => pod('handmadeWord', 'Handmade wording', c.handmadeWord, hit));

/** The item rules after the provider (which the analysis also names, so it is read apart). */
const itemRules: readonly ((facts: StoreFacts) => Finding[])[] = [
  phraseRule('fulfilment', 'Printed when you order', c.fulfilment, fulfilmentPhrase),
  phraseRule('keyword', 'Print-on-demand product words', c.keyword, podProductWord),
  phraseRule('shipping', 'Production time before shipping', c.shipping, productionTimePhrase),
  sameDesignRule,
  phraseRule(
    'pattern.printTechnique',
    'Print-on-demand printing words',
    middlePattern,
    printTechniquePhrase,
  ),
  phraseRule(
    'pattern.personalisation',
    'Personalised products',
    weakPattern,
    personalisationPhrase,
  ),
  handmadeRule,
];

export type Likelihood = 'veryLikely' | 'likely' | 'unlikely';
type Classification = PodAnalysis['storeLevel']['classification'];

const likelihoodWords: Readonly<Record<Likelihood, string>> = {
  veryLikely: 'very likely print on demand',
  likely: 'print on demand',
  unlikely: 'not print on demand',
};

const classificationWords: Readonly<Record<Classification, string>> = {
  pod_store: 'a print-on-demand store',
  mixed: 'a mixed store',
  not_pod: 'not a print-on-demand store',
};

const recommendedActions: Readonly<Record<Likelihood, (provider: string | null) => string>> = {
  veryLikely: (provider) =>
    `Very likely print on demand${provider ? ` (${provider})` : ''}: each item is printed after you order. Allow for production time before shipping, and look for reviews of the print quality.`,
  likely: () =>
    'Likely print on demand: items may be printed after you order. Check the production and delivery times, and whether printed items can be returned.',
  unlikely: () => 'No strong sign of print on demand: judge the store by its other evidence.',
};

/** The print-on-demand product word in a product's title or type, if any. */
const podProductWordOf = (product: StorefrontProduct): string | undefined =>
  podProductWord(`${product.title} ${product.productType ?? ''}`);

/** The store-level rules: indicators, catalogue size, specialisation. */
const storeLevelRules = (facts: StoreFacts, itemFindings: readonly Finding[]): Finding[] => {
  const fired: Finding[] = [];
  const indicators = itemFindings.filter((finding) => finding.tone === 'positive');
  if (indicators.length > 0)
    fired.push(
      fire('pod', {
        rule: 'podStore.indicators',
        label: 'Print-on-demand evidence across the store',
        points: indicators.length * c.storeIndicator,
        evidence: `${indicators.length} × ${c.storeIndicator}: ${indicators.map((finding) => finding.label).join('; ')}`,
      }),
    );
  const { productCount, products, productListUrl } = facts;
  if (productCount && productCount.count > c.storeCatalogueAbove)
    fired.push(
      fire('pod', {
        rule: 'podStore.catalogue',
        label: `A catalogue of over ${c.storeCatalogueAbove} products`,
        points: c.storeCatalogueBonus,
        evidence: describeCount(productCount),
        source: productListUrl,
      }),
    );
  const podKinds = products.map(podProductWordOf).filter((word) => word !== undefined);
  // One product page's products (its own in every size, its related items) are not what the
  // store sells as a whole: specialisation is read from the catalogue only.
  const fromCatalogue = facts.snapshot.productsFrom !== 'product-page';
  if (
    fromCatalogue &&
    products.length >= SPECIALISATION_MIN_PRODUCTS &&
    podKinds.length > products.length / 2
  ) {
    const kinds = distinctKinds(podKinds).join(', ');
    fired.push(
      fire('pod', {
        rule: 'podStore.specialisation',
        label: 'Most products are print-on-demand kinds',
        points: c.storeSpecialisation,
        evidence: `${podKinds.length} of ${countOf(products.length, 'product')} read are ${kinds}`,
        source: productListUrl,
      }),
    );
  }
  return fired;
};

/** Above 70 very likely, above 40 print on demand (isPOD), else not. */
export const podLikelihoodOf = (confidence: number): Landing<Likelihood> =>
  landOn<Likelihood>(
    confidence,
    [
      { value: 'veryLikely', above: c.veryLikelyAbove },
      { value: 'likely', above: c.isPodAbove },
    ],
    'unlikely',
  );

/** Above 50 a POD store, above 25 mixed, else not POD. */
export const podClassificationOf = (score: number): Landing<Classification> =>
  landOn<Classification>(
    score,
    [
      { value: 'pod_store', above: c.podStoreAbove },
      { value: 'mixed', above: c.mixedStoreAbove },
    ],
    'not_pod',
  );

export interface PodOutcome {
  analysis: PodAnalysis;
  /** `pod.*` findings (summing to the confidence), then `podStore.*` (to the store-level score). */
  findings: Finding[];
}

export const scorePod = (facts: StoreFacts): PodOutcome => {
  const provider = providerOf(facts);
  const itemFindings = [...providerFindings(provider), ...itemRules.flatMap((rule) => rule(facts))];
  const confidence = tallyScore({ scheme: 'pod', prefix: 'pod', fired: itemFindings });
  const likelihood = podLikelihoodOf(confidence.score);
  const storeLevel = tallyScore({
    scheme: 'pod',
    prefix: 'podStore',
    fired: storeLevelRules(facts, itemFindings),
  });
  const classification = podClassificationOf(storeLevel.score);
  const providerName = provider?.name ?? null;

  return {
    analysis: {
      isPOD: likelihood.value !== 'unlikely',
      confidence: confidence.score,
      provider: providerName,
      indicators: {
        positive: itemFindings.filter((f) => f.tone === 'positive').map(explain),
        negative: itemFindings.filter((f) => f.tone === 'negative').map(explain),
      },
      recommendedAction: recommendedActions[likelihood.value](providerName),
      storeLevel: { score: storeLevel.score, classification: classification.value },
    },
    findings: [
      ...confidence.findings,
      tallyItem('pod', {
        rule: 'pod.likelihood',
        label: 'Print-on-demand likelihood',
        points: 0,
        evidence: `Confidence ${likelihood.reason}: ${likelihoodWords[likelihood.value]}`,
      }),
      ...storeLevel.findings,
      tallyItem('pod', {
        rule: 'podStore.classification',
        label: 'Store-level classification',
        points: 0,
        evidence: `Store-level score ${classification.reason}: ${classificationWords[classification.value]}`,
      }),
    ],
  };
};
