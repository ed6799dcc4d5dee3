/**
 * A brand's own Shopify shop: one vendor (the brand), its own product photos, a street address,
 * phone and email, an about page and clear policies. It sells exactly 50 products, all real
 * demo-catalogue entries of one brand (so the url tab finds them by GTIN); the benchmark reads
 * this 50-product catalogue too.
 */
import { oneBrandsProducts, type CatalogueProduct } from './catalogue-products';
import type { FixtureStoreDefinition } from './fixture-store';
import { escapeHtml, slugOf } from './html';
import {
  footerMenu,
  generatedPolicies,
  link,
  shopFileUrl,
  type ShopifyProduct,
  type ShopifyShop,
} from './shopify-shapes';
import { shopifyFixtureStore } from './shopify-store';
import { DAY_MS } from '@shop-scanner/shared/time';

export const BRAND_SHOP_PRODUCTS = 50;

const FILES_PATH = '1/0648/2231/5802';
const FIRST_PUBLISHED = Date.UTC(2024, 2, 4, 14);

const titleCase = (text: string): string =>
  text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const toShopifyProduct = (product: CatalogueProduct, position: number): ShopifyProduct => {
  const handle = slugOf(product.name);
  const image = (file: string) => ({
    src: shopFileUrl(FILES_PATH, file),
    width: 2048,
    height: 2048,
  });
  // A brand marks a few products down now and then, never by much.
  const onSale = position % 10 === 4;
  return {
    title: product.name,
    handle,
    bodyHtml: `<p>${escapeHtml(product.description)}</p>\n<ul>${product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`,
    vendor: product.brand,
    productType: titleCase(product.tags[0] ?? product.category),
    tags: product.tags,
    publishedAt: new Date(FIRST_PUBLISHED + position * 5 * DAY_MS),
    optionNames: ['Title'],
    variants: [
      {
        title: 'Default Title',
        options: ['Default Title'],
        price: product.price,
        ...(onSale && { compareAtPrice: Math.round(product.price * 1.25) + 0.99 }),
        available: position % 17 !== 16,
        sku: `${initials(product.brand)}-${String(product.index).padStart(5, '0')}`,
        barcode: product.gtin,
        grams: 250 + (position % 8) * 125,
      },
    ],
    images: [image(`${handle}.jpg`), image(`${handle}-detail.jpg`)],
  };
};

/** The shop, built on first use: its products come from generating the demo catalogue. */
export const brandShop = (): ShopifyShop => {
  const catalogue = oneBrandsProducts(BRAND_SHOP_PRODUCTS);
  const brand = catalogue[0]?.brand ?? 'Brand';
  const slug = slugOf(brand);
  const email = `hello@${slug}.example`;
  return {
    name: brand,
    shopId: 64_822_315_802,
    myshopifyDomain: `${slug}.myshopify.com`,
    filesPath: FILES_PATH,
    description: `${brand} makes ${catalogue[0]?.category.toLowerCase() ?? 'goods'} in Burlington, Vermont, and sells it here first, direct from our own warehouse.`,
    city: 'Burlington',
    province: 'Vermont',
    country: 'US',
    theme: { name: 'Dawn', id: 141_232_455_865, version: '15.2.0' },
    products: catalogue.map(toShopifyProduct),
    pages: {
      contact: {
        title: 'Contact',
        bodyHtml: `<p>We answer every message within one business day, Monday to Friday.</p>
<p><strong>Email:</strong> <a href="mailto:${email}">${email}</a><br>
<strong>Phone:</strong> <a href="tel:+18025550142">+1 (802) 555-0142</a></p>
<p><strong>Our shop and warehouse:</strong><br>${escapeHtml(brand)}<br>418 Orchard Lane<br>Burlington, VT 05401<br>United States</p>`,
      },
      about: {
        title: 'About us',
        bodyHtml: `<p>${escapeHtml(brand)} was founded in 2011 in Burlington, Vermont. We develop every product ourselves, have it produced by partners we have worked with for years, and ship your order from our own warehouse on Orchard Lane.</p>
<p>Everything in this shop is ours: one brand, sold direct by the people who answer your emails.</p>`,
      },
    },
    policies: {
      'refund-policy': {
        title: 'Refund policy',
        bodyHtml: `<p>We have a 30-day return policy, which means you have 30 days after receiving your item to request a return.</p>
<p>To start a return, contact us at <a href="mailto:${email}">${email}</a>. Unopened items can be returned for a full refund; if anything arrives damaged, we replace it free of charge.</p>
<p>We will notify you once we have received and inspected your return. If approved, you will be refunded on your original payment method within 10 business days.</p>`,
      },
      'shipping-policy': {
        title: 'Shipping policy',
        bodyHtml: `<p>Orders ship within 1–2 business days from our warehouse in Burlington, Vermont.</p>
<p>Standard shipping within the US takes 3–5 business days and is free on orders over $50. Expedited shipping (1–2 business days) is available at checkout.</p>`,
      },
      ...generatedPolicies(brand, email),
    },
    footerLinks: footerMenu(link('About us', '/pages/about'), link('Contact', '/pages/contact')),
    headline: `${brand}, straight from Vermont`,
    intro:
      'Our whole range, direct from the brand, shipped from our own warehouse within two business days.',
  };
};

export const brandShopify = (): FixtureStoreDefinition =>
  shopifyFixtureStore(
    'brand-shopify',
    "A brand's own Shopify shop",
    brandShop(),
    // The url tab's example: the first product whose barcode is an EAN-13, which Dawn prints as
    // gtin13 (a UPC with a leading zero breaks Dawn's JSON-LD; an EAN-8 it leaves out).
    (shop) => shop.products.find((product) => product.variants[0]?.barcode?.length === 13),
  );
