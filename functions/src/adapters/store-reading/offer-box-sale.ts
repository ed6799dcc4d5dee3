/**
 * The sale price a product's offer box shows beside the regular price its microdata publishes.
 * Some shops publish the regular price in the Offer's microdata and print the sale price, with
 * its discount, in the same box (Elkor: `itemprop="price"` 219.99, shown "EUR219.99 -50%
 * EUR110.00"); the shopper pays the sale price. It is read only when the box itself says so: the
 * published amount is printed there, a discount is printed beside it, and one lower amount is
 * what that discount makes of the published one (to a cent and the discount's rounding). Anything
 * less sure reads nothing, and the published price stands. Pure.
 */
import type { HTMLElement } from 'node-html-parser';
import { shownText } from './page-product-title';
import { parsePrice } from './schema-values';

/** An amount with cents, as a price box prints it ("110.00", "1.149,00", "1 149,00"). */
const AMOUNT = /(?<![\d.,])\d{1,3}(?:[.,\s\u00a0]\d{3})*[.,]\d{2}(?![\d])/g;
/** A discount printed as a percentage off ("-50%", "−20 %"). */
const DISCOUNT = /[-−–]\s?(\d{1,2})\s?%/;
/** How far a sale may sit from what the printed discount makes of the regular price. */
const DISCOUNT_TOLERANCE = 0.006;

/** The priced Offer items of the page's microdata. */
const offerBoxes = (root: HTMLElement): HTMLElement[] =>
  root
    .querySelectorAll('[itemscope][itemprop~="offers"]')
    .filter((offer) => offer.querySelector('[itemprop="price"]') !== null);

const amountsIn = (text: string): number[] =>
  [...text.matchAll(AMOUNT)]
    .map((match) => parsePrice(match[0].replace(/[\s\u00a0]/g, '')))
    .filter((amount): amount is number => amount !== undefined);

/** The sale price the offer box shows for the published one, or undefined when it shows none. */
export const offerBoxSale = (root: HTMLElement, published: number): number | undefined => {
  for (const box of offerBoxes(root)) {
    const text = shownText(box);
    const discount = DISCOUNT.exec(text);
    if (!discount) continue;
    const amounts = amountsIn(text);
    if (!amounts.some((amount) => Math.abs(amount - published) < 0.005)) continue;
    const off = Number(discount[1]) / 100;
    const sales = [
      ...new Set(
        amounts.filter(
          (amount) =>
            amount < published && Math.abs(1 - amount / published - off) <= DISCOUNT_TOLERANCE,
        ),
      ),
    ];
    if (sales.length === 1) return sales[0];
  }
  return undefined;
};
