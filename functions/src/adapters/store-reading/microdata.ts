/**
 * A page's microdata (`itemscope`, `itemprop`): the product item's facts, its offer's and its
 * brand's, as a shopper sees their text. Pure.
 */
import type { HTMLElement } from 'node-html-parser';
import { productNameText, shownText } from './page-product-title';
import { absoluteHttpUrl } from './page-text';
import {
  DESCRIPTION_MAX_CHARS,
  availabilityOf,
  currencyOf,
  gtinKeys,
  normalizeGtin,
  parsePrice,
  productNameOf,
  text,
  withValue,
  type PartialFacts,
} from './schema-values';

/** Microdata: the item's properties, not those of items nested inside it (offers, brand). */
const scopeProperties = (scope: HTMLElement): Map<string, HTMLElement[]> => {
  const properties = new Map<string, HTMLElement[]>();
  for (const element of scope.querySelectorAll('[itemprop]')) {
    let owner = element.parentNode as HTMLElement | null;
    while (owner && owner !== scope && !owner.hasAttribute('itemscope')) owner = owner.parentNode;
    if (owner !== scope) continue;
    for (const name of (element.getAttribute('itemprop') ?? '').split(/\s+/)) {
      if (name) properties.set(name, [...(properties.get(name) ?? []), element]);
    }
  }
  return properties;
};

/** A microdata property's value, by the element that carries it (HTML's microdata rules). */
const microdataValue = (element: HTMLElement, pageUrl: string): string | undefined => {
  const content = element.getAttribute('content');
  if (content !== undefined) return text(content);
  const tag = element.tagName.toLowerCase();
  const urlAttribute = { a: 'href', link: 'href', img: 'src', source: 'src', video: 'src' }[
    tag as 'a'
  ];
  if (urlAttribute) {
    const url = element.getAttribute(urlAttribute);
    return url ? absoluteHttpUrl(url, pageUrl) : undefined;
  }
  if (tag === 'data' || tag === 'meter') return text(element.getAttribute('value'));
  if (tag === 'time') return text(element.getAttribute('datetime') ?? element.structuredText);
  // What a shopper sees: eBay's microdata name holds a hidden "Details about" for screen readers.
  return text(shownText(element));
};

export const microdataFacts = (root: HTMLElement, pageUrl: string): PartialFacts => {
  const scope = root
    .querySelectorAll('[itemscope][itemtype]')
    .find((element) =>
      /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i.test(
        element.getAttribute('itemtype') ?? '',
      ),
    );
  if (!scope) return {};
  const product = scopeProperties(scope);
  const first = (properties: Map<string, HTMLElement[]>, name: string) => {
    const element = properties.get(name)?.[0];
    return element ? microdataValue(element, pageUrl) : undefined;
  };
  const nested = (name: string) => {
    const element = product.get(name)?.[0];
    return element?.hasAttribute('itemscope') ? scopeProperties(element) : undefined;
  };
  // Prices sit in the Offer item; many pages also (invalidly) put them on the product itself, and
  // eBay's listing nests its priced Offer inside another Offer: the first offer with a price wins.
  const offers = scope
    .querySelectorAll('[itemscope]')
    .filter((element) => (element.getAttribute('itemprop') ?? '').split(/\s+/).includes('offers'))
    .map(scopeProperties);
  const isPriced = (properties: Map<string, HTMLElement[]>) =>
    properties.has('price') || properties.has('lowPrice');
  const offer = offers.find(isPriced) ?? nested('offers') ?? product;
  const brandScope = nested('brand');
  const gtin = gtinKeys
    .map((key) => normalizeGtin(first(product, key) ?? first(offer, key)))
    .find((value) => value !== undefined);
  const images = [
    ...new Set(
      (product.get('image') ?? [])
        .map((element) => microdataValue(element, pageUrl))
        .map((url) => url && absoluteHttpUrl(url, pageUrl))
        .filter((url): url is string => Boolean(url)),
    ),
  ];
  const nameElement = product.get('name')?.[0];
  const name =
    nameElement && nameElement.getAttribute('content') === undefined
      ? productNameOf(productNameText(nameElement))
      : productNameOf(first(product, 'name'));
  const description = first(product, 'description');
  return {
    ...withValue('name', name),
    ...withValue('price', parsePrice(first(offer, 'price') ?? first(offer, 'lowPrice'))),
    ...withValue('currency', currencyOf(first(offer, 'priceCurrency'))),
    images,
    ...withValue('brand', brandScope ? first(brandScope, 'name') : first(product, 'brand')),
    ...withValue('gtin', gtin),
    ...withValue('description', description?.slice(0, DESCRIPTION_MAX_CHARS)),
    ...withValue('availability', availabilityOf(first(offer, 'availability'))),
  };
};
