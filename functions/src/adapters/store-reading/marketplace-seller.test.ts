import { describe, expect, it } from 'vitest';
import { marketplaceSellerOf } from './marketplace-seller';

const LISTING = 'https://www.etsy.com/es/listing/550571276/el-original';
const link = (href: string, text = '') => ({ href, text });

describe('marketplaceSellerOf', () => {
  it("names the shop an Etsy listing links most often, not a recommended shop's", () => {
    // Prepare
    const links = [
      link('https://www.etsy.com/es/shop/OtherMaker?ref=related'),
      link('https://www.etsy.com/es/shop/OliveCreativeCompany?ref=simple-shop-header-name'),
      link('https://www.etsy.com/es/shop/OliveCreativeCompany?ref=related#items'),
      link('https://www.etsy.com/es/shop/OliveCreativeCompany/rss/'),
      link('https://www.etsy.com/es/listing/1/other'),
    ];

    // Act
    const seller = marketplaceSellerOf('etsy', links, LISTING);

    // Assess
    expect(seller).toBe('OliveCreativeCompany');
  });

  it("reads an eBay seller's store, and nothing on another host or platform", () => {
    const ebay = 'https://www.ebay.com/itm/1234';

    expect(marketplaceSellerOf('ebay', [link('https://www.ebay.com/str/vintagecams')], ebay)).toBe(
      'vintagecams',
    );
    expect(
      marketplaceSellerOf('etsy', [link('https://shop.example/shop/Lookalike')], LISTING),
    ).toBeUndefined();
    expect(
      marketplaceSellerOf('amazon', [link('https://www.amazon.com/shop/x')], LISTING),
    ).toBeUndefined();
  });
});
