import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  isMarketplaceListing,
  isOnPlatformDomain,
  marketplaceOf,
} from './detect-platform';

// Samples shaped like what the real systems send (headers trimmed to the telling ones).
const shopifyHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '12345678',
  'x-sorting-hat-shopid': '12345678',
  'x-shardid': '300',
  'powered-by': 'Shopify',
  'set-cookie': '_shopify_y=4f1c2b; path=/; expires=Sat, 22 Nov 2026 05:51:00 GMT',
};

const shopifyThemeHtml = `<!doctype html><html><head>
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link href="//brand.example/cdn/shop/t/12/assets/base.css?v=1716" rel="stylesheet">
<meta name="shopify-digital-wallet" content="/12345678/digital_wallets/dialog">
<script>var Shopify = Shopify || {};
Shopify.shop = "brand-example.myshopify.com";
Shopify.theme = {"name":"Dawn","id":1234,"role":"main"};</script>
</head><body class="gradient"><img src="//brand.example/cdn/shop/files/mug.jpg?v=1"></body></html>`;

// WooCommerce with a Shop Pay button: the button's script and styles come from cdn.shopify.com.
const wooWithShopPayHtml = `<!DOCTYPE html><html lang="en-US"><head>
<meta name="generator" content="WordPress 6.6.2">
<meta name="generator" content="WooCommerce 9.3.3">
<link rel="stylesheet" href="https://shop.example/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.3.3">
<script src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/client.shop-pay.en.esm.js"></script>
<link rel="preconnect" href="https://cdn.shopify.com">
</head><body class="home page-template woocommerce-js woocommerce-page">
<shop-pay-button store-url="https://shop.example"></shop-pay-button></body></html>`;

const plainSiteWithShopPayHtml = `<html><head>
<script src="https://cdn.shopify.com/shopifycloud/shop-js/modules/v2/loader.shop-pay.js"></script>
</head><body><h1>Handmade candles</h1><shop-pay-button variants="1:1"></shop-pay-button></body></html>`;

describe('detectPlatform: Shopify', () => {
  it('names Shopify from its response headers, and says which fired', () => {
    // Prepare
    const input = { url: 'https://brand.example/', headers: shopifyHeaders, html: '<html></html>' };

    // Act
    const detection = detectPlatform(input);

    // Assess
    expect(detection.platform).toBe('shopify');
    expect(detection.evidence).toEqual(
      expect.arrayContaining([
        'x-shopid header (12345678)',
        'x-sorting-hat-shopid header (12345678)',
        'powered-by header (Shopify)',
        'x-shardid header with a Shopify cookie',
      ]),
    );
  });

  it('names Shopify from its theme files alone (headers stripped by a proxy)', () => {
    const detection = detectPlatform({
      url: 'https://brand.example/products/mug',
      headers: { 'content-type': 'text/html' },
      html: shopifyThemeHtml,
    });

    expect(detection.platform).toBe('shopify');
    expect(detection.evidence).toEqual(
      expect.arrayContaining([
        '/cdn/shop/ file paths',
        'Shopify.theme object',
        'Shopify.shop object',
        'Shopify checkout meta tag',
      ]),
    );
  });

  it('names Shopify from older theme asset paths on cdn.shopify.com/s/files/', () => {
    const html =
      '<link href="//cdn.shopify.com/s/files/1/0123/4567/t/3/assets/theme.scss.css" rel="stylesheet">';

    expect(detectPlatform({ url: 'https://old.example/', headers: {}, html }).platform).toBe(
      'shopify',
    );
  });

  it('names Shopify from a *.myshopify.com address', () => {
    const detection = detectPlatform({
      url: 'https://brand-example.myshopify.com/',
      headers: {},
      html: '',
    });

    expect(detection).toEqual({ platform: 'shopify', evidence: ['address: myshopify.com'] });
  });

  it('reads /cdn/shop/ file paths written with the page’s own port', () => {
    const html =
      '<link href="//127.0.0.1:3005/cdn/shop/t/5/assets/base.css?v=1" rel="stylesheet"><img src="https://shop.example:443/cdn/shop/files/a.jpg">';
    const onPort = detectPlatform({ url: 'http://127.0.0.1:3005/', headers: {}, html });
    const defaultPort = detectPlatform({
      url: 'https://shop.example/',
      headers: {},
      html: '<img src="https://shop.example:443/cdn/shop/files/a.jpg">',
    });

    expect(onPort.evidence).toEqual(['/cdn/shop/ file paths']);
    expect(defaultPort.evidence).toEqual(['/cdn/shop/ file paths']);
  });

  it('does not count /cdn/shop/ file paths on the same host but another port', () => {
    const html = '<img src="//127.0.0.1:4000/cdn/shop/files/pic.jpg">';

    expect(detectPlatform({ url: 'http://127.0.0.1:3005/', headers: {}, html }).platform).toBe(
      'unknown',
    );
  });

  it('does not count another host’s /cdn/shop/ image as this store’s files', () => {
    const html = '<img src="https://other-shop.example/cdn/shop/files/pic.jpg">';

    expect(detectPlatform({ url: 'https://blog.example/', headers: {}, html }).platform).toBe(
      'unknown',
    );
  });
});

describe('detectPlatform: the Shop Pay pitfall', () => {
  it('names WooCommerce, not Shopify, for a WooCommerce shop with a Shop Pay button', () => {
    const detection = detectPlatform({
      url: 'https://shop.example/',
      headers: { 'content-type': 'text/html; charset=UTF-8' },
      html: wooWithShopPayHtml,
    });

    expect(detection.platform).toBe('woocommerce');
    expect(detection.evidence).toEqual([
      '/wp-content/plugins/woocommerce/ file paths',
      'woocommerce body classes',
      'WooCommerce generator meta tag',
    ]);
  });

  it('names nothing for a custom site whose only Shopify trace is cdn.shopify.com', () => {
    const detection = detectPlatform({
      url: 'https://candles.example/',
      headers: { link: '<https://cdn.shopify.com>; rel="preconnect"' },
      html: plainSiteWithShopPayHtml,
    });

    expect(detection).toEqual({ platform: 'unknown', evidence: [] });
  });
});

describe('detectPlatform: other hosted shop systems', () => {
  it('names WooCommerce from its session cookie', () => {
    const detection = detectPlatform({
      url: 'https://shop.example/',
      headers: { 'Set-Cookie': 'wp_woocommerce_session_0a1b2c=abc%7C%7C1; path=/' },
      html: '',
    });

    expect(detection).toEqual({
      platform: 'woocommerce',
      evidence: ['WooCommerce session cookie'],
    });
  });

  it('reads every cookie of a response, one per line as the safe fetcher joins them', () => {
    const detection = detectPlatform({
      url: 'https://shop.example/',
      headers: {
        'set-cookie': [
          'pll_language=en; expires=Sat, 06 Nov 2027 15:00:20 GMT; path=/',
          'wp_woocommerce_session_0a1b2c=abc%7C%7C1; path=/',
          'sbjs_first=src%3Dtypein; path=/',
        ].join('\n'),
      },
      html: '',
    });

    expect(detection.evidence).toEqual(['WooCommerce session cookie']);
  });

  it('names BigCommerce from its Stencil markup and CDN store path', () => {
    const html = `<link href="https://cdn11.bigcommerce.com/s-abc123xyz/stencil/1.0/css/theme.css">
      <script>var BCData = {"csrf_token":"x"};</script>
      <script>window.stencilBootstrap("default", "{}").load();</script>`;

    const detection = detectPlatform({ url: 'https://gear.example/', headers: {}, html });

    expect(detection.platform).toBe('bigcommerce');
    expect(detection.evidence).toHaveLength(3);
  });

  it('names Wix from its headers', () => {
    const detection = detectPlatform({
      url: 'https://studio.example/',
      headers: { 'x-wix-request-id': '1700000000.123', server: 'Pepyaka' },
      html: '',
    });

    expect(detection.platform).toBe('wix');
    expect(detection.evidence).toEqual(['x-wix-request-id header', 'server header (Pepyaka)']);
  });

  it('does not name Wix from a hotlinked wixstatic image alone', () => {
    const html = '<img src="https://static.wixstatic.com/media/abc.jpg">';

    expect(detectPlatform({ url: 'https://blog.example/', headers: {}, html }).platform).toBe(
      'unknown',
    );
  });

  it('names Squarespace from its server header and page context', () => {
    const html = '<!-- This is Squarespace. --><script>Static.SQUARESPACE_CONTEXT = {};</script>';

    const detection = detectPlatform({
      url: 'https://potter.example/',
      headers: { server: 'Squarespace' },
      html,
    });

    expect(detection.platform).toBe('squarespace');
    expect(detection.evidence).toHaveLength(3);
  });

  it('names Magento from its cache headers and init markup', () => {
    const html = `<script type="text/x-magento-init">{"*":{"Magento_Ui/js/core/app":{}}}</script>
      <div data-mage-init='{"dropdown":{}}'></div>
      <link href="https://parts.example/static/version1712/frontend/Magento/luma/en_US/css/styles-m.css">`;

    const detection = detectPlatform({
      url: 'https://parts.example/',
      headers: { 'X-Magento-Cache-Debug': 'MISS' },
      html,
    });

    expect(detection.platform).toBe('magento');
    expect(detection.evidence).toContain('x-magento-cache-debug header');
  });
});

describe('detectPlatform: marketplace listings by address', () => {
  it.each([
    ['https://www.amazon.com/Anker-Charger-Foldable-PowerIQ/dp/B07DFWKBF7/ref=sr_1_3', 'amazon'],
    ['https://www.amazon.co.uk/gp/product/B08N5WRWNW?th=1', 'amazon'],
    ['https://www.amazon.de/dp/B0BSHF7WHW', 'amazon'],
    ['https://www.ebay.com/itm/256123456789', 'ebay'],
    ['https://www.ebay.co.uk/itm/Vintage-Lamp/385912345678?hash=item59', 'ebay'],
    ['https://www.etsy.com/listing/1234567890/personalised-leather-wallet', 'etsy'],
    ['https://www.etsy.com/shop/NorthwoodCeramics', 'etsy'],
    ['https://www.aliexpress.com/item/1005004567890123.html?spm=a2g0o', 'aliexpress'],
    ['https://www.walmart.com/ip/Instant-Pot-Duo-7-in-1/54578373', 'walmart'],
    ['https://www.target.com/p/apple-airpods-pro-2nd-generation/-/A-85978612', 'target'],
    // A wholesale marketplace: the store is the supplier the listing belongs to.
    [
      'https://www.alibaba.com/product-detail/Lemon-Cheese-Garlic-Ginger-Handheld-Stainless_62320522213.html',
      'alibaba',
    ],
  ])('%s is a %s listing', (url, platform) => {
    const detection = detectPlatform({ url, headers: {}, html: '' });

    expect(detection.platform).toBe(platform);
    expect(detection.evidence[0]).toMatch(/^address: /);
    expect(isMarketplaceListing(url)).toBe(true);
  });

  it('knows a marketplace home page is the marketplace but not a listing', () => {
    expect(detectPlatform({ url: 'https://www.amazon.com/', headers: {}, html: '' })).toEqual({
      platform: 'amazon',
      evidence: ['address: www.amazon.com'],
    });
    expect(isMarketplaceListing('https://www.amazon.com/')).toBe(false);
  });

  it('gives a lookalike domain no marketplace name', () => {
    expect(marketplaceOf('amazon.shop')).toBeUndefined();
    expect(marketplaceOf('amazon-deals.com')).toBeUndefined();
    expect(marketplaceOf('amazon.com.evil.example')).toBeUndefined();
    expect(marketplaceOf('alibaba.shop')).toBeUndefined();
    expect(
      detectPlatform({ url: 'https://www.amazon.shop/dp/B07DFWKBF7', headers: {}, html: '' })
        .platform,
    ).toBe('unknown');
  });
});

describe('isOnPlatformDomain', () => {
  it.each([
    ['https://brand-example.myshopify.com/', true],
    ['https://maker.wixsite.com/shop', true],
    ['https://candles.square.site/', true],
    ['https://inkshop.bigcartel.com/', true],
    ['https://www.etsy.com/shop/NorthwoodCeramics', true],
    ['https://brand.example/', false],
    // The platform's own site is not a shop on its subdomain.
    ['https://myshopify.com/', false],
  ])('%s → %s', (url, expected) => {
    expect(isOnPlatformDomain(url)).toBe(expected);
  });
});
