/**
 * The Shopify-style store assessment (docs/store-verdict.md#shopify-assessment), for Shopify stores
 * whose product list (`/products.json`) could be read. Only Shopify: its vendor field is always
 * filled (with the shop's own name by default), so a blank or placeholder vendor means something; a
 * WooCommerce or JSON-LD product without a brand only means no brand plugin, and the vendor rules
 * would misfire there.
 *
 * Score from 50 (`shopify.base`): only unknown vendors -15, more than 10 vendors -10, 3 or fewer
 * +10; own domain +15, else -5; a store description +10, else -5; fewer than 5 products a
 * 0-point fact; more than 100 products -5 (the count the store publishes, else the count read).
 * The findings add up to the score. Health from the average of the score and the three quality
 * metrics (shopify-quality.ts); dropship likelihood from the score, raised when the business
 * model reads dropshipping (dropshipLikelihoodWith); business model from business-model.ts.
 * Each of the three is recorded as a 0-point finding saying how it was reached.
 *
 * When the platform is Shopify but the product list could not be read, there is no assessment
 * (the seed's default "moderate, 50" is not reproduced): one neutral finding says why.
 */
import {
  dropshipLikelihoods,
  storeAnalysisConstants,
  type DropshipLikelihood,
  type PodAnalysis,
  type ShopifyAssessment,
  type StoreHealth,
  type StoreProductType,
} from '@shop-scanner/shared/store-analysis';
import {
  businessModelOf,
  storeTypeDescriptions,
  type BusinessModelReading,
} from './business-model';
import { describeCount } from './catalogue-facts';
import { countOf, explain, fire, tallyFromBase, tallyItem, type Finding } from './findings';
import { qualityMetricsOf } from './shopify-quality';
import type { StoreFacts } from './store-facts';
import { quoteSource } from './text-sources';
import { landOn, type Landing } from './thresholds';

const s = storeAnalysisConstants.shopify;

const shop = (rule: string, label: string, points: number, evidence: string, source?: string) =>
  fire('shopify', { rule: `shopify.${rule}`, label, points, evidence, source });

/** What each negative rule suggests the shopper do: advice tied to a fired rule, never invented. */
const recommendationsByRule: Readonly<Record<string, string>> = {
  'shopify.vendor.unknownOnly':
    'Search the product name to find who makes it: the store names no vendor.',
  'shopify.vendor.many': 'Check who makes each product: quality varies across this many vendors.',
  'shopify.domain.platform':
    'Look for reviews of the store outside its own pages: it has no domain of its own.',
  'shopify.description.missing':
    'Read the about and policy pages before buying: the store does not describe itself.',
  'shopify.products.many':
    'Check that the product you want has its own photos and details: the catalogue is large.',
};

const DROPSHIP_ADVICE = 'Check the delivery time and where the order ships from before paying.';
const VENDORS_SHOWN = 10;

const vendorList = (vendors: readonly string[]): string =>
  vendors.length > VENDORS_SHOWN
    ? `${vendors.slice(0, VENDORS_SHOWN).join(', ')} and ${vendors.length - VENDORS_SHOWN} more`
    : vendors.join(', ');

const vendorRules = ({ vendors, productListUrl }: StoreFacts): Finding[] => {
  const { known, unknownVendorProducts, products } = vendors;
  if (products === 0) return [];
  if (known.length === 0)
    return [
      shop(
        'vendor.unknownOnly',
        'No product names its vendor',
        s.onlyUnknownVendor,
        `None of the ${countOf(products, 'product')} read names a vendor (blank, or a placeholder such as "Default Vendor")`,
        productListUrl,
      ),
    ];
  const named = `${countOf(known.length, 'vendor')}: ${vendorList(known)}${
    unknownVendorProducts > 0 ? `; ${countOf(unknownVendorProducts, 'product')} without one` : ''
  }`;
  if (known.length > s.manyVendorsAbove)
    return [
      shop(
        'vendor.many',
        `More than ${s.manyVendorsAbove} vendors`,
        s.manyVendors,
        named,
        productListUrl,
      ),
    ];
  if (known.length <= s.fewVendorsAtMost)
    return [
      shop(
        'vendor.few',
        `${s.fewVendorsAtMost} vendors or fewer`,
        s.fewVendors,
        named,
        productListUrl,
      ),
    ];
  return [];
};

const domainRule = ({ snapshot }: StoreFacts): Finding =>
  snapshot.onPlatformDomain
    ? shop(
        'domain.platform',
        'No domain of its own',
        s.platformDomain,
        `Served from ${snapshot.host}, the platform's subdomain`,
      )
    : shop('domain.custom', 'Own domain', s.customDomain, `Served from ${snapshot.host}`);

const descriptionRule = ({ descriptionSource }: StoreFacts): Finding =>
  descriptionSource
    ? shop(
        'description',
        'The store describes itself',
        s.description,
        quoteSource(descriptionSource),
        descriptionSource.source,
      )
    : shop(
        'description.missing',
        'No store description',
        s.noDescription,
        "The store's details and its page's meta description hold no description",
      );

const productCountRules = ({ productCount, productListUrl }: StoreFacts): Finding[] => {
  if (!productCount) return [];
  if (productCount.count < s.fewProductsBelow)
    return [
      shop(
        'products.few',
        `Fewer than ${s.fewProductsBelow} products`,
        0,
        describeCount(productCount),
        productListUrl,
      ),
    ];
  if (productCount.count > s.manyProductsAbove)
    return [
      shop(
        'products.many',
        `More than ${s.manyProductsAbove} products`,
        s.manyProducts,
        describeCount(productCount),
        productListUrl,
      ),
    ];
  return [];
};

/** The neutral finding of a Shopify store whose product list could not be read. */
const productListUnread = (facts: StoreFacts): Finding => {
  const feed = facts.snapshot.pages.find((page) => page.role === 'products-feed');
  const answer = !feed
    ? 'was not read'
    : feed.status === null
      ? 'could not be fetched'
      : `answered HTTP ${feed.status}`;
  return shop(
    'productsUnread',
    'No store assessment: the product list could not be read',
    0,
    `The storefront's product list ${answer}${feed?.note ? ` (${feed.note})` : ''}: there is not enough evidence for the store assessment`,
    feed?.url,
  );
};

/** From the average of the score and the quality metrics: above 80, 65, 45; else poor. */
export const healthOf = (average: number): Landing<StoreHealth> =>
  landOn<StoreHealth>(
    average,
    [
      { value: 'excellent', above: s.healthExcellentAbove },
      { value: 'good', above: s.healthGoodAbove },
      { value: 'moderate', above: s.healthModerateAbove },
    ],
    'poor',
  );

/** From the score: above 70 very low, 55 low, 40 moderate, 25 high; else very high. */
export const dropshipLikelihoodOf = (score: number): Landing<DropshipLikelihood> =>
  landOn<DropshipLikelihood>(
    score,
    [
      { value: 'very_low', above: s.dropshipVeryLowAbove },
      { value: 'low', above: s.dropshipLowAbove },
      { value: 'moderate', above: s.dropshipModerateAbove },
      { value: 'high', above: s.dropshipHighAbove },
    ],
    'very_high',
  );

/** A dropship business model with this confidence or more (3 of the 4 tell-tales) is very high. */
const VERY_HIGH_DROPSHIP_CONFIDENCE = 75;

const likelihoodRank = (likelihood: DropshipLikelihood): number =>
  dropshipLikelihoods.indexOf(likelihood);

/**
 * The dropship likelihood from the score, unless the store's own dropship tell-tales say more:
 * the score weighs only vendors, domain, description and catalogue size, so a dropshipper with
 * its own domain and a description (score 65, "low") would be called unlikely to dropship while
 * its business model reads dropshipping. Then the likelihood is at least high, very high with 3
 * or more of the 4 tell-tales; it is never lowered.
 */
export const dropshipLikelihoodWith = (
  score: number,
  businessModel: BusinessModelReading,
): Landing<DropshipLikelihood> => {
  const fromScore = dropshipLikelihoodOf(score);
  if (businessModel.type !== 'dropshipping') return fromScore;
  const fromModel: DropshipLikelihood =
    businessModel.confidence >= VERY_HIGH_DROPSHIP_CONFIDENCE ? 'very_high' : 'high';
  if (likelihoodRank(fromModel) <= likelihoodRank(fromScore.value)) return fromScore;
  return {
    value: fromModel,
    reason: `${fromScore.reason} (${fromScore.value.replace(/_/g, ' ')}), raised by the business model, dropshipping with confidence ${businessModel.confidence}`,
  };
};

export interface ShopifyOutcome {
  assessment: ShopifyAssessment | undefined;
  findings: Finding[];
}

export const assessShopifyStore = (
  facts: StoreFacts,
  context: { pod: PodAnalysis; productType: StoreProductType },
): ShopifyOutcome => {
  const { snapshot } = facts;
  if (snapshot.platform !== 'shopify') return { assessment: undefined, findings: [] };
  if (snapshot.products === null)
    return { assessment: undefined, findings: [productListUnread(facts)] };

  const fired = [
    ...vendorRules(facts),
    domainRule(facts),
    descriptionRule(facts),
    ...productCountRules(facts),
  ];
  const { score, findings } = tallyFromBase('shopify', s.base, fired);

  const quality = qualityMetricsOf(facts);
  const average =
    (score + quality.professionalism + quality.productCuration + quality.customerService) / 4;
  const health = healthOf(average);
  const businessModel = businessModelOf(facts, context);
  const dropship = dropshipLikelihoodWith(score, businessModel);

  const readings = [
    tallyItem('shopify', {
      rule: 'shopify.health',
      label: 'Store health',
      points: 0,
      evidence: `The average of the score ${score} and the quality metrics (professionalism ${quality.professionalism}, product curation ${quality.productCuration}, customer service ${quality.customerService}): ${health.reason}: ${health.value}`,
    }),
    tallyItem('shopify', {
      rule: 'shopify.dropshipLikelihood',
      label: 'Dropship likelihood',
      points: 0,
      evidence: `Score ${dropship.reason}: ${dropship.value.replace(/_/g, ' ')}`,
    }),
    tallyItem('shopify', {
      rule: 'shopify.businessModel',
      label: 'Business model',
      points: 0,
      evidence: `${businessModel.type.replace(/_/g, ' ')} (confidence ${businessModel.confidence}): ${businessModel.reasoning}`,
    }),
  ];

  const rulesFired = findings.filter((finding) => finding.tone !== 'tally');
  const recommendations = rulesFired.flatMap((finding) => {
    const advice = recommendationsByRule[finding.rule];
    return advice === undefined ? [] : [advice];
  });
  if (dropship.value === 'high' || dropship.value === 'very_high')
    recommendations.push(DROPSHIP_ADVICE);

  return {
    assessment: {
      score,
      storeHealth: health.value,
      dropshipLikelihood: dropship.value,
      authenticity: { score, indicators: rulesFired.map((finding) => finding.label) },
      businessModel,
      qualityMetrics: quality,
      educationalInsights: {
        storeType: storeTypeDescriptions[businessModel.type],
        recommendations,
        redFlags: rulesFired.filter((finding) => finding.points < 0).map(explain),
        positiveSignals: rulesFired.filter((finding) => finding.points > 0).map(explain),
      },
      productsRead: snapshot.products.length,
      vendors: facts.vendors.known,
    },
    findings: [...findings, ...readings],
  };
};
