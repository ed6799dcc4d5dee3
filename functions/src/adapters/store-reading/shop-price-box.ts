/**
 * The price a shop platform's own product price box shows, for platforms whose metadata can
 * differ from it. Magento's Open Graph amount can be the price before tax (Almedina publishes
 * 10.14 and shows, and charges, 10,75 €). Magento 2 names the page's product in its add-to-cart
 * form (`#product_addtocart_form`, input `product`) and writes each product's shown final price,
 * unrounded, on that product's price box (`#product-price-<id>`, `data-price-amount`); related
 * products' boxes carry their own ids and are not read. Pure.
 */
import type { HTMLElement } from 'node-html-parser';

/** The product's shown price, rounded to cents as the page prints it; undefined when none. */
export const priceBoxPrice = (root: HTMLElement): number | undefined => {
  const productId = root
    .querySelector('#product_addtocart_form input[name="product"]')
    ?.getAttribute('value');
  if (!productId || !/^\d+$/.test(productId)) return undefined;
  const box = root.querySelector(`#product-price-${productId}[data-price-amount]`);
  const amount = Number(box?.getAttribute('data-price-amount'));
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : undefined;
};
