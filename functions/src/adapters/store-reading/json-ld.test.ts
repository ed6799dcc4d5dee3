import { describe, expect, it } from 'vitest';
import {
  parseJsonLd,
  publishesProductList,
  quoteLeadingZeroNumbers,
  readJsonLd,
  readJsonLdProducts,
  readOrganization,
  readWebSiteName,
} from './json-ld';
import { availabilityOf, normalizeGtin, parsePrice, productNameOf } from './schema-values';

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('readJsonLdProducts', () => {
  it('reads a collection page’s ItemList of products, with variants from the offers', () => {
    const html = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Ring A',
            url: '/p/ring-a',
            category: 'Jewelry',
            keywords: 'silver, handmade',
            image: ['/img/a1.jpg', '/img/a2.jpg'],
            offers: {
              '@type': 'Offer',
              price: '40',
              availability: 'https://schema.org/OutOfStock',
            },
          },
        },
        { '@type': 'ListItem', position: 2, url: '/p/ring-b' },
        { '@type': 'ListItem', position: 3, item: { '@type': 'Product', description: 'No name' } },
      ],
    });

    const products = readJsonLdProducts(readJsonLd(html), 'https://rings.example/collections/all');

    expect(products).toEqual([
      {
        title: 'Ring A',
        productType: 'Jewelry',
        tags: ['silver', 'handmade'],
        description: '',
        images: ['https://rings.example/img/a1.jpg', 'https://rings.example/img/a2.jpg'],
        variants: [{ price: 40, available: false }],
        url: 'https://rings.example/p/ring-a',
      },
    ]);
  });

  it('reads a ProductGroup’s variants and keeps at most 10 of them and 5 images', () => {
    const html = jsonLd({
      '@type': 'ProductGroup',
      name: 'Tee',
      image: Array.from({ length: 8 }, (_, i) => `https://tee.example/${i}.jpg`),
      hasVariant: Array.from({ length: 14 }, (_, i) => ({
        '@type': 'Product',
        name: `Tee ${i}`,
        offers: { '@type': 'Offer', price: 20 + i },
      })),
    });

    const [product] = readJsonLdProducts(readJsonLd(html), 'https://tee.example/');

    expect(product?.images).toHaveLength(5);
    expect(product?.variants).toHaveLength(10);
    expect(product?.variants[3]).toEqual({ price: 23 });
  });
});

describe('readJsonLdProducts: one product printed once per size', () => {
  it('reads the nodes of one product as its variants, and two products as two', () => {
    // Prepare: Bestseller's shirt, one Product node per size (each its own barcode), and another.
    const size = (gtin: string) => ({
      '@type': 'product',
      name: 'LEATHER LOOK SHIRT',
      description: '- Shirt in leather look - Puff sleeves',
      brand: { '@type': 'brand', name: 'ONLY' },
      gtin13: gtin,
      image: 'https://shop.example/15213589_001.jpg',
      offers: { '@type': 'Offer', price: 39.99, priceCurrency: 'EUR' },
    });
    const html = jsonLd({
      '@graph': [
        size('5714916524097'),
        size('5714916524110'),
        size('5714916524073'),
        { ...size('5714916999999'), name: 'LEATHER LOOK TROUSERS' },
      ],
    });

    // Act
    const products = readJsonLdProducts(readJsonLd(html), 'https://shop.example/shirt.html');

    // Assess
    expect(products.map((product) => product.title)).toEqual([
      'LEATHER LOOK SHIRT',
      'LEATHER LOOK TROUSERS',
    ]);
    expect(products[0]).toMatchObject({
      gtin: '5714916524097',
      images: ['https://shop.example/15213589_001.jpg'],
      variants: [{ price: 39.99 }, { price: 39.99 }, { price: 39.99 }],
    });
  });
});

describe('readOrganization', () => {
  it('reads the site’s name and postal locality', () => {
    const html = jsonLd({
      '@type': 'Organization',
      name: 'Northwood Ceramics',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Burlington',
        addressRegion: 'VT',
        addressCountry: { '@type': 'Country', name: 'US' },
      },
    });

    expect(readOrganization(readJsonLd(html))).toEqual({
      name: 'Northwood Ceramics',
      location: 'Burlington, VT, US',
    });
  });
});

describe('readWebSiteName', () => {
  it('reads the WebSite’s name from a WooCommerce/Yoast @graph, not a product’s seller', () => {
    const html = `${jsonLd({
      '@type': 'Product',
      name: 'Cast Iron Skillet',
      offers: { '@type': 'Offer', seller: { '@type': 'WebSite', name: 'Not the site' } },
    })}${jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          name: 'Hearth & Table – Kitchen and home goods from makers we trust',
        },
        { '@type': 'WebSite', name: 'Hearth &amp; Table', url: 'https://hearth.example/' },
      ],
    })}`;

    expect(readWebSiteName(readJsonLd(html))).toBe('Hearth & Table');
  });

  it('answers undefined when no WebSite names itself', () => {
    expect(
      readWebSiteName(readJsonLd(jsonLd({ '@type': 'WebSite', url: 'https://x.example/' }))),
    ).toBeUndefined();
  });
});

describe('value readers', () => {
  it.each([
    [29.99, 29.99],
    ['29.99', 29.99],
    ['$1,299.00', 1299],
    ['€ 24,95', 24.95],
    ['1.299,00', 1299],
    ['0', 0],
    ['free', undefined],
    ['-5', undefined],
    ['10-20', undefined],
    ['109€ 109€ 109', undefined],
    ['109€109€109', undefined],
    ['USD 12.99', 12.99],
    ["1'299.00", 1299],
    [Number.NaN, undefined],
    [null, undefined],
  ])('parsePrice(%j) → %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([
    ['https://schema.org/InStock', 'in_stock'],
    ['http://schema.org/OutOfStock', 'out_of_stock'],
    ['schema:SoldOut', 'out_of_stock'],
    ['LimitedAvailability', 'limited'],
    ['out of stock', 'out_of_stock'],
    ['oos', 'out_of_stock'],
    ['https://schema.org/PreOrder', undefined],
  ])('availabilityOf(%j) → %j', (input, expected) => {
    expect(availabilityOf(input)).toBe(expected);
  });

  it.each([
    ['4006381333931', '4006381333931'],
    ['0 12345 67890 5', '012345678905'],
    [96385074, '96385074'],
    ['12345', undefined],
    ['ABC4006381333931', undefined],
    // A shop's empty barcode field (paris.cl).
    ['0000000000000', undefined],
  ])('normalizeGtin(%j) → %j', (input, expected) => {
    expect(normalizeGtin(input)).toBe(expected);
  });

  it.each([
    // GetIT's perfume: "model:" in Hebrew, its value left blank by the template.
    ['בושם לגבר Legend 200ml edt MONT BLANC דגם:', 'בושם לגבר Legend 200ml edt MONT BLANC'],
    ['Desk lamp Model: ', 'Desk lamp'],
    ['Desk lamp Model: DL-200', 'Desk lamp Model: DL-200'],
    [
      'The One Device: The Secret History of the iPhone',
      'The One Device: The Secret History of the iPhone',
    ],
    ['Model:', 'Model:'],
    ['  ', undefined],
  ])('productNameOf(%j) → %j', (input, expected) => {
    expect(productNameOf(input)).toBe(expected);
  });

  it.each([
    ['{"gtin12": 012345678905}', '{"gtin12": "012345678905"}'],
    ['[00123, 0456 ,1, 0, 0.25]', '["00123", "0456" ,1, 0, 0.25]'],
    ['{"a":0123}', '{"a":"0123"}'],
    // Inside strings, escaped quotes included, nothing is touched.
    ['{"note": "call: 0123, or \\": 0456"}', '{"note": "call: 0123, or \\": 0456"}'],
    // Not a whole number literal: left for JSON.parse to refuse.
    ['{"a": 0123.5, "b": 0x12}', '{"a": 0123.5, "b": 0x12}'],
  ])('quoteLeadingZeroNumbers(%s) → %s', (input, expected) => {
    expect(quoteLeadingZeroNumbers(input)).toBe(expected);
  });

  it('parseJsonLd returns undefined for what it cannot read', () => {
    expect(parseJsonLd('not json at all')).toBeUndefined();
  });
});

describe('publishesProductList', () => {
  const ld = (value: unknown) =>
    readJsonLd(`<script type="application/ld+json">${JSON.stringify(value)}</script>`);

  it("tells a collection's list of products from one product page's products", () => {
    // Prepare: a collection's ItemList; Zara's product page, one T-shirt as an array of Products.
    const collection = ld({
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', item: { '@type': 'Product', name: 'Ring A' } }],
    });
    const productPage = ld([
      { '@type': 'Product', name: 'T-SHIRT CÔTELÉ UNI', sku: '62233813-600-2' },
      { '@type': 'Product', name: 'T-SHIRT CÔTELÉ UNI', sku: '62233813-600-3' },
    ]);

    // Act / Assess
    expect(publishesProductList(collection)).toBe(true);
    expect(publishesProductList(productPage)).toBe(false);
  });
});
