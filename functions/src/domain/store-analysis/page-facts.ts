/**
 * What the pages read say about the store: which answered with something to read, whether its
 * returns, shipping and about pages were found, and how a shopper can reach it (an email, a phone
 * number, a street address, a contact page). A page that did not answer says nothing: it can
 * neither fire a trust rule nor prove an absence.
 */
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import type { FetchedPage, PageRole, StoreSnapshot } from './store-snapshot';
import { anyOf, findPhrase, matching, type PhraseHit, type TextSource } from './text-sources';

/** A 2xx answer. */
export const answered = (status: number | null): boolean =>
  status !== null && status >= 200 && status < 300;

/** A page that answered 2xx with visible text (feeds and meta are JSON: they have no text). */
export const isReadPage = (page: FetchedPage): boolean =>
  answered(page.status) && page.text.trim() !== '';

/**
 * The spec's measure of content (docs/store-verdict.md#store-score, confidence): over 100
 * characters.
 */
export const hasContent = (characters: number): boolean =>
  characters > storeAnalysisConstants.pattern.contentCharacters;

const placeOf: Readonly<Record<PageRole, string>> = {
  storefront: 'on the storefront page',
  listing: 'on the listing page',
  'products-feed': 'in the product list',
  'store-meta': "in the store's details",
  product: 'on the product page',
  policy: 'on the returns policy page',
  shipping: 'on the shipping page',
  contact: 'on the contact page',
  about: 'on the about page',
};

/** "on the shipping page". */
export const whereOnPage = (page: FetchedPage): string => placeOf[page.role];

/** The page the shopper gave: the storefront or the marketplace listing (read first). */
export const mainPageOf = (snapshot: StoreSnapshot): FetchedPage | undefined =>
  snapshot.pages.find((page) => page.role === 'storefront' || page.role === 'listing') ??
  snapshot.pages[0];

/**
 * The text sources of the pages read: a page's title and its own content. The site's menus,
 * header and footer are not among them: they name what the whole site sells, not this store's
 * claims (furnitureSources reads them for contact details).
 */
export const pageSources = (pages: readonly FetchedPage[]): TextSource[] =>
  pages.filter(isReadPage).map((page) => ({
    text: page.title ? `${page.title} · ${page.text}` : page.text,
    where: whereOnPage(page),
    source: page.url,
  }));

/** The menus, header and footer of the pages read, where a site prints how to reach it. */
export const furnitureSources = (pages: readonly FetchedPage[]): TextSource[] =>
  pages
    .filter((page) => answered(page.status) && (page.furnitureText ?? '').trim() !== '')
    .map((page) => ({
      text: page.furnitureText ?? '',
      where: `${whereOnPage(page)} (in its header, footer or menus)`,
      source: page.url,
    }));

export interface InfoPageFact {
  page: FetchedPage;
  /** The word that shows what the page is about ("refund"), when one was looked for. */
  mention?: string;
}

const firstReadPage = (
  pages: readonly FetchedPage[],
  role: PageRole,
  about: RegExp | undefined,
  readsTextToo: boolean,
): InfoPageFact | undefined => {
  for (const page of pages) {
    if (page.role !== role || !isReadPage(page)) continue;
    if (!about) return { page };
    const mention = matching(about)(
      readsTextToo ? `${page.title ?? ''} ${page.text}` : (page.title ?? ''),
    );
    if (mention !== undefined) return { page, mention };
  }
  return undefined;
};

const RETURNS_WORDS = /\b(?:returns?|refunds?)\b/i;
const SHIPPING_WORDS = /\b(?:ship(?:s|ped|ping)?|deliver(?:s|y|ies|ed)?|dispatch(?:es|ed)?)\b/i;

/** The returns page, read, that speaks of returns or refunds (a theme's empty stub does not). */
export const returnPolicyOf = (pages: readonly FetchedPage[]): InfoPageFact | undefined =>
  firstReadPage(pages, 'policy', RETURNS_WORDS, true);

/**
 * The shipping page, read, that speaks of shipping; or a returns page titled for shipping too
 * ("Shipping & returns" is read once, as the policy page it is first).
 */
export const shippingPolicyOf = (pages: readonly FetchedPage[]): InfoPageFact | undefined =>
  firstReadPage(pages, 'shipping', SHIPPING_WORDS, true) ??
  firstReadPage(pages, 'policy', SHIPPING_WORDS, false);

/** The about page, read, with some content to it (over the spec's 100 characters). */
export const aboutPageOf = (pages: readonly FetchedPage[]): InfoPageFact | undefined => {
  const found = firstReadPage(pages, 'about', undefined, true);
  return found && hasContent(found.page.text.length) ? found : undefined;
};

export type ContactKind = 'email' | 'phone' | 'address';

export interface ContactFacts {
  /** Each kind of contact found, where it was first found (the contact page is read first). */
  details: { kind: ContactKind; hit: PhraseHit }[];
  /** The contact page, when one answered. */
  contactPage: FetchedPage | undefined;
  /**
   * A contact page was linked but did not answer: whether the store can be reached cannot be told
   * (the absence of a contact route is never concluded from a page that failed).
   */
  contactPageUnread: boolean;
}

/** An address, not an image file name such as "logo@2x.png". */
const EMAIL =
  /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?!(?:png|jpe?g|gif|webp|svg|avif)\b)[a-z]{2,}\b/i;

/** A number behind its label ("Phone: 0161 496 0000"), international form, or US form. */
const LABELLED_PHONE =
  /\b(?:phone|tel(?:ephone)?|call\s+us(?:\s+(?:at|on))?|whatsapp)\b\s*[:.]?\s*\+?\(?\d(?:(?:\)\s?|[\s.-])?\d){6,14}/i;
const INTERNATIONAL_PHONE = /(?<![\w+])\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}(?!\d)/;
const US_PHONE = /\(\d{3}\)\s?\d{3}[\s.-]\d{4}\b/;

/**
 * A street address in its common English ("12 Market Street"), German ("Hauptstraße 5") and
 * French, Spanish or Italian ("12 rue de la Paix", "Via Roma 4") forms.
 */
const ENGLISH_STREET =
  /\b\d{1,5}\s+(?:[A-Z][\w.'-]*\s+){1,4}(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Court|Ct\.?|Place|Pl\.?|Square|Terrace|Parkway|Highway)(?![\p{L}\p{N}_])/u;
const GERMAN_STREET =
  /\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|gasse|platz|allee)\s+\d{1,4}[a-z]?\b/;
/** French: the number first ("12 rue de la Paix"). */
const FRENCH_STREET =
  /\b\d{1,4},?\s+(?:[Rr]ue|[Aa]venue|[Bb]oulevard)\s+(?:de\s+(?:la\s+)?|du\s+|des\s+)?[A-ZÀ-Ý][\wÀ-ÿ'-]+/;
/**
 * Spanish and Italian: capitalised, the number last ("Via Roma 4", "Calle Mayor, 5"); the English
 * "pay via PayPal, 3 ways" is lower-case.
 */
const SOUTHERN_STREET =
  /\b(?:Via|Calle|Avenida|Piazza|Plaza)\s+(?:de\s+(?:la\s+)?|del\s+|della\s+)?[A-ZÀ-Ý][\wÀ-ÿ'-]+,?\s+\d{1,4}\b/;

const contactMatchers: readonly [ContactKind, (text: string) => string | undefined][] = [
  ['email', matching(EMAIL)],
  ['phone', anyOf(matching(LABELLED_PHONE), matching(INTERNATIONAL_PHONE), matching(US_PHONE))],
  [
    'address',
    anyOf(
      matching(ENGLISH_STREET),
      matching(GERMAN_STREET),
      matching(FRENCH_STREET),
      matching(SOUTHERN_STREET),
    ),
  ],
];

const digitsIn = (phrase: string): number => phrase.replace(/\D/g, '').length;
/** E.164 numbers have at most 15 digits; fewer than 7 is an order number or a price. */
const plausiblePhone = (phrase: string): boolean => digitsIn(phrase) >= 7 && digitsIn(phrase) <= 15;

/**
 * How a shopper can reach the store, from every page read (the contact page first), footers
 * included: a street address or phone number there is the store's own, printed on every page.
 */
export const contactFactsOf = (pages: readonly FetchedPage[]): ContactFacts => {
  const contactFirst = [
    ...pages.filter((page) => page.role === 'contact'),
    ...pages.filter((page) => page.role !== 'contact'),
  ];
  // The content first: a contact page's own text before any page's footer.
  const sources = [...pageSources(contactFirst), ...furnitureSources(contactFirst)];
  const details = contactMatchers.flatMap(([kind, match]) => {
    const hit = findPhrase(sources, (text) => {
      const found = match(text);
      return found !== undefined && (kind !== 'phone' || plausiblePhone(found)) ? found : undefined;
    });
    return hit ? [{ kind, hit }] : [];
  });
  const contactPages = pages.filter((page) => page.role === 'contact');
  const contactPage = contactPages.find(isReadPage);
  return {
    details,
    contactPage,
    contactPageUnread: contactPage === undefined && contactPages.length > 0,
  };
};
