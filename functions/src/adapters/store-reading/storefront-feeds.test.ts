import { describe, expect, it } from 'vitest';
import { parseShopifyMeta, parseShopifyProducts } from './shopify-storefront';
import { parseWooProducts } from './woocommerce-store-api';

// Shaped like Shopify's public /products.json (fields the reading ignores trimmed).
const shopifyProduct = (overrides: Record<string, unknown> = {}) => ({
  id: 7012345678901,
  title: 'Speckled Stoneware Mug',
  handle: 'speckled-mug',
  body_html: '<p>Wheel-thrown &amp; glazed in <strong>Vermont</strong>.</p>',
  published_at: '2024-03-01T10:00:00-05:00',
  vendor: 'Northwood Ceramics',
  product_type: 'Mugs',
  tags: ['handmade', 'stoneware'],
  variants: [
    {
      id: 41,
      title: '12 oz',
      price: '34.00',
      compare_at_price: '40.00',
      available: true,
      barcode: '0850012345678',
    },
    { id: 42, title: '16 oz', price: '38.00', compare_at_price: '38.00', available: false },
  ],
  images: [
    { id: 1, src: 'https://cdn.shopify.com/s/files/1/0123/4567/files/mug-front.jpg?v=1712' },
    { id: 2, src: 'https://cdn.shopify.com/s/files/1/0123/4567/files/mug-side.jpg?v=1712' },
  ],
  ...overrides,
});

describe('parseShopifyProducts', () => {
  it('maps a product: text description, tags, images, variants with sale prices, barcode → gtin', () => {
    // Act
    const products = parseShopifyProducts(
      { products: [shopifyProduct()] },
      'https://northwood.example',
    );

    // Assess
    expect(products).toEqual([
      {
        title: 'Speckled Stoneware Mug',
        vendor: 'Northwood Ceramics',
        productType: 'Mugs',
        tags: ['handmade', 'stoneware'],
        description: 'Wheel-thrown & glazed in Vermont.',
        images: [
          'https://cdn.shopify.com/s/files/1/0123/4567/files/mug-front.jpg?v=1712',
          'https://cdn.shopify.com/s/files/1/0123/4567/files/mug-side.jpg?v=1712',
        ],
        // A compare-at price equal to the price is no sale.
        variants: [
          { price: 34, compareAtPrice: 40, available: true },
          { price: 38, available: false },
        ],
        url: 'https://northwood.example/products/speckled-mug',
        gtin: '0850012345678',
      },
    ]);
  });

  it('keeps 5 images and 10 variants, reads comma-separated tags, skips what does not parse', () => {
    const many = shopifyProduct({
      tags: 'summer, linen ,  ',
      vendor: '',
      images: [
        ...Array.from({ length: 7 }, (_, i) => ({ src: `https://x.example/${i}.jpg` })),
        'junk',
      ],
      variants: [
        ...Array.from({ length: 12 }, (_, i) => ({ price: `${10 + i}.00`, available: true })),
        { price: 'call us' },
      ],
    });

    const products = parseShopifyProducts(
      { products: [many, { title: 42 }, null, { handle: 'no-title' }] },
      'https://x.example',
    );

    expect(products).toHaveLength(1);
    expect(products?.[0]?.tags).toEqual(['summer', 'linen']);
    expect(products?.[0]).not.toHaveProperty('vendor');
    expect(products?.[0]?.images).toHaveLength(5);
    expect(products?.[0]?.variants).toHaveLength(10);
  });

  it("keeps the description's image addresses (an import app's supplier pictures), at most 5", () => {
    const imported = shopifyProduct({
      body_html: `<p><strong>Only 3 left!</strong></p>
<p><img src="https://ae01.alicdn.com/kf/H1a2b.jpg" alt=""></p>
<p><img src="//ae01.alicdn.com/kf/H3c4d.jpg"><img src="data:image/gif;base64,R0lGOD" data-src="https://ae01.alicdn.com/kf/H5e6f.jpg"></p>
${Array.from({ length: 5 }, (_, i) => `<img src="https://ae01.alicdn.com/kf/more-${i}.jpg">`).join('')}`,
    });

    const [product] = parseShopifyProducts({ products: [imported] }, 'https://x.example') ?? [];

    expect(product?.descriptionImages).toEqual([
      'https://ae01.alicdn.com/kf/H1a2b.jpg',
      'https://ae01.alicdn.com/kf/H3c4d.jpg',
      'https://ae01.alicdn.com/kf/H5e6f.jpg',
      'https://ae01.alicdn.com/kf/more-0.jpg',
      'https://ae01.alicdn.com/kf/more-1.jpg',
    ]);
    expect(product?.description).toBe('Only 3 left!');
  });

  it('keeps the spec’s 50 products', () => {
    const feed = {
      products: Array.from({ length: 60 }, (_, i) => shopifyProduct({ title: `P${i}` })),
    };

    expect(parseShopifyProducts(feed, 'https://x.example')).toHaveLength(50);
  });

  it('answers undefined for JSON that is not a product list', () => {
    expect(parseShopifyProducts({ error: 'Not found' }, 'https://x.example')).toBeUndefined();
    expect(parseShopifyProducts([], 'https://x.example')).toBeUndefined();
  });
});

describe('parseShopifyMeta', () => {
  it('reads name, description, location, product count and myshopify domain', () => {
    const meta = parseShopifyMeta({
      id: 12345678,
      name: 'Northwood Ceramics',
      city: 'Burlington',
      province: 'Vermont',
      country: 'US',
      currency: 'USD',
      domain: 'northwood.example',
      url: 'https://northwood.example',
      myshopify_domain: 'northwood-ceramics.myshopify.com',
      description: 'Small-batch stoneware.',
      ships_to_countries: ['US', 'CA'],
      published_collections_count: 4,
      published_products_count: 38,
    });

    expect(meta).toEqual({
      name: 'Northwood Ceramics',
      description: 'Small-batch stoneware.',
      location: 'Burlington, Vermont, US',
      publishedProductCount: 38,
      myshopifyDomain: 'northwood-ceramics.myshopify.com',
    });
  });

  it('answers undefined for an empty or foreign body', () => {
    expect(parseShopifyMeta({})).toBeUndefined();
    expect(parseShopifyMeta('hello')).toBeUndefined();
    expect(parseShopifyMeta({ name: 7 })).toBeUndefined();
  });
});

describe('parseWooProducts', () => {
  it('maps Store API products: minor-unit prices, entity-decoded names, brand, category, tags', () => {
    const body = [
      {
        id: 31,
        name: 'Linen Apron &#8211; Natural',
        slug: 'linen-apron',
        permalink: 'https://linen.example/product/linen-apron/',
        description: '<p>Stonewashed European linen.</p>',
        short_description: '<p>Apron.</p>',
        prices: {
          price: '4800',
          regular_price: '5600',
          sale_price: '4800',
          currency_code: 'EUR',
          currency_minor_unit: 2,
        },
        images: [{ id: 9, src: 'https://linen.example/wp-content/uploads/apron.jpg' }],
        categories: [{ id: 2, name: 'Kitchen &amp; Table', slug: 'kitchen' }],
        tags: [{ id: 5, name: 'linen', slug: 'linen' }],
        brands: [{ id: 7, name: 'Linen &amp; Loom', slug: 'linen-loom' }],
        is_in_stock: true,
        global_unique_id: '4006381333931',
      },
      { id: 32, name: '', prices: { price: '100' } },
    ];

    const products = parseWooProducts(body, 'https://linen.example');

    expect(products).toEqual([
      {
        title: 'Linen Apron – Natural',
        vendor: 'Linen & Loom',
        productType: 'Kitchen & Table',
        tags: ['linen'],
        description: 'Stonewashed European linen.',
        images: ['https://linen.example/wp-content/uploads/apron.jpg'],
        variants: [{ price: 48, compareAtPrice: 56, available: true }],
        url: 'https://linen.example/product/linen-apron/',
        gtin: '4006381333931',
      },
    ]);
  });

  it("keeps the description's image addresses", () => {
    const body = [
      {
        name: 'Star Projector',
        description: '<p>Bright.</p><img src="https://ae01.alicdn.com/kf/Hstar.jpg" />',
        prices: { price: '1999' },
      },
    ];

    const [product] = parseWooProducts(body, 'https://x.example') ?? [];

    expect(product?.descriptionImages).toEqual(['https://ae01.alicdn.com/kf/Hstar.jpg']);
  });

  it('answers undefined when the body is not an array', () => {
    expect(parseWooProducts({ code: 'rest_no_route' }, 'https://x.example')).toBeUndefined();
  });
});
