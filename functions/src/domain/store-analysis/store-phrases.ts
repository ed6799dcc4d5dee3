/**
 * The phrases the store rules look for, shared by the schemes that read them: long delivery
 * windows and far-away dispatch (a dropshipper's supplier ships the order), urgency and scarcity
 * pressure, and handmade words. Case-insensitive; negations ("not handmade") are not parsed.
 */
import { anyOf, matching, matchingNear, sentenceAround, type Matcher } from './text-sources';

/** A delivery window whose far end is beyond two weeks is long ("7-30 business days"). */
export const LONG_DELIVERY_DAYS = 14;
const DAYS_PER_WEEK = 7;
/**
 * How close a window must be to a word about shipping to be a delivery window, not a return one.
 */
const SHIPPING_CONTEXT_CHARS = 60;
const SHIPPING_CONTEXT = /ship|deliver|arriv|transit|dispatch|post(?:age|al)/i;

const DAY_WINDOW = /\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,3})\s*(?:business\s+|working\s+)?days?\b/i;
const WEEK_WINDOW = /\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*weeks?\b/i;

/**
 * A window said of international orders ("3-5 days in the US, 7-21 days internationally") is a
 * long way's delivery, which any store has; a long window for every order is the dropshipper's.
 */
const INTERNATIONAL_CONTEXT =
  /\b(?:international(?:ly)?|worldwide|world-wide|rest\s+of\s+(?:the\s+)?world|outside\s+(?:the\s+)?(?:us|usa|uk|eu|europe|country|mainland)\b|other\s+countries)/i;

const longWindow = (daysPerUnit: number) => (match: RegExpExecArray, near: string) =>
  Number(match[2]) * daysPerUnit > LONG_DELIVERY_DAYS &&
  SHIPPING_CONTEXT.test(near) &&
  !INTERNATIONAL_CONTEXT.test(near);

/** Dispatch from the supplier's country or an overseas warehouse, said outright. */
const FAR_DISPATCH =
  /\b(?:ship(?:s|ped|ping)?|dispatch(?:es|ed)?|sent)\s+(?:directly\s+)?from\s+(?:china|hong\s+kong|(?:our\s+)?(?:overseas|international|chinese)\s+(?:warehouses?|suppliers?|factory|factories))\b/i;

export const farDispatch: Matcher = matching(FAR_DISPATCH);

/** A long delivery window for every order, or dispatch from far away. */
export const longDelivery: Matcher = anyOf(
  matchingNear(DAY_WINDOW, SHIPPING_CONTEXT_CHARS, longWindow(1)),
  matchingNear(WEEK_WINDOW, SHIPPING_CONTEXT_CHARS, longWindow(DAYS_PER_WEEK)),
  farDispatch,
);

/** Countdown and scarcity pressure: "only 3 left", "selling fast", "12 people are viewing". */
export const urgency: Matcher = matching(
  new RegExp(
    [
      /\bonly\s+\d+\s+(?:items?\s+|pieces?\s+|units?\s+)?left\b/,
      /\bhurry[\s,!]+(?:up|only|before|while|now)\b/,
      /\blimited[- ]time\s+(?:offer|only|deal|sale)\b/,
      /\bselling\s+(?:out\s+)?fast\b/,
      /\balmost\s+(?:gone|sold\s+out)\b/,
      /\blast\s+chance\b/,
      /\b\d+\s+(?:people|others|customers|shoppers)\s+(?:are\s+)?(?:viewing|looking\s+at|watching)\b/,
      /\b(?:sale|offer|deal|discount)\s+ends\s+(?:in|today|tonight|soon|at\s+midnight)\b/,
    ]
      .map((pattern) => pattern.source)
      .join('|'),
    'i',
  ),
);

/**
 * Claims of the maker's own hand: handmade, handcrafted, made by hand, and the crafts' own words
 * (hand-thrown, hand-stitched, hand-poured, hand-knitted, hand-blown...), and the same claims as
 * makers write them in Spanish, French, German, Italian and Portuguese on the marketplaces
 * ("pintado a mano", "fait main", "handgemacht"). Not marketing words that factories and food
 * brands use as freely as makers do: "artisan", "artisanal", "small batch", "crafted",
 * "handpicked" claim a style, not a hand.
 */
export const HANDMADE_WORDS =
  /\b(?:hand[- ]?made|hand[- ]?crafted|made\s+by\s+hand|hand[- ]?(?:thrown|stitched|sewn|knit(?:ted)?|poured|painted|carved|woven|blown|forged|dyed|tooled|bound|lettered|embroidered)|(?:hech|pintad|bordad|tejid|cosid|tallad|letrad)[oa]s?\s+a\s+mano|fatt[oaie]\s+a\s+mano|fait(?:e|es|s)?\s+(?:à\s+la\s+)?main|handgemacht(?:e[nrs]?)?|handgefertigt(?:e[nrs]?)?|feit[oa]s?\s+à\s+mão)\b/i;

/**
 * A maker's story: the maker speaking of itself ("Wir sind: Anne und Stefan – … traditionelle
 * Manufaktur – Online Nerds und Handmade", "our family business"). Its words describe the maker,
 * not this product: a factory-filled spice rub is not handmade because its brand calls itself so.
 * A product made by hand says so of itself ("each mug is hand-thrown"), and that still counts.
 */
const MAKERS_STORY =
  /\b(?:we\s+are|we're|wir\s+sind|nous\s+sommes|somos|siamo|our\s+(?:story|history|family)|unsere?\s+(?:geschichte|familie)|notre\s+(?:histoire|famille)|nuestra\s+(?:historia|familia)|la\s+nostra\s+(?:storia|famiglia)|family[- ](?:business|company|run|owned)|familienunternehmen|familienbetrieb|entreprise\s+familiale|empresa\s+familiar|azienda\s+familiare)\b/i;
/** How far, within its sentence, a handmade word is looked at for the maker speaking of itself. */
const MAKERS_STORY_CHARS = 200;

/**
 * An invitation to buy another product with this one ("Und gleich die handgemachte passende SF
 * Matratze dazubestellen!" under a slatted bed frame, "pair it with our hand-poured candle"): the
 * words in its sentence are said of the other product, not of this one. Matched as whole words in
 * any script (`\b` knows no letter beyond ASCII: "à commander").
 */
const CROSS_SELL =
  /(?<![\p{L}\p{N}])(?:dazu\s*bestellen|mit\s*bestellen|passend\s+dazu|also\s+(?:order|buy|get)|add\s+(?:\S+\s+){0,5}?to\s+your\s+(?:order|cart|basket|bag)|pair\s+(?:it|them|this)\s+with|complete\s+the\s+(?:look|set)|commandez\s+aussi|à\s+commander\s+avec|pide\s+también|ordina\s+anche|peça\s+também)(?![\p{L}\p{N}])/iu;

/**
 * Whether a handmade word (a match in `text`) claims something of the product: not of its maker,
 * nor of another product the page offers with it.
 */
export const claimsOfProduct = (match: RegExpExecArray, text: string): boolean => {
  const sentence = sentenceAround(
    text,
    match.index,
    match.index + match[0].length,
    MAKERS_STORY_CHARS,
  );
  return !MAKERS_STORY.test(sentence) && !CROSS_SELL.test(sentence);
};

/** "Hand-made", "handmade" and "HANDMADE" are one word. */
export const handmadeKey = (phrase: string): string => phrase.toLowerCase().replace(/[\s-]+/g, '');
