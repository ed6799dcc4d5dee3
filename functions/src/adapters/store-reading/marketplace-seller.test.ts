import { describe, expect, it } from 'vitest';
import { marketplaceSellerOf, withoutMarketplaceFiller } from './marketplace-seller';

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

describe('marketplaceSellerOf on Alibaba', () => {
  it("names the supplier by its company name on its card, not the listing's other links", () => {
    // Prepare: an Alibaba listing's supplier card, and the marketplace's own links.
    const listing = 'https://www.alibaba.com/product-detail/Cheese-Slicer_62320522213.html';
    const links = [
      link('https://supplier.alibaba.com/?joinSource=gw_com_pc_head2', 'For Chinese Seller'),
      link('https://wepromoteall.en.alibaba.com/'),
      link(
        'https://wepromoteall.en.alibaba.com/?tracelog=product_detail_cp',
        'View this supplier’s website',
      ),
      link('https://wepromoteall.en.alibaba.com/', 'Huizhou Yongli Industrial Co., Ltd.'),
      link('https://wepromoteall.en.alibaba.com/company_profile/feedback.html', '5.0'),
      link('https://other.en.alibaba.com/', 'Other Trading Co., Ltd.'),
    ];

    // Act
    const seller = marketplaceSellerOf('alibaba', links, listing);

    // Assess
    expect(seller).toBe('Huizhou Yongli Industrial Co., Ltd.');
  });
});

describe('withoutMarketplaceFiller', () => {
  it("leaves out a brand that is only the beginning of the marketplace's name, and keeps real ones", () => {
    // Prepare
    const product = { title: 'Cheese slicer', tags: [], description: '', images: [], variants: [] };
    const products = [
      { ...product, vendor: 'Ali' },
      { ...product, vendor: 'OXO' },
      { ...product, vendor: 'Alibaba' },
    ];

    // Act
    const vendors = withoutMarketplaceFiller(products, 'www.alibaba.com').map((p) => p.vendor);

    // Assess
    expect(vendors).toEqual([undefined, 'OXO', 'Alibaba']);
  });
});
