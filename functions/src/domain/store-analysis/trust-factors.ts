/**
 * The pattern score's trust factors (+8 each, docs/store-verdict.md#trust-factors). The spec does
 * not list them; this is the catalogue, each a fact read from the store and cited:
 *
 * - `trust.returnPolicy`: a returns page answered and speaks of returns or refunds.
 * - `trust.shippingPolicy`: a shipping page answered and speaks of shipping or delivery.
 * - `trust.contactDetails`: an email, phone number or street address is published (one factor,
 *   however many kinds are found).
 * - `trust.aboutPage`: an about page answered with over 100 characters of text.
 * - `trust.https`: the store's page was served over HTTPS.
 * - `trust.establishedDomain`: the store's own domain was registered over a year ago.
 * - `trust.storeDescription`: the store publishes a description of itself.
 * - `trust.ownProductImages`: the product images read, photos and the images in the products'
 *   descriptions, are on none of the suppliers' image hosts (not judged on marketplaces, whose
 *   images are all on the marketplace's hosts).
 *
 * Each factor counts once. A factor whose page was not read fires nothing.
 */
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { countOf, fire, type Finding } from './findings';
import { answered, type ContactKind, type InfoPageFact } from './page-facts';
import type { StoreFacts } from './store-facts';
import { quoteHit, quoteSource } from './text-sources';

const { perTrustFactor } = storeAnalysisConstants.pattern;

/** "Over a year" (the brief's line between a new store and an established one). */
export const ESTABLISHED_DOMAIN_DAYS = 365;

const trust = (rule: string, label: string, evidence: string, source?: string): Finding =>
  fire('store', { rule: `trust.${rule}`, label, points: perTrustFactor, evidence, source });

/** `The page "Refund policy" answered HTTP 200`. */
const pageAnswered = ({ page }: InfoPageFact): string =>
  `The page ${page.title ? `"${page.title}"` : page.url} answered HTTP ${page.status}`;

const infoPageRule =
  (rule: string, label: string, fact: (facts: StoreFacts) => InfoPageFact | undefined) =>
  (facts: StoreFacts): Finding | undefined => {
    const found = fact(facts);
    return (
      found &&
      trust(
        rule,
        label,
        `${pageAnswered(found)}${found.mention ? ` and mentions "${found.mention}"` : ''}`,
        found.page.url,
      )
    );
  };

const contactKindLabels: Readonly<Record<ContactKind, string>> = {
  email: 'email',
  phone: 'phone',
  address: 'street address',
};

const contactDetails = ({ contact }: StoreFacts): Finding | undefined => {
  const [first] = contact.details;
  if (!first) return undefined;
  const found = contact.details
    .map(({ kind, hit }) => `${contactKindLabels[kind]} ${quoteHit(hit)}`)
    .join('; ');
  return trust('contactDetails', 'Contact details published', found, first.hit.source);
};

const aboutPage = ({ aboutPage: about }: StoreFacts): Finding | undefined =>
  about &&
  trust(
    'aboutPage',
    'About page found',
    `${pageAnswered(about)} with ${about.page.text.length} characters of text`,
    about.page.url,
  );

const https = ({ mainPage }: StoreFacts): Finding | undefined =>
  mainPage && answered(mainPage.status) && mainPage.url.startsWith('https:')
    ? trust(
        'https',
        'Secure connection (HTTPS)',
        "The store's page was served over HTTPS",
        mainPage.url,
      )
    : undefined;

const establishedDomain = ({ domainAge }: StoreFacts): Finding | undefined =>
  domainAge && domainAge.ageDays > ESTABLISHED_DOMAIN_DAYS
    ? trust('establishedDomain', 'Domain registered over a year ago', domainAge.evidence)
    : undefined;

const storeDescription = ({ descriptionSource }: StoreFacts): Finding | undefined =>
  descriptionSource &&
  trust(
    'storeDescription',
    'The store describes itself',
    quoteSource(descriptionSource),
    descriptionSource.source,
  );

const ownProductImages = ({
  onMarketplace,
  images,
  products,
  productListUrl,
}: StoreFacts): Finding | undefined =>
  !onMarketplace && images.total > 0 && images.fromSuppliers.length === 0
    ? trust(
        'ownProductImages',
        "Product images not taken from a supplier's listing",
        `${countOf(images.total, 'image')} of ${countOf(products.length, 'product')}${
          images.inDescriptions > 0 ? ` (${images.inDescriptions} in their descriptions)` : ''
        }, none on a supplier's image host`,
        productListUrl,
      )
    : undefined;

const rules: readonly ((facts: StoreFacts) => Finding | undefined)[] = [
  infoPageRule('returnPolicy', 'Return policy found', (facts) => facts.returnPolicy),
  infoPageRule('shippingPolicy', 'Shipping policy found', (facts) => facts.shippingPolicy),
  contactDetails,
  aboutPage,
  https,
  establishedDomain,
  storeDescription,
  ownProductImages,
];

/** The trust factors that fired, +8 each. */
export const trustFactors = (facts: StoreFacts): Finding[] =>
  rules.map((rule) => rule(facts)).filter((finding) => finding !== undefined);
