/**
 * What a careful shopper would conclude from each saved real page (README.md in this folder says
 * where each came from): the platform, the product type, the score within a range, and the
 * evidence that must and must not fire. The pages are read through the real safe fetcher on
 * loopback, so the store's own https, its domain's age and pages it links elsewhere are not read:
 * the ranges are for that reading (a store starts at 50; `trust.https` and the domain rules
 * cannot fire here).
 *
 * Every "must not fire" below names a rule that a menu, a footer, a banner, a hidden dialog or a
 * product's meta description fired before the rules read only what they are about.
 */
import type { StorePlatform, StoreProductType } from '@shop-scanner/shared/store-analysis';
import type { SavedAnswer } from './real-pages-server';
import { savedAnswer, type SavedFile } from './saved-addresses';

export interface FiringRule {
  rule: string;
  /** What its evidence must say. */
  evidence?: RegExp;
}

export interface ExpectedVerdict {
  /** The page the shopper gives (the first answer), then anything else the store answers. */
  answers: readonly SavedAnswer[];
  platform: StorePlatform;
  /** The types a careful person would accept from this evidence. */
  productTypes: readonly StoreProductType[];
  score: { min: number; max: number };
  mustFire: readonly FiringRule[];
  mustNotFire: readonly string[];
  /** The print-on-demand store-level classification, where the page has a say in it. */
  podClassification?: 'pod_store' | 'mixed' | 'not_pod';
  /** Why a careful person reads the page this way. */
  why: string;
}

const page = (file: SavedFile): SavedAnswer[] => [savedAnswer(file)];

/** Rules a marketplace's menus fired on every Amazon listing ("Amazon Handmade" in its menu). */
const NOT_HANDMADE = ['type.authenticHandmade', 'pod.handmadeWord'];

/**
 * An Amazon listing of a factory-made product whose own content says nothing of how it is made,
 * sold without pressure: every verdict rule but the marketplace's own stays silent.
 */
const plainAmazonListing = (file: SavedFile, host: RegExp, why: string): ExpectedVerdict => ({
  answers: page(file),
  platform: 'amazon',
  productTypes: ['unknown', 'likelyMassProduced'],
  score: { min: 55, max: 75 },
  podClassification: 'not_pod',
  mustFire: [{ rule: 'platform.amazon', evidence: host }],
  mustNotFire: [
    ...NOT_HANDMADE,
    'risk.urgency',
    'pod.keyword',
    'pod.pattern.personalisation',
    'trust.storeDescription',
  ],
  why,
});

export const expectedVerdicts: Readonly<Record<string, ExpectedVerdict>> = {
  'Amazon: a two-pack of Gorilla duct tape': {
    answers: page('amazon-gorilla-duct-tape.html.gz'),
    platform: 'amazon',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    mustFire: [{ rule: 'platform.amazon', evidence: /www\.amazon\.com \(\/dp\/ listing\)/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.urgency'],
    why: 'Duct tape is a factory product; "Handmade" is only in Amazon\'s menu and search scope, and "Only 3 left" is another seller\'s offer in a hidden popover.',
  },
  'Amazon: an LED wall sconce': {
    answers: page('amazon-led-wall-sconce.html.gz'),
    platform: 'amazon',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    mustFire: [{ rule: 'platform.amazon' }],
    mustNotFire: [...NOT_HANDMADE, 'risk.urgency'],
    why: 'A mass-market lamp; "Limited-time offer" belongs to the Amazon credit card banner, not to the lamp.',
  },
  'Amazon UK: a cookbook': {
    answers: page('amazon-uk-cookbook.html.gz'),
    platform: 'amazon',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    mustFire: [{ rule: 'platform.amazon', evidence: /www\.amazon\.co\.uk/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.urgency', 'pod.pattern.personalisation'],
    why: 'A printed book; "personalised" is the cookie notice\'s ("personalised ads") and "Only 2 left" is another book\'s, in a carousel.',
  },
  'Amazon: a Kindle novel': {
    answers: page('amazon-kindle-novel.html.gz'),
    platform: 'amazon',
    productTypes: ['unknown'],
    score: { min: 55, max: 75 },
    mustFire: [{ rule: 'platform.amazon' }],
    mustNotFire: [...NOT_HANDMADE, 'risk.urgency'],
    why: 'An e-book: nothing on the page says how it is made, so the type is unknown.',
  },
  'Amazon Spain: a window-cleaning robot': {
    answers: page('amazon-es-window-robot.html.gz'),
    platform: 'amazon',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    mustFire: [{ rule: 'platform.amazon', evidence: /www\.amazon\.es/ }],
    mustNotFire: [...NOT_HANDMADE],
    why: 'A branded appliance (Cecotec); "Handmade" is in the footer and the search scope only.',
  },
  'Costco: a stainless sink and faucet combo': {
    answers: page('costco-sink-faucet-combo.html.gz'),
    platform: 'unknown',
    productTypes: ['authenticHandmade'],
    score: { min: 50, max: 75 },
    mustFire: [{ rule: 'type.authenticHandmade', evidence: /^"Handmade" on the storefront page$/ }],
    mustNotFire: ['pod.keyword', 'podStore.indicators', 'trust.storeDescription'],
    why: 'The product\'s own features say "33" x 22" Handmade Single Bowl Sink" (a hand-fabricated sink), so the claim is the product\'s; "Sweatshirts" and "Pillows" are Costco\'s menu, and the meta description is the product\'s, not the store\'s.',
  },
  'Etsy: a hand-painted doormat': {
    answers: page('etsy-pumpkin-doormat.html.gz'),
    platform: 'etsy',
    productTypes: ['authenticHandmade'],
    score: { min: 70, max: 90 },
    mustFire: [
      { rule: 'platform.etsy' },
      { rule: 'type.authenticHandmade', evidence: /"(?:pintad[oa]|[Hh]echo|letrad[oa]) a mano"/ },
    ],
    mustNotFire: ['pod.fulfilment', 'risk.urgency'],
    why: 'The listing says it is "pintado a mano" and "letrada a mano" (hand-painted, hand-lettered); "made to order" is in the shop-policies dialog, hidden until asked for.',
  },
  'Global Industrial: a maple bench top': {
    answers: page('globalindustrial-bench-top.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 45, max: 65 },
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'trust.storeDescription'],
    why: "An industrial supplier's catalogue item; its meta description is the product's.",
  },
  'Joss & Main: a lantern pendant': {
    answers: page('jossandmain-lantern-pendant.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'pod.keyword', 'trust.storeDescription'],
    why: '"Pillows" is a department in the store\'s mega menu; "You\'ll love the Duprey 4-Light Lantern Pendant..." describes the lamp, not the store.',
  },
  'Overstock: a set of canape plates': {
    answers: page('overstock-canape-plates.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced', 'unknown'],
    score: { min: 55, max: 85 },
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'pod.keyword', 'trust.storeDescription'],
    why: 'Plates from a tableware wholesaler (Certified International); "Handmade Rugs" and "Pillows" are Overstock\'s menu and footer.',
  },
  'Pottery Barn: a brass sconce': {
    answers: page('potterybarn-tully-sconce.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'pod.fulfilment',
      'pod.keyword',
      'pod.pattern.personalisation',
      'trust.storeDescription',
    ],
    why: 'A retailer\'s lamp. "Made to Order", "Personalized", "Pillow" and "Handcrafted" are its menus; in the product\'s shipping tab "Made to Order" and "personalized" name items left out of next-day delivery and returns; "Add Your Own Photo" is a review gallery\'s button.',
  },
  'Rejuvenation: a wall sconce': {
    answers: page('rejuvenation-keystick-sconce.html.gz'),
    platform: 'unknown',
    // Mass produced only while its own brand is taken for another vendor (the store name is read
    // from the product's title); either way never handmade nor printed.
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'pod.fulfilment', 'pod.keyword', 'trust.storeDescription'],
    why: '"made to order" and "Pillows" are in its mega menu; the page\'s own content is drawn by scripts, so only its structured data speaks of the sconce.',
  },
  'Wayfair: an armchair': {
    answers: page('wayfair-penhook-armchair.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced'],
    score: { min: 65, max: 85 },
    mustFire: [
      { rule: 'type.likelyMassProduced', evidence: /Wade Logan/ },
      { rule: 'trust.contactDetails', evidence: /Copley Place.*header, footer or menus/ },
    ],
    mustNotFire: [...NOT_HANDMADE, 'pod.keyword', 'trust.storeDescription'],
    why: 'A house brand (Wade Logan) of a large retailer; its address is in its footer, which is read for contact details only; "Pillows" is a department in its menu.',
  },
  "Belfusto: a retailer's brand page (WordPress)": {
    answers: page('belfusto-ergowear-brand.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown'],
    score: { min: 30, max: 55 },
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'trust.storeDescription'],
    why: 'A category page about the Ergowear brand: its meta description describes Ergowear, not the store.',
  },
  'MediaMarkt Portugal (Shopify): a Panasonic microwave': {
    answers: page('mediamarkt-pt-microwave.html.gz'),
    platform: 'shopify',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'platform.shopify', evidence: /Shopify\.theme object/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: 'An electronics chain\'s branded appliance on its Shopify shop; its header and footer link "Contactos", so it does not lack a contact page (that page and its product list were not saved, so neither is judged).',
  },
  'MediaMarkt Portugal (Shopify): a robot vacuum': {
    answers: page('mediamarkt-pt-robot-vacuum.html.gz'),
    platform: 'shopify',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'platform.shopify' }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: 'A Roborock robot vacuum, a factory product, from the same shop; "Contactos" is linked.',
  },
  'Almedina (Magento): a book': {
    answers: page('almedina-one-device-book.html.gz'),
    platform: 'magento',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'platform.magento', evidence: /data-mage-init/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: "A Portuguese bookshop's printed book; its footer links \"Contactos\"; its meta description is the book's title, not the shop's.",
  },
  'Argos: a smart indoor camera': {
    answers: page('argos-tapo-camera.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 30, max: 50 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'risk.urgency', evidence: /people are looking at/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: 'A TP-Link camera from a large retailer that links its "Help" centre; the product page itself shows "25 people are looking at this right now", a pressure message a shopper should be told of.',
  },
  'IKEA: a wall hook': {
    answers: page('ikea-fjantig-hook.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: 'The maker\'s own shop selling its own hook; "Customer services" is linked in its header.',
  },
  'eBay UK: a used pony harness at auction': {
    answers: page('ebay-uk-pony-harness.html.gz'),
    platform: 'ebay',
    productTypes: ['unknown'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'platform.ebay', evidence: /\/itm\// }],
    mustNotFire: [...NOT_HANDMADE, 'pod.pattern.personalisation', 'risk.noContact'],
    why: "One private seller's used harness; the listing says nothing of how it was made. The consent dialog open when the page was saved marked the listing aria-hidden, and its \"personalise your experience\" is the dialog's, not the listing's.",
  },
  'John Lewis: a smart speaker': {
    answers: page('johnlewis-nest-mini-speaker.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'type.likelyMassProduced', evidence: /Google/ }],
    mustNotFire: [...NOT_HANDMADE, 'pod.pattern.personalisation', 'risk.noContact'],
    why: 'A Google speaker from a department store; its description\'s "a more personalised experience" is what the speaker does for its user, not a product made to order.',
  },
  'Zalando: designer jeans with a long delivery window': {
    answers: page('zalando-ie-slim-jeans.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced'],
    score: { min: 45, max: 65 },
    podClassification: 'not_pod',
    mustFire: [
      { rule: 'risk.longShipping', evidence: /18-28 working days/ },
      { rule: 'type.likelyMassProduced', evidence: /Versace Jeans Couture/ },
    ],
    mustNotFire: [...NOT_HANDMADE, 'type.likelyDropshipped', 'risk.noContact'],
    why: 'A large fashion retailer reselling a designer brand. Its standard delivery to Ireland takes "18-28 working days", a risk worth telling, but alone no sign of dropshipping; its footer links "All Help Topics", its help centre.',
  },
  'Best Buy Canada: a video doorbell': {
    answers: page('bestbuy-ca-nest-doorbell.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'risk.urgency', 'trust.storeDescription'],
    why: 'A Google doorbell from a large electronics retailer that links its contact and returns pages.',
  },
  'Currys Ireland: a selfie stick': {
    answers: page('currys-ie-selfie-stick.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced', 'unknown'],
    score: { min: 65, max: 85 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'trust.contactDetails', evidence: /1890 400 001/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: "An electronics retailer selling another brand's (Retrak) accessory, with its phone number on the page.",
  },
  'OTTO: two hand-made whisky glasses': {
    answers: page('otto-whisky-glasses.html.gz'),
    platform: 'unknown',
    productTypes: ['authenticHandmade'],
    score: { min: 55, max: 75 },
    podClassification: 'not_pod',
    mustFire: [
      { rule: 'type.authenticHandmade', evidence: /"handgefertigt" on the storefront page/ },
    ],
    mustNotFire: ['risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: 'Eisch\'s glasses are made by hand, and the listing itself says so ("handgefertigt"); the footer links OTTO\'s contact form.',
  },
  "Argos: a girls' watch set": {
    answers: page('argos-girls-watch-set.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 30, max: 50 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'risk.urgency', evidence: /people are looking at/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: 'A branded watch set from a large retailer that links its "Help" centre; the product page itself says "10 people are looking at this right now", a pressure message a shopper should be told of.',
  },
  'Leroy Merlin Poland: a concealed WC frame': {
    answers: page('leroymerlin-pl-wc-frame.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: 'A Grohe-made fitting from a DIY chain that links its "Kontakt" page; nothing on the page says how it is made.',
  },
  'Zara Belgium: knee boots': {
    answers: page('zara-be-knee-boots.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: "A fashion chain's own boots; its contact and returns pages are linked.",
  },
  '3 Suisses: a chair cover': {
    answers: page('3suisses-chair-cover.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: "A catalogue retailer's chair cover; its contact page is linked.",
  },
  "Kiabi: a baby's ghost costume": {
    answers: page('kiabi-ghost-costume.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [
      { rule: 'trust.contactDetails', evidence: /contact@kiabi\.com.*header, footer or menus/ },
    ],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: "A clothing chain's own costume; its email and head office address are in its footer, which is read for contact details only.",
  },
  'Best Buy Canada: a smart speaker': {
    answers: page('bestbuy-ca-belkin-speaker.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 65 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'risk.urgency', 'trust.storeDescription'],
    why: 'A Belkin speaker from a large electronics retailer that links its contact and returns pages.',
  },
  "Boscov's: a crib mattress": {
    answers: page('boscovs-crib-mattress.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: 'A Sealy mattress from a department store that links its customer service page.',
  },
  'Nay (Slovakia): a Garni product': {
    answers: page('nay-sk-garni-570.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced'],
    score: { min: 65, max: 85 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'type.likelyMassProduced', evidence: /8592733020681/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: "An electronics retailer reselling another brand's (Garni) product, with its barcode published.",
  },
  'Mobly (Brazil): two bar stools': {
    answers: page('mobly-bar-stools.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 55, max: 75 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'trust.contactDetails', evidence: /4961-1800/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: "A furniture retailer's stools; its phone number is in its footer.",
  },
  'Amazon: a rolling duffle bag': plainAmazonListing(
    'amazon-com-rolling-duffle.html.gz',
    /www\.amazon\.com \(\/dp\/ listing\)/,
    "A sports bag from its maker's brand (Gothamite); nothing on the listing says how it is made.",
  ),
  'Amazon: a bird feeder': plainAmazonListing(
    'amazon-com-bird-feeder.html.gz',
    /www\.amazon\.com/,
    'A branded bird feeder (Squirrel Buster), a factory product.',
  ),
  "Amazon Italy: children's walkie-talkies": plainAmazonListing(
    'amazon-it-walkie-talkie.html.gz',
    /www\.amazon\.it/,
    'A pair of Retevis walkie-talkies, a factory product.',
  ),
  'Amazon Germany: a body lotion': plainAmazonListing(
    'amazon-de-body-lotion.html.gz',
    /www\.amazon\.de/,
    'A Weleda lotion; "Handmade" is only in Amazon\'s menu and footer ("Verkaufen bei Amazon Handmade").',
  ),
  'Amazon UK: a PS5 game': plainAmazonListing(
    'amazon-uk-ps5-game.html.gz',
    /www\.amazon\.co\.uk/,
    'A boxed video game; nothing on the page says how it is made.',
  ),
  'OTTO: a pressure washer': {
    answers: page('otto-karcher-pressure-washer.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: 'A Kärcher appliance from a large retailer whose footer links its contact form.',
  },
  'IKEA: an oak table': {
    answers: page('ikea-mockelby-table.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'pod.pattern.personalisation',
      'trust.storeDescription',
    ],
    why: 'The maker\'s own shop selling its own table; "Customer services" is linked in its header.',
  },
  'Zara New Zealand: a dress': {
    answers: page('zara-nz-strappy-dress.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: "A fashion chain's own dress; its contact and returns pages are linked.",
  },
  'Mobly (Brazil): a box bed': {
    answers: page('mobly-box-bed.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced'],
    score: { min: 65, max: 85 },
    podClassification: 'not_pod',
    mustFire: [
      { rule: 'trust.contactDetails', evidence: /4961-1800/ },
      { rule: 'type.likelyMassProduced', evidence: /Palemax/ },
    ],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: "A furniture retailer reselling another brand's (Palemax) bed; its phone number is in its footer.",
  },
  'Kiabi: a sports bra': {
    answers: page('kiabi-sports-bra.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 50, max: 70 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'trust.contactDetails', evidence: /contact@kiabi\.com/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'pod.keyword', 'trust.storeDescription'],
    why: "A clothing chain's own lingerie; its footer gives its email (and the address of the e-commerce mediation service it belongs to).",
  },
  '3 Suisses: a Casio watch': {
    answers: page('3suisses-casio-watch.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: 'A catalogue retailer reselling a Casio watch; its contact page is linked.',
  },
  'Leroy Merlin Poland: an upholstered wall panel': {
    answers: page('leroymerlin-pl-wall-panel.html.gz'),
    platform: 'unknown',
    productTypes: ['unknown', 'likelyMassProduced'],
    score: { min: 40, max: 60 },
    podClassification: 'not_pod',
    mustFire: [],
    mustNotFire: [
      ...NOT_HANDMADE,
      'risk.noContact',
      'risk.urgency',
      'pod.keyword',
      'trust.storeDescription',
    ],
    why: 'A DIY chain\'s wall panel; its "Kontakt" page is linked.',
  },
  'Nay (Slovakia): a Viking cable': {
    answers: page('nay-sk-viking-cable.html.gz'),
    platform: 'unknown',
    productTypes: ['likelyMassProduced'],
    score: { min: 65, max: 85 },
    podClassification: 'not_pod',
    mustFire: [{ rule: 'type.likelyMassProduced', evidence: /8595656505198/ }],
    mustNotFire: [...NOT_HANDMADE, 'risk.noContact', 'trust.storeDescription'],
    why: "An electronics retailer reselling another brand's (Viking) cable, with its barcode published.",
  },
};
