import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { offerBoxSale } from './offer-box-sale';

/** Elkor's offer box: the regular price in microdata, the box printing it, the discount, the sale. */
const offerBox = (shown: string) => `
  <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
    <meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="219.99">
    <div class="price">${shown}</div>
  </div>`;

describe('offerBoxSale', () => {
  it('reads the sale the offer box shows beside the published price and its discount', () => {
    // Prepare
    const root = parse(
      offerBox(
        '<span class="original-price">EUR219.99</span> <span class="discount-label">-50%</span>' +
          '<span class="current-price">EUR110.00</span>',
      ),
    );

    // Act
    const sale = offerBoxSale(root, 219.99);

    // Assess
    expect(sale).toBe(110);
  });

  it('reads amounts written with a decimal comma and a thousands point', () => {
    const root = parse(
      offerBox('<s>1.200,00 €</s> −25 % <b>900,00 €</b>').replace('219.99', '1200'),
    );
    expect(offerBoxSale(root, 1200)).toBe(900);
  });

  it.each([
    ['no discount is printed', '<s>EUR219.99</s> <b>EUR110.00</b>'],
    ['the published price is not printed in the box', '-50% <b>EUR110.00</b>'],
    ['the lower amount is not what the discount makes of it', 'EUR219.99 -50% EUR150.00'],
    ['two amounts fit the discount', 'EUR219.99 -50% EUR110.00 or EUR109.99'],
    ['the box shows only the published price', '<b>EUR219.99</b>'],
  ])('reads nothing when %s', (_case, shown) => {
    expect(offerBoxSale(parse(offerBox(shown)), 219.99)).toBeUndefined();
  });

  it("reads nothing outside a priced offer's box (a related product's discount)", () => {
    const root = parse(
      `${offerBox('<b>EUR219.99</b>')}<div class="related">EUR219.99 -50% EUR110.00</div>`,
    );
    expect(offerBoxSale(root, 219.99)).toBeUndefined();
  });
});
