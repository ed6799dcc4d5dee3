/**
 * Clues to a store's name on its own pages when it declares none (no og:site_name, no
 * Organization or WebSite data) and its title names only the product: the words of its logo (the
 * link to its home page) and its copyright notice, each taken only where the page confirms it
 * (the title repeats the logo's name; the notice's holder is the domain's own name). Pure.
 */
import { storeDomainOf } from './info-pages';
import { namesSite } from './page-product-title';
import type { PageText } from './page-text';

/** Punctuation around a name that is not part of it ("Spartoo.pt !", "« Shop »"). */
export const cleanName = (name: string): string =>
  name.replace(/^[\s\p{P}\p{S}]+|[\s!?,;:·|*«»"'-]+$/gu, '');

/**
 * The word of a text that is the site's own name, as the site writes it: the domain's label, alone
 * or with its ending ("spletna trgovina Vsezaoči.si" on vsezaoci.si, "AGEM Computers ESHOP" on
 * agem.sk).
 */
export const siteWordIn = (text: string, host: string): string | undefined =>
  text
    .split(/\s+/)
    .map(cleanName)
    .find((word) => word !== '' && namesSite(word, [], host));

export const firstSiteWord = (texts: readonly string[], host: string): string | undefined =>
  texts.map((text) => siteWordIn(text, host)).find((word) => word !== undefined);

/**
 * The texts of the links to the home page, the site's logo among them (its image's alt text when
 * it has no words): the root or a language's root, with or without its index file
 * (`/ieen/index.html` on currys.ie).
 */
export const logoTexts = (page: PageText, pageUrl: string): string[] => {
  const store = storeDomainOf(new URL(pageUrl).hostname);
  return page.links
    .filter((link) => {
      const target = new URL(link.href);
      return (
        storeDomainOf(target.hostname) === store &&
        /^\/(?:[a-z]{2}(?:[-_]?[a-z]{2})?\/)?(?:index\.html?)?$/i.test(target.pathname)
      );
    })
    .flatMap((link) => [link.text, link.imageAlt ?? '']);
};

/** Words a logo adds to a name that are no part of it ("Tchibo Online-Shop", "Home"). */
const GENERIC_SHOP_WORDS =
  /\b(?:online[- ]?(?:shop|store)|onlineshop|webshop|e-?shop|shop|store|home(?:page)?|startseite|boutique(?:\s+en\s+ligne)?|tienda(?:\s+online)?|loja(?:\s+online)?|negozio(?:\s+online)?)\b/gi;
/** A logo's words longer than this are a slogan or a banner, not a name. */
const LOGO_TEXT_MAX_CHARS = 40;
/** A name shorter than this ("TV", "Le") is too common a word to be found in a title by chance. */
const NAME_MIN_CHARS = 3;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The store's name from its logo when the page title repeats it ("Tchibo Online-Shop" beside
 * "Massivholz-Waschmaschinenregal online bestellen bei Tchibo" on eduscho.at): the logo's words
 * without a shop's generic words, found whole in the title.
 */
export const logoNameInTitle = (page: PageText, pageUrl: string): string | undefined => {
  const { title } = page;
  if (title === undefined) return undefined;
  for (const text of logoTexts(page, pageUrl)) {
    if (text.length > LOGO_TEXT_MAX_CHARS) continue;
    const name = cleanName(text.replace(GENERIC_SHOP_WORDS, ' ').replace(/\s+/g, ' ').trim());
    if (name.length < NAME_MIN_CHARS || name.length >= title.length) continue;
    const whole = new RegExp(
      `(?:^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?:$|[^\\p{L}\\p{N}])`,
      'iu',
    );
    if (whole.test(title)) return name;
  }
  return undefined;
};

/** A copyright notice and what follows it: "© 2019 Almedina almedina.net Quem Somos…". */
const COPYRIGHT_NOTICE =
  /(?:©|\(c\)|\bcopyright\b)\s*(?:©\s*)?(?:(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\s*)?([^©|]{2,60})/gi;

/**
 * The store's name from its copyright notice, when the holder it names is the site's own domain
 * label, as the site writes it ("© 2019 Almedina" on almedina.net). A notice naming anyone else
 * (a theme's maker, a platform) names no store.
 */
export const copyrightHolderName = (page: PageText, host: string): string | undefined => {
  for (const text of [page.furnitureText, page.text])
    for (const notice of text.matchAll(COPYRIGHT_NOTICE)) {
      // The notice's sentence may end at the name ("© 2020 ELKOR.").
      const word = siteWordIn(notice[1] ?? '', host)?.replace(/\.$/, '');
      if (word) return word;
    }
  return undefined;
};
