import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { priceBoxPrice } from './shop-price-box';

/** Magento 2's product form and price boxes, as Almedina's product pages print them. */
const magentoPage = (productId: string) => `
  <form id="product_addtocart_form"><input type="hidden" name="product" value="${productId}"></form>
  <span id="product-price-78916" data-price-amount="10.748401" data-price-type="finalPrice">10,75 €</span>
  <span id="old-price-78916" data-price-amount="11.946201" data-price-type="oldPrice">11,95 €</span>
  <span id="product-price-45043" data-price-amount="11.596401" data-price-type="finalPrice">11,60 €</span>`;

describe('priceBoxPrice', () => {
  it("reads the page's product's final price, rounded to cents as shown", () => {
    expect(priceBoxPrice(parse(magentoPage('78916')))).toBe(10.75);
  });

  it("reads the box of the product the form names, not a related product's", () => {
    expect(priceBoxPrice(parse(magentoPage('45043')))).toBe(11.6);
  });

  it.each([
    ['no product form', '<span id="product-price-1" data-price-amount="9.99"></span>'],
    ['a form naming no product', magentoPage('')],
    ['a form naming a product with no box', magentoPage('12')],
    [
      'a box without an amount',
      '<form id="product_addtocart_form"><input name="product" value="7"></form><span id="product-price-7">9,99 €</span>',
    ],
  ])('reads nothing from %s', (_case, html) => {
    expect(priceBoxPrice(parse(html))).toBeUndefined();
  });
});
