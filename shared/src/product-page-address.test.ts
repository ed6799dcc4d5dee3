import { describe, expect, it } from 'vitest';
import { isProductPageAddress, isSearchResultsAddress } from './product-page-address';

describe('isSearchResultsAddress', () => {
  it.each([
    'https://www.amazon.com/s?k=kestrel+turntable',
    'https://www.ebay.com/sch/i.html?_nkw=kestrel+turntable',
    'https://www.etsy.com/search?q=kestrel',
    'https://www.aliexpress.com/wholesale?SearchText=kestrel',
    'https://www.walmart.com/search?q=kestrel',
    'https://www.target.com/s?searchTerm=kestrel',
    'https://www.bestbuy.com/site/searchpage.jsp?st=kestrel',
    'https://www.costco.com/CatalogSearch?keyword=kestrel',
    'https://www.homedepot.com/s/kestrel%20turntable',
    'https://www.newegg.com/p/pl?d=kestrel',
    'https://www.walgreens.com/search/results.jsp?Ntt=kestrel',
    'https://www.dickssportinggoods.com/search/SearchDisplay?searchTerm=kestrel',
    'https://www.wayfair.com/keyword.php?keyword=kestrel',
    'https://www.autozone.com/searchresult?searchText=kestrel',
    'https://www.youtube.com/results?search_query=kestrel',
  ])('reads %s as search results', (address) => {
    // Act / Assess
    expect(isSearchResultsAddress(address)).toBe(true);
    expect(isProductPageAddress(address)).toBe(false);
  });

  it.each([
    'https://www.amazon.com/dp/B000123456',
    'https://www.ebay.com/itm/1234567890',
    'https://kestrel-audio.example/products/studio-turntable',
    'https://shop.example/products/research-notebook?variant=42',
    'https://www.newegg.com/p/N82E16819113',
  ])('reads %s as a product page', (address) => {
    expect(isSearchResultsAddress(address)).toBe(false);
    expect(isProductPageAddress(address)).toBe(true);
  });

  it('takes no home page, and nothing that is not a web address, for a product page', () => {
    expect(isProductPageAddress('https://shop.example/')).toBe(false);
    expect(isProductPageAddress('https://shop.example')).toBe(false);
    expect(isProductPageAddress('ftp://shop.example/products/a')).toBe(false);
    expect(isProductPageAddress('not an address')).toBe(false);
  });
});
