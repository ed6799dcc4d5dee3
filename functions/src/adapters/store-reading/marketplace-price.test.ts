import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { marketplacePrice } from './marketplace-price';

describe('marketplacePrice', () => {
  it("reads Amazon's price to pay, with the store's currency for a '$'", () => {
    const root = parse(
      '<div id="corePriceDisplay_desktop_feature_div"><span class="a-price priceToPay">' +
        '<span class="a-offscreen">$8.99</span><span aria-hidden="true">$8<sup>99</sup></span>' +
        '</span></div>',
    );
    expect(marketplacePrice(root, 'www.amazon.com')).toEqual({ price: 8.99, currency: 'USD' });
    expect(marketplacePrice(root, 'www.amazon.ca')).toEqual({ price: 8.99, currency: 'CAD' });
  });

  it("reads the 2022 layout's price to pay", () => {
    const root = parse(
      '<div id="corePrice_desktop"><span class="a-price a-text-price apexPriceToPay">' +
        '<span class="a-offscreen">$24.95</span></span></div>',
    );
    expect(marketplacePrice(root, 'www.amazon.com')).toEqual({ price: 24.95, currency: 'USD' });
  });

  it('reads the older buy boxes and the hidden price input, in that order', () => {
    const older = parse('<span id="priceblock_ourprice">£12.48</span>');
    const kindle = parse('<span id="kindle-price" class="a-color-price"> $10.99 </span>');
    const input = parse('<input type="hidden" id="twister-plus-price-data-price" value="12.48">');
    expect(marketplacePrice(older, 'www.amazon.co.uk')).toEqual({ price: 12.48, currency: 'GBP' });
    expect(marketplacePrice(kindle, 'www.amazon.com')).toEqual({ price: 10.99, currency: 'USD' });
    expect(marketplacePrice(input, 'www.amazon.com')).toEqual({ price: 12.48, currency: 'USD' });
  });

  it("reads a music album's buy button, not the other formats' prices beside it", () => {
    // Prepare: Amazon Music's album page: the formats table (CD 12.49) and the MP3 buy box.
    const root = parse(
      '<table><td class="dp-price-col"><span class="a-color-price">$12.49</span></td></table>' +
        '<div id="dmusic_buy_box"><a class="a-button-text"> Buy MP3 Album ' +
        '<span class="a-text-bold">$9.49</span></a></div>',
    );

    // Act
    const shown = marketplacePrice(root, 'www.amazon.com');

    // Assess
    expect(shown).toEqual({ price: 9.49, currency: 'USD' });
  });

  it("reads '€149,00' as 149 EUR; a sign that contradicts the store leaves the currency out", () => {
    const euro = parse('<span id="priceblock_ourprice">149,00 €</span>');
    expect(marketplacePrice(euro, 'www.amazon.es')).toEqual({ price: 149, currency: 'EUR' });
    const yen = parse('<span id="priceblock_ourprice">CHF 20.00</span>');
    expect(marketplacePrice(yen, 'www.amazon.de')).toEqual({ price: 20 });
  });

  it('reads no price from a used offer, another product, or a page off Amazon', () => {
    const used = parse(
      '<div id="usedBuySection"><span class="a-color-price">£4.45</span></div>' +
        '<div class="sponsored"><span class="a-offscreen">€139,95</span></div>',
    );
    expect(marketplacePrice(used, 'www.amazon.co.uk')).toBeUndefined();
    const price = parse('<span id="priceblock_ourprice">$5.00</span>');
    expect(marketplacePrice(price, 'shop.example')).toBeUndefined();
  });
});
