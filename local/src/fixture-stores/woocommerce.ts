/**
 * A WordPress + WooCommerce shop: a kitchen and home retailer selling several brands, all real
 * demo-catalogue entries (the url tab finds them by GTIN). It publishes its products through
 * WooCommerce's Store API, has WooCommerce's standard Refund and Returns page, a shipping
 * page, and contact and about pages; WordPress redirects an address without its trailing slash.
 */
import { categoryProducts, type CatalogueProduct } from './catalogue-products';
import {
  answer,
  requestTarget,
  type FixtureStoreDefinition,
  type StoreHandler,
} from './fixture-store';
import { escapeHtml, paragraphs, slugOf } from './html';
import { storeApiProducts, wordpressPageHeaders, type WooProduct } from './woocommerce-shapes';
import {
  frontPage,
  notFoundPage,
  plainPage,
  shopPage,
  singleProductPage,
  type WooContext,
  type WooShop,
} from './woocommerce-theme';

const CATEGORY = 'Home & Kitchen';
const PRODUCTS = 24;
const EMAIL = 'hello@hearth-and-table.example';

const titleCase = (text: string): string =>
  text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** Stable term ids for a taxonomy: the same name gets the same id wherever it appears. */
const termIds = (names: readonly string[], first: number) => {
  const unique = [...new Set(names)];
  return (name: string) => ({ id: first + unique.indexOf(name), name, slug: slugOf(name) });
};

const toWooProducts = (catalogue: readonly CatalogueProduct[]): WooProduct[] => {
  const kind = (product: CatalogueProduct) => titleCase(product.tags[0] ?? 'Kitchen');
  const category = termIds(catalogue.map(kind), 15);
  const brand = termIds(
    catalogue.map((product) => product.brand),
    60,
  );
  return catalogue.map((product, position) => {
    const slug = slugOf(product.name);
    // A few products are on sale at any time (about 15% off, priced to end in .99), one is
    // sold out.
    const onSale = position % 6 === 2;
    return {
      id: 112 + position * 3,
      name: product.name,
      slug,
      sku: `HT-${String(product.index).padStart(5, '0')}`,
      descriptionHtml: `${paragraphs([product.description])}\n<ul>\n${product.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('\n')}\n</ul>\n`,
      shortDescriptionHtml: paragraphs([product.features.slice(0, 2).join('. ') + '.']),
      regularPrice: product.price,
      ...(onSale && { salePrice: Math.floor(product.price * 0.85) + 0.99 }),
      category: category(kind(product)),
      brand: brand(product.brand),
      tags: product.tags.slice(1, 3),
      image: `2025/${String(1 + (position % 9)).padStart(2, '0')}/${slug}.jpg`,
      inStock: position !== 9,
      gtin: product.gtin,
    };
  });
};

export const wooShop = (): WooShop => ({
  name: 'Hearth & Table',
  tagline: 'Kitchen and home goods from makers we trust',
  products: toWooProducts(categoryProducts(CATEGORY, PRODUCTS)),
  pages: {
    refund_returns: {
      id: 11,
      title: 'Refund and Returns Policy',
      contentHtml: `<h2>Overview</h2>
${paragraphs([
  'Our refund and returns policy lasts 30 days. If 30 days have passed since your purchase, we can’t offer you a full refund or exchange.',
  'To be eligible for a return, your item must be unused and in the same condition that you received it, in its original packaging.',
  `To start a return, email us at ${EMAIL} with your order number. Once your return is received and inspected, we will send you an email and refund your original method of payment within 5 business days.`,
])}`,
    },
    'shipping-policy': {
      id: 13,
      title: 'Shipping Policy',
      contentHtml: paragraphs([
        'Orders placed before 2 pm Pacific ship the same business day from our store in Portland, Oregon.',
        'Standard shipping takes 3–6 business days within the US and is free on orders over $75.',
      ]),
    },
    contact: {
      id: 9,
      title: 'Contact',
      contentHtml: `<p>Questions about a product or an order? We are here Monday to Saturday, 10 am to 6 pm Pacific.</p>
<p>Email: <a href="mailto:${EMAIL}">${EMAIL}</a><br>Phone: <a href="tel:+15035550178">+1 (503) 555-0178</a></p>
<p>Hearth &amp; Table<br>2210 SE Division Street<br>Portland, OR 97202<br>United States</p>`,
    },
    'about-us': {
      id: 5,
      title: 'About us',
      contentHtml: paragraphs([
        'Hearth & Table is an independent kitchen shop in Portland, Oregon, open since 2014.',
        'We stock cookware, linens and tools from brands we have used in our own kitchens, and we ship every order ourselves from the shop.',
      ]),
    },
    'privacy-policy': {
      id: 3,
      title: 'Privacy Policy',
      contentHtml: paragraphs([
        'Who we are: our website address is the address of this shop.',
        'We collect the data shown in the order form and use it only to fulfil your order.',
      ]),
    },
  },
  footerLinks: [
    { text: 'Refund and Returns Policy', slug: 'refund_returns' },
    { text: 'Shipping Policy', slug: 'shipping-policy' },
    { text: 'Contact', slug: 'contact' },
    { text: 'About us', slug: 'about-us' },
    { text: 'Privacy Policy', slug: 'privacy-policy' },
  ],
});

const wooStore =
  (shop: WooShop) =>
  (origin: string): StoreHandler => {
    const context: WooContext = { shop, origin };
    const bySlug = new Map(shop.products.map((product) => [product.slug, product]));

    /** The page at a path (WordPress's addresses end with a slash), or undefined. */
    const pageAt = (path: string): { html: string; postId?: number } | undefined => {
      if (path === '/') return { html: frontPage(context), postId: 7 };
      if (path === '/shop/') return { html: shopPage(context) };
      const product = bySlug.get(/^\/product\/([^/]+)\/$/.exec(path)?.[1] ?? '');
      if (product) return { html: singleProductPage(context, product) };
      const slug = /^\/([^/]+)\/$/.exec(path)?.[1] ?? '';
      const page = Object.hasOwn(shop.pages, slug) ? shop.pages[slug] : undefined;
      return page && { html: plainPage(context, slug, page), postId: page.id };
    };

    return (request, response) => {
      const target = requestTarget(request);
      const path = target.pathname;
      if (path === '/wp-json/wc/store/v1/products') {
        const { status, headers, body } = storeApiProducts(
          origin,
          shop.products,
          target.searchParams,
        );
        answer(response, status, headers, JSON.stringify(body));
        return;
      }
      const page = pageAt(path);
      if (page) {
        answer(response, 200, wordpressPageHeaders(origin, page.postId), page.html);
        return;
      }
      // redirect_canonical: the address with its trailing slash, if that is a page.
      if (!path.endsWith('/') && pageAt(`${path}/`)) {
        answer(
          response,
          301,
          {
            ...wordpressPageHeaders(origin),
            location: `${origin}${path}/${target.search}`,
            'x-redirect-by': 'WordPress',
          },
          '',
        );
        return;
      }
      answer(response, 404, wordpressPageHeaders(origin), notFoundPage(context, path));
    };
  };

export const woocommerce = (): FixtureStoreDefinition => {
  const shop = wooShop();
  // The url tab's example: a product with its GTIN in WooCommerce's JSON-LD.
  const featured = shop.products.find((product) => product.gtin && product.inStock);
  return {
    kind: 'woocommerce',
    label: 'A WooCommerce shop',
    path: '/',
    ...(featured && { productPath: `/product/${featured.slug}/` }),
    createHandler: wooStore(shop),
  };
};
