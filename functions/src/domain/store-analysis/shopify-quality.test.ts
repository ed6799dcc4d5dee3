import { describe, expect, it } from 'vitest';
import { qualityMetricsOf } from './shopify-quality';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { aPage, aProduct, aShopifySnapshot, aVariant } from './test-snapshots';

const metricsOf = (snapshot: StoreSnapshot) => qualityMetricsOf(readStoreFacts(snapshot));

describe('qualityMetricsOf', () => {
  it('is 100 on every metric for a store that shows every fact', () => {
    const snapshot = aShopifySnapshot({
      description: 'Kitchen tools we test ourselves.',
      pages: [
        aPage('storefront'),
        aPage('contact', { text: 'Write to hello@store.example' }),
        aPage('policy', { title: 'Refunds', text: 'Refunds within 30 days.' }),
        aPage('shipping', { text: 'We ship in 2 days.' }),
      ],
      products: [
        aProduct({
          productType: 'Knife',
          images: ['https://s.example/a.jpg', 'https://s.example/b.jpg'],
        }),
      ],
    });

    expect(metricsOf(snapshot)).toEqual({
      professionalism: 100,
      productCuration: 100,
      customerService: 100,
    });
  });

  it('counts shares of the products read, and rounds', () => {
    const snapshot = aShopifySnapshot({
      onPlatformDomain: true,
      products: [
        aProduct({
          description: '',
          images: [],
          productType: 'Mug',
          variants: [aVariant({ available: false })],
        }),
        aProduct({ images: ['https://s.example/a.jpg'] }),
        aProduct({ images: ['https://s.example/a.jpg'] }),
      ],
    });

    // professionalism: (0 + 0 + 66.7 + 66.7) / 4; curation: (33.3 + 0 + 66.7) / 3.
    expect(metricsOf(snapshot)).toEqual({
      professionalism: 33,
      productCuration: 33,
      customerService: 0,
    });
  });

  it('leaves stock out of curation when the store publishes no stock state', () => {
    const snapshot = aShopifySnapshot({
      products: [aProduct({ productType: 'Mug', variants: [{ price: 10 }] })],
    });

    // (100 + 0) / 2: a type, one image.
    expect(metricsOf(snapshot).productCuration).toBe(50);
  });

  it('gives 0 for the product shares when no product was read', () => {
    expect(metricsOf(aShopifySnapshot({ products: [] }))).toEqual({
      professionalism: 25,
      productCuration: 0,
      customerService: 0,
    });
  });
});
