/**
 * What a shopper would read on a page, for the rules that look for phrases: its title, meta
 * description, site name, its own content (without the site's menus, header, footer, banners and
 * ads: page-regions.ts), that furniture's text apart, and every link. Pure (node-html-parser, no
 * DOM).
 */
import { parse, TextNode, type HTMLElement } from 'node-html-parser';
import { mayNameInfoPage } from './info-pages';
import type { PageLink } from './page-link';
import { contentRootOf, inReadingOrder, setFurnitureApart } from './page-regions';

/** Enough for every phrase rule; a page's visible text beyond this is boilerplate or lists. */
export const PAGE_TEXT_MAX_CHARS = 50_000;
/** A storefront's links beyond this are product grids, not policy or contact pages. */
export const PAGE_LINKS_MAX = 1000;
/**
 * Beyond the cap, links that may lead to a returns, shipping, contact or about page are still
 * kept, up to this many more: a long menu must not push the footer's contact link out
 * (Spartoo's 1,000th link comes long before its footer).
 */
export const INFO_LINKS_BEYOND_CAP_MAX = 200;

/** The furniture's text is kept for contact details only: a short footer says enough. */
export const FURNITURE_TEXT_MAX_CHARS = 10_000;

export interface PageText {
  title?: string;
  metaDescription?: string;
  ogSiteName?: string;
  /** The page's own content: visible, without the site's furniture. */
  text: string;
  /** The text of the menus, header, footer, banners and ads set apart from the content. */
  furnitureText: string;
  /** Every link on the page, the furniture's too (returns and contact pages are linked there). */
  links: PageLink[];
}

/** Collapses runs of whitespace (newlines included) to one space. */
export const collapseWhitespace = (value: string): string => value.replace(/\s+/g, ' ').trim();

/**
 * Parses without the contents of scripts, styles and noscript fallbacks: they are not what a
 * shopper reads, and dropping them while parsing is cheaper than removing them afterwards.
 */
const parseVisible = (html: string): HTMLElement =>
  parse(html, {
    blockTextElements: { script: false, style: false, noscript: false, pre: true },
  });

/** Decodes HTML entities in a plain string (`Tom &amp; Jerry`), leaving any `<` as it is. */
export const decodeEntities = (value: string): string =>
  value.includes('&') ? new TextNode(value).text : value;

/** Decoded, tag-free text of an HTML fragment (a product description, an entity-encoded name). */
export const htmlFragmentText = (fragment: string): string =>
  collapseWhitespace(parseVisible(fragment).structuredText);

const metaContent = (root: HTMLElement, selector: string): string | undefined => {
  // getAttribute already decodes entities.
  const text = collapseWhitespace(root.querySelector(selector)?.getAttribute('content') ?? '');
  return text === '' ? undefined : text;
};

/** Resolves an address against the page; undefined unless it is http(s). */
export const absoluteHttpUrl = (href: string, base: string): string | undefined => {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
};

/**
 * A product description's images beyond this are a gallery: the first few show where they come
 * from.
 */
export const DESCRIPTION_IMAGES_MAX = 5;

/**
 * The image addresses of an HTML fragment (a product description), absolute, at most `max`, each
 * once. Import apps leave the supplier's own description images in a product's HTML, hosted
 * where the supplier keeps them (Shopify rehosts only the product's photos).
 */
export const htmlFragmentImages = (
  fragment: string,
  base: string,
  max = DESCRIPTION_IMAGES_MAX,
): string[] => {
  if (!/<img\b/i.test(fragment)) return [];
  const images = new Set<string>();
  for (const image of parseVisible(fragment).querySelectorAll('img')) {
    if (images.size >= max) break;
    // A lazy-loading theme's src is a placeholder (a data: address) and data-src the image.
    const url = [image.getAttribute('src'), image.getAttribute('data-src')]
      .map((src) => (src ? absoluteHttpUrl(src, base) : undefined))
      .find((address) => address !== undefined);
    if (url) images.add(url);
  }
  return [...images];
};

const pageLinks = (root: HTMLElement, base: string): PageLink[] => {
  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const anchor of root.querySelectorAll('a[href]')) {
    if (links.length >= PAGE_LINKS_MAX + INFO_LINKS_BEYOND_CAP_MAX) break;
    const href = absoluteHttpUrl(anchor.getAttribute('href') ?? '', base);
    if (!href) continue;
    const words = collapseWhitespace(anchor.structuredText);
    const text =
      words ||
      collapseWhitespace(anchor.getAttribute('aria-label') ?? anchor.getAttribute('title') ?? '');
    const imageAlt = words
      ? ''
      : collapseWhitespace(anchor.querySelector('img[alt]')?.getAttribute('alt') ?? '');
    const key = `${href} ${text} ${imageAlt}`;
    if (seen.has(key)) continue;
    const link = { href, text, ...(imageAlt && { imageAlt }) };
    if (links.length >= PAGE_LINKS_MAX && !mayNameInfoPage(link)) continue;
    seen.add(key);
    links.push(link);
  }
  return links;
};

/**
 * Reads a page's title, descriptions, its content's text and its furniture's text (both capped)
 * and its absolute links.
 */
export const readPageText = (html: string, pageUrl: string): PageText => {
  const root = parseVisible(html);
  // Templates are inert markup, SVG text is icon labels: neither is read by a shopper.
  for (const hidden of root.querySelectorAll('template, svg, [hidden]')) hidden.remove();

  const baseHref = root.querySelector('base[href]')?.getAttribute('href');
  const base = (baseHref && absoluteHttpUrl(baseHref, pageUrl)) || pageUrl;
  const titleText = collapseWhitespace(root.querySelector('title')?.text ?? '');
  const metaDescription = metaContent(root, 'meta[name="description"]');
  const ogSiteName = metaContent(root, 'meta[property="og:site_name"]');
  // Links first: the footer's returns and contact links are the store's, and are followed.
  const links = pageLinks(root, base);
  const furniture = setFurnitureApart(root);
  const text = collapseWhitespace(contentRootOf(root).structuredText).slice(0, PAGE_TEXT_MAX_CHARS);
  const furnitureText = collapseWhitespace(
    inReadingOrder(furniture)
      .map((element) => element.structuredText)
      .join(' '),
  ).slice(0, FURNITURE_TEXT_MAX_CHARS);

  return {
    ...(titleText && { title: titleText }),
    ...optional('metaDescription', metaDescription),
    ...optional('ogSiteName', ogSiteName),
    text,
    furnitureText,
    links,
  };
};

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
