/**
 * The pattern score's risk factors (-12 each, docs/store-verdict.md#risk-factors). The spec does
 * not list them; this is the catalogue, each a fact read from the store and cited:
 *
 * - `risk.youngDomain`: the store's own domain was registered under 90 days ago.
 * - `risk.noContact`: no contact page and no email, phone or street address on any page read.
 *   Judged only for a store with its own storefront whose page was read and whose contact page,
 *   if one was linked, answered (a failed page proves no absence).
 * - `risk.supplierImages`: product images served from a wholesale supplier's image host
 *   (alicdn.com and the like; not judged on marketplaces), among a product's photos or in its
 *   description (where import apps leave the supplier's pictures; the platform rehosts photos).
 * - `risk.longShipping`: a delivery window beyond two weeks in a sentence about shipping
 *   ("7-30 business days", "2-4 weeks"; not one said of international orders), or dispatch from
 *   China or an overseas warehouse (store-phrases.ts).
 * - `risk.constantDiscounts`: most variants priced at half their "compare at" price or less.
 * - `risk.urgency`: countdown or scarcity pressure ("only 3 left", "selling fast").
 *
 * Each factor counts once, citing the first place it was found (and how many more).
 */
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { hasHeavyDiscounts, supplierHostsOf } from './catalogue-facts';
import { countOf, fire, type Finding } from './findings';
import { isReadPage } from './page-facts';
import { inProduct, inProductDescription, type StoreFacts } from './store-facts';
import { quoteHit } from './text-sources';

const { perRiskFactor } = storeAnalysisConstants.pattern;

/** "Younger than 90 days" (the brief's line for a store set up for a quick run). */
export const YOUNG_DOMAIN_DAYS = 90;

const risk = (rule: string, label: string, evidence: string, source?: string): Finding =>
  fire('store', { rule: `risk.${rule}`, label, points: perRiskFactor, evidence, source });

const youngDomain = ({ domainAge }: StoreFacts): Finding | undefined =>
  domainAge && domainAge.ageDays < YOUNG_DOMAIN_DAYS
    ? risk('youngDomain', 'Domain registered under 90 days ago', domainAge.evidence)
    : undefined;

const noContact = ({
  onMarketplace,
  mainPage,
  contact,
  snapshot,
}: StoreFacts): Finding | undefined => {
  const judged =
    !onMarketplace && mainPage !== undefined && isReadPage(mainPage) && !contact.contactPageUnread;
  if (!judged || contact.contactPage || contact.details.length > 0) return undefined;
  const pagesRead = snapshot.pages.filter(isReadPage).length;
  return risk(
    'noContact',
    'No way to contact the store',
    `No contact page was linked, and no email, phone number or street address was found on the ${countOf(pagesRead, 'page')} read`,
    mainPage.url,
  );
};

const supplierImages = ({
  onMarketplace,
  images,
  productListUrl,
}: StoreFacts): Finding | undefined => {
  const [first] = images.fromSuppliers;
  if (onMarketplace || !first) return undefined;
  const where = first.inDescription
    ? inProductDescription(first.product)
    : inProduct(first.product);
  return risk(
    'supplierImages',
    "Product images taken from a supplier's listing",
    `${images.fromSuppliers.length} of ${countOf(images.total, 'product image')} served from ${supplierHostsOf(images)} (first ${where}: ${first.url})`,
    first.product.url ?? productListUrl,
  );
};

const longShipping = ({ longDelivery }: StoreFacts): Finding | undefined =>
  longDelivery &&
  risk(
    'longShipping',
    'Long delivery time or overseas dispatch',
    quoteHit(longDelivery),
    longDelivery.source,
  );

const constantDiscounts = ({ discounts, productListUrl }: StoreFacts): Finding | undefined => {
  const { variants, heavilyDiscounted, example } = discounts;
  if (!example || !hasHeavyDiscounts(discounts)) return undefined;
  return risk(
    'constantDiscounts',
    'Heavy discounts on most products',
    `${heavilyDiscounted} of ${countOf(variants, 'variant')} priced at half their "compare at" price or less (first ${inProduct(example.product)}: ${example.price}, was ${example.compareAtPrice})`,
    example.product.url ?? productListUrl,
  );
};

const urgencyPressure = ({ urgency }: StoreFacts): Finding | undefined =>
  urgency && risk('urgency', 'Pressure to buy now', quoteHit(urgency), urgency.source);

const rules: readonly ((facts: StoreFacts) => Finding | undefined)[] = [
  youngDomain,
  noContact,
  supplierImages,
  longShipping,
  constantDiscounts,
  urgencyPressure,
];

/** The risk factors that fired, -12 each. */
export const riskFactors = (facts: StoreFacts): Finding[] =>
  rules.map((rule) => rule(facts)).filter((finding) => finding !== undefined);
