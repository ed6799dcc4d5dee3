/**
 * Which parts of a page are its content and which are the site's furniture. The phrase rules
 * judge a store and its product by what the page says about them; a large shop's menus, header,
 * footer, banners and ads say something about everything it sells ("Amazon Handmade", "Handmade
 * Rugs", "Pillows", a credit card's "Limited-time offer") and nothing about this product. So:
 *
 * - hidden markup is not read at all: `hidden`, `aria-hidden="true"`, `display:none`, a closed
 *   `<dialog>`, the utility classes themes hide things with;
 * - furniture is set apart (contact details live there, so they are still looked for in it):
 *   `<nav>`, `<header>`, `<footer>`, `<aside>`, the landmark roles of the same things
 *   (navigation, banner, contentinfo, complementary, menu, menubar, search, dialog), elements
 *   whose id, class or custom tag names a menu, a navigation bar, a header or footer, a banner or
 *   an announcement bar, an ad, a carousel or a list of related or recommended products, a
 *   popover (a marketplace's other offers), a size guide, a cookie notice, a newsletter box, a
 *   popup or a dialog, and a cookie-consent form found by its own words; but never an element that holds
 *   the page's `<h1>` or its `<main>` (a header around the product's heading, a menu the parser
 *   nested the page in), nor one known only by its name that holds the page's footer (a wrapper
 *   around the whole page);
 * - customers' reviews (named so by their ids and classes) are read nowhere: their words are
 *   neither the store's nor its product's;
 * - the content is what is left inside the page's `<main>` (or `role="main"`) when it has one
 *   with something to read, else inside the body.
 *
 * Pure: it edits the parsed tree it is given.
 */
import type { HTMLElement, Node } from 'node-html-parser';

/** Elements that are the site's furniture by their tag. */
const FURNITURE_TAGS = new Set(['NAV', 'FOOTER', 'ASIDE']);

/** Landmark and widget roles of the same furniture. */
const FURNITURE_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'menu',
  'menubar',
  'search',
  'dialog',
  'alertdialog',
]);

/** The furniture words that name a menu (a list of the shop's departments). */
const MENU_WORDS = new Set([
  'nav',
  'navbar',
  'navigation',
  'topnav',
  'subnav',
  'menu',
  'menubar',
  'megamenu',
]);
/**
 * Words in ids and class names that name furniture, each matched as a whole word of the name
 * (`nav-belt`, `navFooter`, `TopNav_links`, `mega-menu`, `issuance-banner`, `a-carousel`,
 * `ad-endcap`), never inside another word (`canvas`, `download`, `header` in `subheader`). Not
 * the words of layout wrappers that may hold the whole page (Debut's `drawer-page-content`, a
 * `page-with-sidebar`).
 */
const FURNITURE_WORDS = new Set([
  ...MENU_WORDS,
  'hamburger',
  'breadcrumb',
  'breadcrumbs',
  'footer',
  'banner',
  'announcement',
  'ad',
  'ads',
  'advert',
  'advertisement',
  'sponsored',
  'carousel',
  'related',
  'recommendations',
  'recommended',
  'upsell',
  'popover',
  'cookie',
  'cookies',
  'cookiebot',
  'consent',
  'gdpr',
  'newsletter',
  'popup',
  'modal',
  'dialog',
]);

/** Header words, apart: a header is furniture only when it does not hold the page's h1. */
const HEADER_WORDS = new Set(['header', 'masthead']);

/**
 * Utility classes that hide an element (Bootstrap, Tailwind, themes' own, Amazon's aok-hidden,
 * eBay's g-hdn), and screen-reader-only text (eBay's "Details about" before a title), which a
 * shopper never sees.
 */
const HIDING_CLASSES = new Set([
  'hidden',
  'hide',
  'd-none',
  'is-hidden',
  'display-none',
  'aok-hidden',
  'a-hidden',
  'g-hdn',
  'sr-only',
  'visually-hidden',
]);

/** Whether one of the element's classes hides it. */
export const hasHidingClass = (element: HTMLElement): boolean =>
  (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .some((name) => HIDING_CLASSES.has(name.toLowerCase()));

const INLINE_HIDDEN =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important)?\s*(?:;|$)/i;

/** A cookie notice is short and speaks of cookies; a product form that mentions them is not. */
const COOKIE_NOTICE_WORDS = /\bcookies?\b/i;
const COOKIE_NOTICE_MAX_CHARS = 2000;

/** A `<main>` with less than this to read is a shell; the body is read instead. */
const CONTENT_ROOT_MIN_CHARS = 100;

/** The words of an id or class name: split at punctuation and at camelCase humps, lower-cased. */
export const nameWords = (name: string): string[] =>
  name
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());

/** Its id, its classes, and a custom element's own name (`<header-drawer>`, `<cart-drawer>`). */
const namesOf = (element: HTMLElement): string[] => [
  ...(element.tagName.includes('-') ? [element.tagName] : []),
  ...(element.id ? [element.id] : []),
  ...(element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name !== ''),
];

const namedWith = (element: HTMLElement, words: ReadonlySet<string>): boolean =>
  namesOf(element).some((name) => nameWords(name).some((word) => words.has(word)));

/**
 * A menu named in one run-on word, as older themes write it (`dropmenudiv_d`, `topmenu2`,
 * `mainmenubar`): a qualifier, "menu", maybe a container's word, maybe a number. Never a word that
 * goes on past it: a `menuitem` is an entry (a café's dish), not the site's menu.
 */
const RUN_ON_MENU = /^[a-z]*menu(?:div|bar|box|wrap|wrapper|container|list|holder|s)?\d*$/;

/** Whether a name holds one of the words, alone, numbered (`nav2`, `menu1`) or a run-on menu. */
const namedWithWordOf = (element: HTMLElement, words: ReadonlySet<string>): boolean =>
  namesOf(element).some((name) =>
    nameWords(name).some((word) => words.has(word.replace(/\d+$/, '')) || RUN_ON_MENU.test(word)),
  );

/** Whether the element's own names call it a menu, a navigation bar, a banner, an ad… */
export const namesFurniture = (element: HTMLElement): boolean =>
  namedWithWordOf(element, FURNITURE_WORDS);

/** Hidden from sight: not drawn at all. */
const isOutOfSight = (element: HTMLElement): boolean => {
  if (element.hasAttribute('hidden')) return true;
  if (element.tagName === 'DIALOG' && !element.hasAttribute('open')) return true;
  if (INLINE_HIDDEN.test(element.getAttribute('style') ?? '')) return true;
  return hasHidingClass(element);
};

const isCookieNotice = (element: HTMLElement): boolean => {
  if (element.tagName !== 'FORM') return false;
  const text = element.structuredText;
  return text.length <= COOKIE_NOTICE_MAX_CHARS && COOKIE_NOTICE_WORDS.test(text);
};

/**
 * Customers' reviews, by the words of their ids and classes: their words ("comes with a pillow",
 * "a lovely blanket"), neither the store's nor its product's. Left out of both readings, so that
 * a long review section does not crowd the footer's contact details out of the furniture's text.
 */
const REVIEW_WORDS = new Set(['review', 'reviews', 'testimonial', 'testimonials']);

/** The document and its main region are never furniture, whatever their classes say. */
const NEVER_FURNITURE = new Set(['HTML', 'HEAD', 'BODY', 'MAIN']);

/** Furniture by its tag or landmark role. */
const isFurnitureLandmark = (element: HTMLElement): boolean => {
  if (FURNITURE_TAGS.has(element.tagName) || element.tagName === 'HEADER') return true;
  const role = element.getAttribute('role')?.trim().toLowerCase();
  return role !== undefined && FURNITURE_ROLES.has(role);
};

/**
 * A size guide, chart, grid or table by its name (`size_grid`, `sizeGuide`, `SizeTable`): the
 * store's sizes for every garment it sells ("Camisolas, T-shirts, Polos" on a page of slippers),
 * not this product's words.
 */
const SIZE_GUIDE = /size(?:guide|chart|grid|table)s?/;
const isSizeGuide = (element: HTMLElement): boolean =>
  namesOf(element).some((name) => SIZE_GUIDE.test(nameWords(name).join('')));

/** Furniture by the words of its names, or a cookie notice by its own words. */
const isNamedFurniture = (element: HTMLElement): boolean =>
  namedWith(element, HEADER_WORDS) ||
  namesFurniture(element) ||
  isSizeGuide(element) ||
  isCookieNotice(element);

/** The elements holding any of the matches (themselves included), found once (the tree is large). */
const holdersOfElements = (matches: readonly HTMLElement[]): Set<HTMLElement> => {
  const holders = new Set<HTMLElement>();
  for (const match of matches) {
    let node: HTMLElement | null = match;
    while (node && !holders.has(node)) {
      holders.add(node);
      node = node.parentNode;
    }
  }
  return holders;
};

/** The elements holding any of the selector's matches. */
const holdersOf = (root: HTMLElement, selector: string): Set<HTMLElement> =>
  holdersOfElements(root.querySelectorAll(selector));

/** Menus by their tag, role or name: lists of the shop's departments, long and without contacts. */
const MENU_ROLES = new Set(['navigation', 'menu', 'menubar']);
const isMenu = (element: HTMLElement): boolean =>
  element.tagName === 'NAV' ||
  MENU_ROLES.has(element.getAttribute('role')?.trim().toLowerCase() ?? '') ||
  namedWithWordOf(element, MENU_WORDS);

/** Whether the element, or one holding it, passes the test. */
const isWithin = (element: HTMLElement, test: (node: HTMLElement) => boolean): boolean => {
  // The parsed tree's root has no tag: it names nothing.
  for (let node: HTMLElement | null = element; node?.tagName; node = node.parentNode)
    if (test(node)) return true;
  return false;
};

const isInReview = (element: HTMLElement): boolean =>
  isWithin(element, (node) => namedWith(node, REVIEW_WORDS));

/**
 * The page's own headings: its h1s, but not a review's headline ("The perfect blanket!" in a
 * review widget that marks each review's title an h1) nor a menu's department ("Mens", "Womens":
 * vmzona's side menu marks each an h1), unless every h1 is in one (a product's wrapper may be
 * named for its rating: then they are the page's). A menu that holds the page's main region or
 * footer is not a menu but a menu left unclosed that the parser nested the page into: its h1s
 * count.
 */
const pageHeadingsOf = (
  root: HTMLElement,
  pageHolders: ReadonlySet<HTMLElement>,
): HTMLElement[] => {
  const headings = root.querySelectorAll('h1');
  const outsideReviews = headings.filter((heading) => !isInReview(heading));
  const own = outsideReviews.filter(
    (heading) => !isWithin(heading, (node) => isMenu(node) && !pageHolders.has(node)),
  );
  if (own.length > 0) return own;
  return outsideReviews.length > 0 ? outsideReviews : headings;
};

/**
 * Hidden markup: out of sight, or `aria-hidden` (drawn, but decoration or a copy for the eye
 * only). Except the part of the page holding its heading: a dialog open when the page was served
 * (eBay's cookie notice) marks the rest of the page `aria-hidden` while it is open, and the
 * listing under it is what the shopper reads once it closes.
 */
const hiddenTest = (root: HTMLElement): ((element: HTMLElement) => boolean) => {
  const headingHolders = holdersOf(root, 'h1');
  return (element) =>
    isOutOfSight(element) ||
    (element.getAttribute('aria-hidden') === 'true' && !headingHolders.has(element));
};

/**
 * Where an element is read: with the content, with the furniture, or (reviews) nowhere. Never
 * furniture: an element that holds the page's h1 or its main region (a header around the
 * product's heading, a wrapper named for a sticky header, a menu left unclosed that the parser
 * nested the whole page into), nor one known only by its name that holds the page's footer (a
 * wrapper around the whole page: `header-fixed`, `nav-open`).
 */
const regionTest = (root: HTMLElement): ((element: HTMLElement) => Region) => {
  const mainHolders = holdersOf(root, 'main, [role="main"]');
  const footerHolders = holdersOf(root, 'footer, [role="contentinfo"]');
  const contentHolders = new Set([
    ...holdersOfElements(pageHeadingsOf(root, new Set([...mainHolders, ...footerHolders]))),
    ...mainHolders,
  ]);
  return (element) => {
    if (NEVER_FURNITURE.has(element.tagName) || contentHolders.has(element)) return 'content';
    if (element.getAttribute('role')?.trim().toLowerCase() === 'main') return 'content';
    if (isFurnitureLandmark(element)) return 'furniture';
    if (footerHolders.has(element)) return 'content';
    if (namedWith(element, REVIEW_WORDS)) return 'reviews';
    return isNamedFurniture(element) ? 'furniture' : 'content';
  };
};

/** Where an element's text is read: the content, the furniture, or nowhere (reviews). */
type Region = 'content' | 'furniture' | 'reviews';

const isElement = (node: Node): node is HTMLElement => node.nodeType === 1;

/**
 * Removes hidden markup from the tree and takes the furniture out of it, returning the
 * furniture's elements (outermost only, in document order) for whoever reads them apart.
 */
export const setFurnitureApart = (root: HTMLElement): HTMLElement[] => {
  const isHidden = hiddenTest(root);
  const dropHidden = (parent: HTMLElement): void => {
    for (const child of [...parent.childNodes]) {
      if (!isElement(child)) continue;
      if (isHidden(child)) child.remove();
      else dropHidden(child);
    }
  };
  dropHidden(root);
  // After the hidden markup is gone: a hidden dialog's heading holds nothing up.
  const regionOf = regionTest(root);
  const furniture: HTMLElement[] = [];
  const setApart = (parent: HTMLElement): void => {
    for (const child of [...parent.childNodes]) {
      if (!isElement(child)) continue;
      const region = regionOf(child);
      if (region === 'content') setApart(child);
      else {
        if (region === 'furniture') furniture.push(child);
        child.remove();
      }
    }
  };
  setApart(root);
  return furniture;
};

/** Footers by their tag, role or name: where a shop prints its address, e-mail and phone. */
const FOOTER_WORDS = new Set(['footer']);
const isFooter = (element: HTMLElement): boolean =>
  element.tagName === 'FOOTER' ||
  element.getAttribute('role')?.trim().toLowerCase() === 'contentinfo' ||
  namedWith(element, FOOTER_WORDS);

/**
 * The furniture in the order its text is read: footers first, menus last. The furniture's text
 * is capped and read for contact details, which live in footers and headers; a long drop-down
 * menu or a carousel early in the page must not crowd them out.
 */
export const inReadingOrder = (furniture: readonly HTMLElement[]): HTMLElement[] => {
  const footers = furniture.filter(isFooter);
  const rest = furniture.filter((element) => !isFooter(element));
  return [...footers, ...rest.filter((element) => !isMenu(element)), ...rest.filter(isMenu)];
};

/** The page's main region when it has one worth reading, else the body (or the whole tree). */
export const contentRootOf = (root: HTMLElement): HTMLElement => {
  const body = root.querySelector('body') ?? root;
  const main = body.querySelector('main, [role="main"]');
  return main && main.structuredText.trim().length >= CONTENT_ROOT_MIN_CHARS ? main : body;
};
