/**
 * The words print-on-demand stores use, for the POD scoring
 * (docs/store-verdict.md#print-on-demand). Case-insensitive. Each list is matched against the pages
 * read, the store's description and every product (title, type, vendor, tags, description).
 */
import { anyOf, matching, matchingNear, type Matcher } from './text-sources';

/**
 * Print-on-demand services, as a store names them (in text, or as the vendor an import app fills
 * in). Names that are also everyday words are matched only in a form that is the service's:
 * "Gelato" the ice cream is not Gelato the printer, "custom cat" is not CustomCat.
 */
export const podProviders: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Printful', pattern: /\bprintful\b/i },
  { name: 'Printify', pattern: /\bprintify\b/i },
  {
    name: 'Gelato',
    pattern:
      /\bgelato\.com\b|\b(?:printed|fulfill?ed|produced|made)\s+by\s+gelato\b|\bgelato\s+(?:print|fulfil|network)/i,
  },
  { name: 'Spring (Teespring)', pattern: /\bteespring\b|\bcreator-spring\.com\b|\bspri\.ng\b/i },
  { name: 'Redbubble', pattern: /\bredbubble\b/i },
  { name: 'Gooten', pattern: /\bgooten\b/i },
  { name: 'SPOD (Spreadshirt)', pattern: /\bspod\b|\bspreadshirt\b|\bspreadconnect\b/i },
  { name: 'Teelaunch', pattern: /\bteelaunch\b/i },
  { name: 'CustomCat', pattern: /\bcustomcat\b/i },
  { name: 'Apliiq', pattern: /\bapliiq\b/i },
  { name: 'Prodigi', pattern: /\bprodigi\b/i },
  { name: 'Printed Mint', pattern: /\bprinted\s?mint\b/i },
  { name: 'Gearbubble', pattern: /\bgearbubble\b/i },
  { name: 'Society6', pattern: /\bsociety6\b/i },
  { name: 'TeePublic', pattern: /\bteepublic\b/i },
  { name: 'Zazzle', pattern: /\bzazzle\b/i },
  { name: 'Merch by Amazon', pattern: /\bmerch\s+by\s+amazon\b/i },
];

/** Products print-on-demand services make: the POD keyword and the specialisation test. */
const POD_PRODUCT_WORDS =
  /\b(?:t-?shirts?|tees?|hoodies?|sweatshirts?|mugs?|posters?|canvas(?:\s+prints?)?|phone\s+cases?|tote(?:\s+bags?)?|stickers?|throw\s+pillows?|pillows?|blankets?|leggings|tank\s+tops?|art\s+prints?|mouse\s*pads?|jigsaw\s+puzzles?)\b/gi;

/**
 * A "tee" after a plumbing or golf word is a fitting or a peg ("Hose Tee Barb Connector", "golf
 * tees"), not a shirt; and a text that speaks of one means it by every bare "tee" it writes (the
 * same listing's specification, "Type:TEE").
 */
const FITTING_OR_PEG_TEE =
  /\b(?:hose|pipe|barb(?:ed)?|tube|golf|brass|copper|pvc|equal|reducing)[\s-]+tees?\b/i;
const BARE_TEE = /^tees?$/i;

/** The first print-on-demand product word of a text, as written. */
export const podProductWord: Matcher = (text) => {
  const teeIsAFitting = FITTING_OR_PEG_TEE.test(text);
  for (const match of text.matchAll(POD_PRODUCT_WORDS))
    if (!(teeIsAFitting && BARE_TEE.test(match[0]))) return match[0];
  return undefined;
};

/** "T-Shirts", "tshirt" and "Tee" are one kind of product. */
export const productKindOf = (word: string): string => {
  const plain = word.toLowerCase().replace(/[\s-]+/g, '');
  // "canvas" and "leggings" end in s in the singular too.
  const singular = /(?:canvas|leggings)$/.test(plain) ? plain : plain.replace(/s$/, '');
  return singular === 'tee' ? 'tshirt' : singular;
};

/** The distinct kinds among product words, each shown as first written ("t-shirt", "mug"). */
export const distinctKinds = (words: readonly string[]): string[] => {
  const kinds = new Map<string, string>();
  for (const word of words) {
    const kind = productKindOf(word);
    if (!kinds.has(kind)) kinds.set(kind, word.toLowerCase());
  }
  return [...kinds.values()];
};

/**
 * A list of what a policy leaves out ("Made to Order furniture is not eligible for returns",
 * "not available for personalized items"): the words in it name other items the store sells,
 * not this one, and a large retailer prints that list on every product page.
 */
const EXCLUSION_CONTEXT =
  /\b(?:not\s+eligible|ineligible|non-?eligible|non-?returnable|not\s+available\s+for|(?:does\s*n[o']t|do\s*n[o']t|cannot|can't)\s+(?:apply|be\s+returned)|exclud(?:es|ing)|except(?:ing)?)\b/i;
/** How far, within its sentence, a phrase is looked at for an exclusion around it. */
const EXCLUSION_CONTEXT_CHARS = 100;

/** A phrase, unless it stands in a list of exclusions. */
const outsideExclusions = (pattern: RegExp): Matcher =>
  matchingNear(pattern, EXCLUSION_CONTEXT_CHARS, (_match, near) => !EXCLUSION_CONTEXT.test(near));

/** The order is printed when it is placed (+20). */
export const fulfilmentPhrase: Matcher = outsideExclusions(
  /\b(?:printed\s+on\s+demand|made\s+to\s+order|printed\s+(?:just\s+)?(?:for\s+you\s+)?(?:when|after|once)\s+you\s+(?:order|place\s+your\s+order)|(?:made|printed)\s+(?:especially|just)\s+for\s+you)\b/i,
);

/** Production time before dispatch (+10): "2-5 business days to print", "production time". */
export const productionTimePhrase: Matcher = anyOf(
  matching(/\b(?:production|printing|fulfil+ment)\s+(?:time|takes)\b/i),
  matching(
    /\b\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\s*(?:business\s+|working\s+)?days?\s+(?:to\s+(?:print|produce|be\s+(?:printed|made|produced))|(?:of|for)\s+(?:production|printing))\b/i,
  ),
);

/**
 * The three generic patterns, strongest first (+25, +20, +15 in the spec's order):
 * 1. one design sold as three or more kinds of print product ("Cat Lover T-Shirt", "Cat Lover
 *    Hoodie", "Cat Lover Mug"): how a POD catalogue is built, one artwork on every blank;
 * 2. printing-technique words: "print on demand", "direct-to-garment", "DTG printed",
 *    "sublimation", "all-over print";
 * 3. personalisation: "personalised", "customised", "custom name", "design your own", "add your
 *    photo", common in POD and in engraving or embroidery shops alike, so the weakest.
 */
export const SAME_DESIGN_KINDS = 3;

export const printTechniquePhrase: Matcher = matching(
  /\b(?:print[- ]on[- ]demand|direct[- ]to[- ]garment|dtg[- ](?:print(?:ed|ing)?)|(?:dye[- ])?sublimation(?:[- ]print(?:ed|ing)?)?|all[- ]over[- ]print(?:ed)?)\b/i,
);

/**
 * What a shop or a device tailors to its user, not a product made to a buyer's words: "a more
 * personalised experience" (a smart speaker's description), "personalised recommendations",
 * "customised service", and what an app lets its user word or set ("send a customized message to
 * anyone who finds your device", a security suite's feature; "customised alerts").
 */
const SERVICE_SENSE =
  '(?:experiences?|help|content|recommendations?|services?|advice|offers?|ads|advertising|adverts?|shopping|settings|feeds?|suggestions?|support|results|e-?mails?|marketing|news|communications?|assistance|browsing|messages?|alerts?|notifications?|reminders?|playlists?|workouts?)\\b';

/**
 * A part inside a product that its maker tailored, a few words on ("a customised SEAGULL
 * automatic movement" in a watch): the product is not made to the buyer's words.
 */
const COMPONENT =
  '(?:movements?|mechanisms?|engines?|motors?|chipsets?|chips?|firmware|software|processors?|circuits?|components?|algorithms?)\\b';

/** The part, named right after (no "on", "of", "for" between: "engraving on its movement"). */
const COMPONENT_AFTER = `(?:\\s+(?!(?:on|of|for|to|in|with|and|or)\\b)[\\w-]+){0,3}\\s+${COMPONENT}`;

/**
 * Personalisation offered from a minimum order ("Customized logo (Min. Order: 1000 Sets)" on a
 * wholesale listing): a supplier's branding service for businesses, not a shopper's product.
 */
const MINIMUM_ORDER = '[\\w\\s-]{0,30}\\(?\\s*(?:min(?:imum)?\\.?\\s*order|moq)\\b';

/** A furniture planner ("Design your own! Open planner"): a tool for choosing, not printing. */
const PLANNER = '\\W+(?:[\\w-]+\\W+){0,2}(?:planner|configurator)\\b';

/**
 * "Add your photo" counts when it is put onto something ("add your photo to the mug"): alone it
 * is as often a review widget's button asking shoppers to share their pictures.
 */
export const personalisationPhrase: Matcher = outsideExclusions(
  new RegExp(
    `\\b(?:(?:personali[sz](?:ed|es|e|ing|able|ation)|customi[sz](?:ed|es|e|ing|able))\\b(?!\\s+${SERVICE_SENSE})(?!${COMPONENT_AFTER})(?!${MINIMUM_ORDER})|custom\\s+(?:name|text|photo|design|print)|design\\s+your\\s+own(?!${PLANNER})|add\\s+your\\s+(?:own\\s+)?(?:name|text|photo|design)\\s+(?:to|on|onto)\\b)`,
    'i',
  ),
);
