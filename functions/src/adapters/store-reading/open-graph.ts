/**
 * A page's Open Graph and product meta tags (`og:*`, `product:*`), read in one pass. Pure.
 */
import type { HTMLElement } from 'node-html-parser';
import { absoluteHttpUrl } from './page-text';
import {
  DESCRIPTION_MAX_CHARS,
  NAME_MAX_CHARS,
  availabilityOf,
  currencyOf,
  parsePrice,
  text,
  withValue,
  type PartialFacts,
} from './schema-values';

/**
 * A page's meta tags by key, read in one pass: a query per key walks the whole tree, which on a
 * 2 MB marketplace page costs some 30 ms a key.
 */
const metaIndexes = new WeakMap<HTMLElement, Map<string, string[]>>();

const metaIndexOf = (root: HTMLElement): Map<string, string[]> => {
  const known = metaIndexes.get(root);
  if (known) return known;
  const index = new Map<string, string[]>();
  for (const meta of root.querySelectorAll('meta')) {
    const content = text(meta.getAttribute('content'));
    if (content === undefined) continue;
    // Open Graph says `property`; many sites write `name`.
    const keys = new Set([meta.getAttribute('property'), meta.getAttribute('name')]);
    for (const key of keys) if (key) index.set(key, [...(index.get(key) ?? []), content]);
  }
  metaIndexes.set(root, index);
  return index;
};

const metaValues = (root: HTMLElement, key: string): string[] => metaIndexOf(root).get(key) ?? [];

export const firstMeta = (root: HTMLElement, ...keys: string[]): string | undefined =>
  keys.map((key) => metaValues(root, key)[0]).find((value) => value !== undefined);

/** The price in a page's Open Graph tags (`product:price:amount`, `og:price:amount`). */
export const openGraphPrice = (root: HTMLElement): { price?: number; currency?: string } => {
  const price = parsePrice(firstMeta(root, 'product:price:amount', 'og:price:amount'));
  const currency = currencyOf(firstMeta(root, 'product:price:currency', 'og:price:currency'));
  return { ...withValue('price', price), ...withValue('currency', currency) };
};

export const openGraphFacts = (root: HTMLElement, pageUrl: string): PartialFacts => {
  const one = (...keys: string[]) => firstMeta(root, ...keys);
  const images = [
    ...new Set(
      [...metaValues(root, 'og:image:secure_url'), ...metaValues(root, 'og:image')]
        .map((url) => absoluteHttpUrl(url, pageUrl))
        .filter((url): url is string => url !== undefined),
    ),
  ];
  return {
    ...withValue('name', one('og:title')?.slice(0, NAME_MAX_CHARS)),
    ...openGraphPrice(root),
    images,
    ...withValue('brand', one('product:brand', 'og:brand')),
    ...withValue('description', one('og:description')?.slice(0, DESCRIPTION_MAX_CHARS)),
    ...withValue('availability', availabilityOf(one('product:availability', 'og:availability'))),
  };
};
