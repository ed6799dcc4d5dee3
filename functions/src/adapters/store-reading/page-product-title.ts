/**
 * A product's name from the page itself, for pages that publish none in structured data (Amazon
 * prints no JSON-LD and no og:title): the marketplace's own title element when the host is a
 * known marketplace, else the `<title>` without the site's name, else the first heading a
 * shopper can see. A page's first `<h1>` is often not the product's: Amazon's cart pop-over
 * ("Adding to Cart..."), its author card ("Follow the author"), Etsy's privacy dialog. Pure.
 */
import { getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
import { HTMLElement } from 'node-html-parser';
import { marketplaceOf } from './detect-platform';
import { hasHidingClass, namesFurniture } from './page-regions';
import { collapseWhitespace, decodeEntities } from './page-text';

/** Each marketplace's element for the listing's own title, most specific first. */
const marketplaceTitleSelectors: Readonly<Record<string, readonly string[]>> = {
  amazon: ['#productTitle', '#ebooksProductTitle'],
  ebay: ['h1.x-item-title__mainTitle', '#itemTitle'],
  etsy: ['h1[data-buy-box-listing-title]'],
  walmart: ['h1[itemprop="name"]', 'h1#main-title'],
  aliexpress: ['h1[data-pl="product-title"]'],
  target: ['h1[data-test="product-title"]'],
  alibaba: ['h1.ma-title'],
};

/**
 * An element's text without the parts of it kept out of view: eBay's title element starts with a
 * hidden "Details about" for screen readers, which is not the product's name.
 */
export const shownText = (element: HTMLElement): string =>
  element.childNodes
    .map((child) =>
      child instanceof HTMLElement ? (isHiddenItself(child) ? '' : shownText(child)) : child.text,
    )
    .join(' ');

/**
 * A link or button inside a name's element that is a control beside the name, not a part of it:
 * a button, a link that leads nowhere or runs a script (eBay's "mostra il titolo originale"), or
 * one to an account's action (a classified ad's favourite star and its "Log In needed").
 */
const isControl = (element: HTMLElement): boolean => {
  const tag = element.tagName.toLowerCase();
  if (tag === 'button' || tag === 'input' || tag === 'select') return true;
  if (tag !== 'a') return false;
  const href = (element.getAttribute('href') ?? '').trim();
  return (
    href === '' ||
    href.startsWith('#') ||
    /^javascript:/i.test(href) ||
    element.hasAttribute('onclick') ||
    /\/(?:log-?in|sign-?in|register|account|wish-?list|favou?rites?)\b/i.test(href)
  );
};

const textWithoutControls = (element: HTMLElement): string =>
  element.childNodes
    .map((child) =>
      child instanceof HTMLElement
        ? isHiddenItself(child) || isControl(child)
          ? ''
          : textWithoutControls(child)
        : child.text,
    )
    .join(' ');

/** A price written before a name, as a classified ad's heading does ("$15 · Casio FX-991ES"). */
const LEADING_PRICE = /^(?:\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?\p{Sc})\s*[·•|:–—-]\s*/u;
/** Separators left at a name's ends once its controls are out ("Angel Teddy Bear -"). */
const LOOSE_ENDS = /^[\s·•|:–—-]+|[\s·•|:–—-]+$/g;

/**
 * A product's name as its element shows it: without hidden words, without the controls beside it
 * and without a price written before it. An element that is all controls (a heading that is one
 * link) keeps its shown text.
 */
export const productNameText = (element: HTMLElement): string => {
  const name =
    collapseWhitespace(textWithoutControls(element)) || collapseWhitespace(shownText(element));
  return name.replace(LEADING_PRICE, '').replace(LOOSE_ENDS, '');
};

/** The listing's title from the marketplace's own element, when the page is on one. */
export const marketplaceTitle = (root: HTMLElement, host: string): string | undefined => {
  const marketplace = marketplaceOf(host);
  if (!marketplace) return undefined;
  for (const selector of marketplaceTitleSelectors[marketplace] ?? []) {
    const element = root.querySelector(selector);
    const title = element ? productNameText(element) : '';
    if (title) return title;
  }
  return undefined;
};

/**
 * Letters and digits only, lower-case, '&' read as 'and', accents dropped: "Joss &amp; Main" ~
 * "jossandmain", and "Vsezaoči.si" ~ "vsezaocisi" (a domain is written without them).
 */
export const nameKey = (name: string): string =>
  decodeEntities(name)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Between a page's name and its site's name in a title: a bar, a dash or a colon, spaced, or a
 * full-width bar, which Chinese and Japanese titles write unspaced ("…-250g-罐｜PChome商店街").
 */
const TITLE_SEPARATOR = /\s+[|–—-]\s+|\s*｜\s*|\s*:\s+|\s+@\s+/g;

/**
 * The country a chain adds to its name on a national site ("Best Buy Canada" on bestbuy.ca,
 * "IKEA Ireland"), as nameKey spells it: the site's name with one of them still names the site.
 */
const COUNTRY_KEYS = [
  'canada',
  'usa',
  'us',
  'uk',
  'ireland',
  'australia',
  'newzealand',
  'india',
  'deutschland',
  'germany',
  'france',
  'espana',
  'spain',
  'italia',
  'italy',
  'nederland',
  'netherlands',
  'mexico',
  'brasil',
  'brazil',
];

/**
 * Whether a part of a title names the site: it is one of the names the site gives itself, or
 * its domain's label ("Amazon.com", "Overstock" on overstock.com, "Etsy" on etsy.com), alone or
 * with a country ("Best Buy Canada" on bestbuy.ca).
 */
export const namesSite = (part: string, siteNames: readonly string[], host: string): boolean => {
  const key = nameKey(part);
  if (key === '') return false;
  const label = getDomainWithoutSuffix(host);
  const keys = siteNames.map(nameKey).filter((name) => name !== '');
  if (label) keys.push(nameKey(label));
  // "Amazon.com", "Amazon.co.uk", "GLOBALindustrial.com", "eMAG.ro", "Paris.cl": the label with
  // a common suffix or the host's own.
  const hostSuffix = nameKey(getPublicSuffix(host) ?? '');
  const bare = [
    key.replace(/(?:com|couk|cojp|de|fr|es|it|ca|net|org)$/, ''),
    ...(hostSuffix && key.endsWith(hostSuffix) ? [key.slice(0, -hostSuffix.length)] : []),
  ];
  return keys.some(
    (name) =>
      name === key ||
      bare.includes(name) ||
      (key.startsWith(name) && COUNTRY_KEYS.includes(key.slice(name.length))),
  );
};

/** A title cut at its separators: each part with where it starts and ends in the title. */
export const titleParts = (title: string): { text: string; start: number; end: number }[] => {
  const parts: { text: string; start: number; end: number }[] = [];
  let start = 0;
  for (const separator of title.matchAll(TITLE_SEPARATOR)) {
    parts.push({ text: title.slice(start, separator.index), start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  parts.push({ text: title.slice(start), start, end: title.length });
  return parts;
};

/**
 * The title's product part: what precedes the part that names the site ("Tully Sconce |
 * Pottery Barn"), or, when the site's name comes first, the part right after it (Amazon's
 * "Amazon.com: Gorilla Tape : Industrial & Scientific" ends with a category). Undefined when no
 * part names the site: the title may then be anything.
 */
export const titleWithoutSite = (
  title: string,
  siteNames: readonly string[],
  host: string,
): string | undefined => {
  const parts = titleParts(title);
  const siteAt = parts.findIndex((part) => namesSite(part.text, siteNames, host));
  if (siteAt === -1 || parts.length < 2) return undefined;
  const product =
    siteAt === 0 ? parts[1]!.text : title.slice(parts[0]!.start, parts[siteAt - 1]!.end);
  const cleaned = withoutSiteTail(product.trim(), siteNames, host);
  return cleaned === '' ? undefined : cleaned;
};

/** "… on Amazon Music", "… at Walmart": where the page says the product is, after its name. */
const SITE_TAIL = /\s+(?:on|at)\s+(\S+)(?:\s+\S+){0,2}$/i;

/** A product's name without a closing "on <the site's service>" (Amazon Music's titles). */
const withoutSiteTail = (name: string, siteNames: readonly string[], host: string): string => {
  const tail = SITE_TAIL.exec(name);
  return tail && namesSite(tail[1]!, siteNames, host) ? name.slice(0, tail.index) : name;
};

/** Whether the title names the site before anything else ("eKlinika - Zdravlje svima"). */
const namesSiteFirst = (title: string, siteNames: readonly string[], host: string): boolean => {
  const [first] = titleParts(title);
  return first !== undefined && namesSite(first.text, siteNames, host);
};

/** Classes and ids of the layers a page keeps ready but does not show: pop-overs, dialogs. */
const LAYER_NAMES = /(?:^|[\s_-])(?:modal|dialog|overlay|popover|popup|flyout|drawer|lightbox)/i;

/** Whether this element itself is hidden, a dialog or a layer kept off screen. */
const isHiddenItself = (node: HTMLElement): boolean => {
  const tag = node.tagName.toLowerCase();
  if (tag === 'dialog' || tag === 'template') return true;
  const attribute = (name: string) => node.getAttribute(name) ?? '';
  if (node.hasAttribute('hidden') || attribute('aria-hidden') === 'true') return true;
  if (/^(?:dialog|alertdialog)$/i.test(attribute('role')) || attribute('aria-modal') === 'true')
    return true;
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(attribute('style'))) return true;
  const names = `${attribute('class')} ${attribute('id')}`;
  return hasHidingClass(node) || LAYER_NAMES.test(names);
};

/** Whether an element or one of its ancestors is hidden, a dialog or a layer kept off screen. */
export const isOutOfView = (element: HTMLElement): boolean => {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    if (!node.tagName) break;
    const tag = node.tagName.toLowerCase();
    // A page-wide class ("has-modal", "no-popups") says nothing about one heading.
    if (tag === 'body' || tag === 'html') break;
    if (isHiddenItself(node)) return true;
  }
  return false;
};

/**
 * The first `<h1>` a shopper sees: not hidden, not in a dialog or a pop-over, and not a menu's own
 * heading (eKlinika's `ek-category-nav-title` before the product's).
 */
export const visibleHeading = (root: HTMLElement): string | undefined => {
  for (const heading of root.querySelectorAll('h1')) {
    if (isOutOfView(heading) || namesFurniture(heading)) continue;
    const text = collapseWhitespace(heading.structuredText);
    if (text) return text;
  }
  return undefined;
};

/** The product's name from the page itself (see the module's comment for the order). */
export const pageProductTitle = (
  root: HTMLElement,
  pageUrl: string,
  siteNames: readonly string[],
): string | undefined => {
  const host = new URL(pageUrl).hostname;
  const title = decodeEntities(collapseWhitespace(root.querySelector('title')?.text ?? ''));
  const fromTitle = title ? titleWithoutSite(title, siteNames, host) : undefined;
  const heading = visibleHeading(root);
  // After a leading site name a title may hold the site's tagline ("eKlinika - Zdravlje
  // svima"), not the product: unless the heading a shopper sees says it too, the heading wins.
  const taglineInstead =
    fromTitle !== undefined &&
    heading !== undefined &&
    namesSiteFirst(title, siteNames, host) &&
    !nameKey(heading).includes(nameKey(fromTitle));
  return marketplaceTitle(root, host) ?? (taglineInstead ? heading : fromTitle) ?? heading;
};
