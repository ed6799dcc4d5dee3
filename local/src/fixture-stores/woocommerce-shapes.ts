/**
 * A WordPress + WooCommerce shop as WooCommerce publishes it: the product model the fixture
 * fills in, the Store API's product JSON (`/wp-json/wc/store/v1/products`: prices as strings in
 * minor units) with WordPress's paging headers, and the headers of WordPress's pages.
 */
import { escapeHtml } from './html';

export interface WooProduct {
  /** The product's post id. */
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly sku: string;
  readonly descriptionHtml: string;
  readonly shortDescriptionHtml: string;
  readonly regularPrice: number;
  /** Present while the product is on sale. */
  readonly salePrice?: number;
  readonly category: { readonly id: number; readonly name: string; readonly slug: string };
  /** WooCommerce's own brands taxonomy (since 9.6). */
  readonly brand: { readonly id: number; readonly name: string; readonly slug: string };
  readonly tags: readonly string[];
  /** An uploads path: `2025/09/larder-co-ceramic-frying-pan.jpg`. */
  readonly image: string;
  readonly inStock: boolean;
  /** The product's "GTIN, UPC, EAN or ISBN" field (9.2+): printed in its JSON-LD only. */
  readonly gtin?: string;
}

export const WOOCOMMERCE_VERSION = '9.6.2';
export const WORDPRESS_VERSION = '6.7.2';
/** The Store API's page size unless asked, and its limit. */
export const STORE_API_DEFAULT_PER_PAGE = 10;
export const STORE_API_MAX_PER_PAGE = 100;

export const currentPrice = (product: WooProduct): number =>
  product.salePrice ?? product.regularPrice;

/** An amount in cents, as the Store API writes it: '1899'. */
const minorUnits = (amount: number): string => String(Math.round(amount * 100));

const money = (amount: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${amount.toFixed(2)}</bdi></span>`;

/** WooCommerce's price HTML: the regular price struck through while on sale. */
export const priceHtml = (product: WooProduct): string =>
  product.salePrice === undefined
    ? money(product.regularPrice)
    : `<del aria-hidden="true">${money(product.regularPrice)}</del> <span class="screen-reader-text">Original price was: &#036;${product.regularPrice.toFixed(2)}.</span><ins aria-hidden="true">${money(product.salePrice)}</ins><span class="screen-reader-text">Current price is: &#036;${product.salePrice.toFixed(2)}.</span>`;

export const permalink = (origin: string, product: WooProduct): string =>
  `${origin}/product/${product.slug}/`;

export const uploadUrl = (origin: string, file: string): string =>
  `${origin}/wp-content/uploads/${file}`;

/** A resized copy, as WordPress names them: `name-300x300.jpg`. */
export const resizedUrl = (origin: string, file: string, size: number): string =>
  uploadUrl(origin, file.replace(/\.(\w+)$/, `-${size}x${size}.$1`));

const term = (origin: string, taxonomy: string, entry: WooProduct['category']) => ({
  id: entry.id,
  name: entry.name,
  slug: entry.slug,
  link: `${origin}/${taxonomy}/${entry.slug}/`,
});

/** One product as the Store API answers it. */
export const storeApiProduct = (origin: string, product: WooProduct) => {
  const price = currentPrice(product);
  const file = product.image.split('/').pop() ?? product.image;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    parent: 0,
    type: 'simple',
    variation: '',
    permalink: permalink(origin, product),
    sku: product.sku,
    short_description: product.shortDescriptionHtml,
    description: product.descriptionHtml,
    on_sale: product.salePrice !== undefined,
    prices: {
      price: minorUnits(price),
      regular_price: minorUnits(product.regularPrice),
      sale_price: minorUnits(price),
      price_range: null,
      currency_code: 'USD',
      currency_symbol: '$',
      currency_minor_unit: 2,
      currency_decimal_separator: '.',
      currency_thousand_separator: ',',
      currency_prefix: '$',
      currency_suffix: '',
    },
    price_html: priceHtml(product),
    average_rating: '0',
    review_count: 0,
    images: [
      {
        id: product.id + 1,
        src: uploadUrl(origin, product.image),
        thumbnail: resizedUrl(origin, product.image, 324),
        srcset: `${uploadUrl(origin, product.image)} 1000w, ${resizedUrl(origin, product.image, 300)} 300w, ${resizedUrl(origin, product.image, 150)} 150w`,
        sizes: '(max-width: 1000px) 100vw, 1000px',
        name: file,
        alt: '',
      },
    ],
    categories: [term(origin, 'product-category', product.category)],
    tags: product.tags.map((tag, index) => ({
      id: 40 + index,
      name: tag,
      slug: tag.replace(/\s+/g, '-'),
      link: `${origin}/product-tag/${tag.replace(/\s+/g, '-')}/`,
    })),
    brands: [term(origin, 'brand', product.brand)],
    attributes: [],
    variations: [],
    grouped_products: [],
    has_options: false,
    is_purchasable: true,
    is_in_stock: product.inStock,
    is_on_backorder: false,
    low_stock_remaining: null,
    stock_availability: product.inStock
      ? { text: '', class: 'in-stock' }
      : { text: 'Out of stock', class: 'out-of-stock' },
    sold_individually: false,
    add_to_cart: {
      text: product.inStock ? 'Add to cart' : 'Read more',
      description: `Add to cart: &ldquo;${escapeHtml(product.name)}&rdquo;`,
      url: product.inStock ? `?add-to-cart=${product.id}` : permalink(origin, product),
      single_text: 'Add to cart',
      minimum: 1,
      maximum: 9999,
      multiple_of: 1,
    },
    extensions: {},
  };
};

const numberParam = (query: URLSearchParams, name: string, fallback: number) => {
  const raw = query.get(name);
  return raw === null ? fallback : Number(raw);
};

/** WordPress's answer to a parameter out of its range (status 400). */
const invalidParameter = (name: string, message: string) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: message }, details: {} },
});

export interface StoreApiAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly body: unknown;
}

/** The headers of every REST answer: its discovery link and what browsers may read. */
const restHeaders = (origin: string): Record<string, string> => ({
  'content-type': 'application/json; charset=UTF-8',
  'x-robots-tag': 'noindex',
  'x-content-type-options': 'nosniff',
  'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'access-control-allow-headers':
    'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  allow: 'GET',
  server: 'nginx',
  'x-powered-by': 'PHP/8.2.27',
  link: `<${origin}/wp-json/>; rel="https://api.w.org/"`,
});

/** `/wp-json/wc/store/v1/products?per_page=&page=`: a page of products, with its counts. */
export const storeApiProducts = (
  origin: string,
  products: readonly WooProduct[],
  query: URLSearchParams,
): StoreApiAnswer => {
  const perPage = numberParam(query, 'per_page', STORE_API_DEFAULT_PER_PAGE);
  const page = numberParam(query, 'page', 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > STORE_API_MAX_PER_PAGE) {
    return {
      status: 400,
      headers: restHeaders(origin),
      body: invalidParameter(
        'per_page',
        `per_page must be between 1 (inclusive) and ${STORE_API_MAX_PER_PAGE} (inclusive)`,
      ),
    };
  }
  if (!Number.isInteger(page) || page < 1) {
    return {
      status: 400,
      headers: restHeaders(origin),
      body: invalidParameter('page', 'page must be greater than or equal to 1'),
    };
  }
  const totalPages = Math.ceil(products.length / perPage);
  const pageLink = (number: number, rel: string) =>
    `<${origin}/wp-json/wc/store/v1/products?per_page=${perPage}&page=${number}>; rel="${rel}"`;
  const links = [
    ...(page > 1 ? [pageLink(Math.min(page - 1, totalPages), 'prev')] : []),
    ...(page < totalPages ? [pageLink(page + 1, 'next')] : []),
  ];
  const headers = restHeaders(origin);
  return {
    status: 200,
    headers: {
      ...headers,
      'x-wp-total': String(products.length),
      'x-wp-totalpages': String(totalPages),
      ...(links.length > 0 && { link: [headers.link ?? '', ...links] }),
    },
    body: products
      .slice((page - 1) * perPage, page * perPage)
      .map((product) => storeApiProduct(origin, product)),
  };
};

/** The headers of a WordPress page: PHP behind nginx, and the REST API's discovery links. */
export const wordpressPageHeaders = (origin: string, postId?: number): Record<string, string> => ({
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  'x-powered-by': 'PHP/8.2.27',
  link: [
    `<${origin}/wp-json/>; rel="https://api.w.org/"`,
    ...(postId === undefined
      ? []
      : [
          `<${origin}/wp-json/wp/v2/pages/${postId}>; rel="alternate"; title="JSON"; type="application/json"`,
          `<${origin}/?p=${postId}>; rel=shortlink`,
        ]),
  ].join(', '),
  vary: 'Accept-Encoding',
});
