/**
 * The price a marketplace listing shows its shopper, read from the marketplace's own price
 * elements (Amazon prints no JSON-LD or Open Graph price). Only the buy box's price counts: a
 * used copy's, another format's or a sponsored product's price is not this listing's, and a page
 * without one has no price (never a guess from elsewhere on the page). Pure.
 */
import { getPublicSuffix } from 'tldts';
import type { HTMLElement } from 'node-html-parser';
import { marketplaceOf } from './detect-platform';
import { collapseWhitespace } from './page-text';
import { parsePrice } from './schema-values';

/** Amazon's price elements, the current layout's first, then the older buy boxes'. */
const amazonPriceTexts = [
  '#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen',
  '#corePrice_feature_div .a-price .a-offscreen',
  '#apex_desktop .priceToPay .a-offscreen',
  '#corePrice_desktop .apexPriceToPay .a-offscreen',
  '#tp_price_block_total_price_ww .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#kindle-price',
  // The digital music buy box's button ("Buy MP3 Album $9.49"): an album page has no other.
  '#dmusic_buy_box .a-button-text .a-text-bold',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
];
/** Hidden inputs Amazon's scripts read the price from: an amount without a currency sign. */
const amazonPriceValues = ['#twister-plus-price-data-price', '#attach-base-product-price'];

/** A currency sign that names one currency wherever it is used. */
const unambiguousSigns: readonly [RegExp, string][] = [
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/₹/, 'INR'],
  [/R\$/, 'BRL'],
  [/zł/i, 'PLN'],
];

/** The currency each Amazon store sells in, by its public suffix ('$' and '¥' need it). */
const amazonCurrencies: Readonly<Record<string, string>> = {
  com: 'USD',
  ca: 'CAD',
  'com.mx': 'MXN',
  'com.au': 'AUD',
  sg: 'SGD',
  'co.uk': 'GBP',
  'co.jp': 'JPY',
  in: 'INR',
  'com.br': 'BRL',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  es: 'EUR',
  nl: 'EUR',
  ie: 'EUR',
  'com.be': 'EUR',
  se: 'SEK',
  pl: 'PLN',
  'com.tr': 'TRY',
  ae: 'AED',
  sa: 'SAR',
};

export interface ShownPrice {
  price: number;
  currency?: string;
}

/** The currency of a shown price: its sign when that names one, else the store's own. */
const currencyOf = (shown: string, storeCurrency: string | undefined): string | undefined => {
  const signed = unambiguousSigns.find(([sign]) => sign.test(shown))?.[1];
  if (signed) return signed;
  // '$' or no sign at all: the store's currency, as long as no other sign contradicts it.
  return /^[\s$¥￥\d.,]*$/.test(shown) ? storeCurrency : undefined;
};

/** The listing's price as the marketplace shows it; undefined when it shows none. */
export const marketplacePrice = (root: HTMLElement, host: string): ShownPrice | undefined => {
  if (marketplaceOf(host) !== 'amazon') return undefined;
  const storeCurrency = amazonCurrencies[getPublicSuffix(host) ?? ''];
  const found = (shown: string): ShownPrice | undefined => {
    const price = parsePrice(shown);
    if (price === undefined || price === 0) return undefined;
    const currency = currencyOf(shown, storeCurrency);
    return { price, ...(currency !== undefined && { currency }) };
  };
  for (const selector of amazonPriceTexts) {
    const shown = collapseWhitespace(root.querySelector(selector)?.structuredText ?? '');
    const price = shown ? found(shown) : undefined;
    if (price) return price;
  }
  for (const selector of amazonPriceValues) {
    const value = root.querySelector(selector)?.getAttribute('value');
    const price = value ? found(value) : undefined;
    if (price) return price;
  }
  return undefined;
};
