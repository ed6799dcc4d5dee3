/**
 * A WooCommerce shop's pages as WordPress renders them with the Storefront theme: generator
 * tags, the REST API link, WooCommerce's assets and script parameters, its body classes, the
 * product loop, single product pages with WooCommerce's JSON-LD, plain pages and the 404.
 */
import { escapeHtml, jsonLdScript } from './html';
import {
  WOOCOMMERCE_VERSION,
  WORDPRESS_VERSION,
  permalink,
  priceHtml,
  resizedUrl,
  uploadUrl,
  type WooProduct,
} from './woocommerce-shapes';

export interface WooShop {
  readonly name: string;
  readonly tagline: string;
  readonly products: readonly WooProduct[];
  /** Pages by slug (`/contact/`), with their post ids. */
  readonly pages: Readonly<Record<string, WooPage>>;
  /** The footer menu: the links a shopper (and our reader) finds the shop's pages by. */
  readonly footerLinks: readonly { readonly text: string; readonly slug: string }[];
}

export interface WooPage {
  readonly id: number;
  readonly title: string;
  readonly contentHtml: string;
}

export interface WooContext {
  readonly shop: WooShop;
  readonly origin: string;
}

const THEME_CLASSES =
  'wp-embed-responsive theme-storefront woocommerce-no-js storefront-align-wide';
/** Prices are valid "until the end of next year" in WooCommerce's JSON-LD; fixed here. */
const PRICE_VALID_UNTIL = '2027-12-31';

const plugin = (origin: string, path: string) =>
  `${origin}/wp-content/plugins/woocommerce/${path}?ver=${WOOCOMMERCE_VERSION}`;

/** wp_json_encode's `/` escaping included, as WordPress prints script data. */
const wpJson = (value: unknown) => JSON.stringify(value).replace(/\//g, '\\/');

interface PageOptions {
  readonly title: string;
  readonly path: string;
  readonly bodyClass: string;
  /** The page's post id, for its REST link and shortlink. */
  readonly postId?: number;
  readonly main: string;
  readonly jsonLd?: unknown;
}

/** A whole page in the Storefront theme. */
export const wooPage = ({ shop, origin }: WooContext, options: PageOptions): string => {
  const url = (slug: string) => `${origin}/${slug ? `${slug}/` : ''}`;
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="http://gmpg.org/xfn/11">
<title>${escapeHtml(options.title)}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="${escapeHtml(shop.name)} &raquo; Feed" href="${origin}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${origin}/wp-includes/css/dist/block-library/style.min.css?ver=${WORDPRESS_VERSION}' media='all' />
<link rel='stylesheet' id='storefront-style-css' href='${origin}/wp-content/themes/storefront/style.css?ver=4.6.1' media='all' />
<link rel='stylesheet' id='woocommerce-layout-css' href='${plugin(origin, 'assets/css/woocommerce-layout.css')}' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='${plugin(origin, 'assets/css/woocommerce.css')}' media='all' />
<script src="${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="wc-add-to-cart-js-extra">
var wc_add_to_cart_params = ${wpJson({ ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart', cart_url: `${origin}/cart/`, is_cart: '', cart_redirect_after_add: 'no' })};
</script>
<script src="${plugin(origin, 'assets/js/frontend/add-to-cart.min.js')}" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
<link rel="https://api.w.org/" href="${origin}/wp-json/" />
${options.postId === undefined ? '' : `<link rel="alternate" title="JSON" type="application/json" href="${origin}/wp-json/wp/v2/pages/${options.postId}" />`}
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${origin}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress ${WORDPRESS_VERSION}" />
<meta name="generator" content="WooCommerce ${WOOCOMMERCE_VERSION}" />
<link rel="canonical" href="${origin}${options.path}" />
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
</head>
<body class="${options.bodyClass} ${THEME_CLASSES} right-sidebar woocommerce-active">
<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner" style="">
<div class="col-full">
<div class="site-branding"><div class="beta site-title"><a href="${url('')}" rel="home">${escapeHtml(shop.name)}</a></div><p class="site-description">${escapeHtml(shop.tagline)}</p></div>
<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation"><div class="primary-navigation"><ul id="menu-primary" class="menu">
<li class="menu-item"><a href="${url('')}">Home</a></li>
<li class="menu-item"><a href="${url('shop')}">Shop</a></li>
<li class="menu-item"><a href="${url('about-us')}">About us</a></li>
<li class="menu-item"><a href="${url('contact')}">Contact</a></li>
</ul></div></nav>
<ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="${url('cart')}" title="View your shopping cart"><span class="woocommerce-Price-amount amount">&#036;0.00</span> <span class="count">0 items</span></a></li></ul>
</div>
</header>
<div id="content" class="site-content" tabindex="-1"><div class="col-full"><div class="woocommerce"></div>
<div id="primary" class="content-area"><main id="main" class="site-main" role="main">
${options.main}
</main></div>
</div></div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full">
<div class="footer-widgets row-1 col-2 fix"><div class="block footer-widget-1"><div class="widget widget_nav_menu"><div class="menu-footer-container"><ul id="menu-footer" class="menu">
${shop.footerLinks.map((entry) => `<li class="menu-item"><a href="${url(entry.slug)}">${escapeHtml(entry.text)}</a></li>`).join('\n')}
</ul></div></div></div></div>
<div class="site-info">&copy; ${escapeHtml(shop.name)} 2026<br /><a href="https://woocommerce.com" target="_blank" title="WooCommerce - The Best eCommerce Platform for WordPress" rel="noreferrer nofollow">Built with WooCommerce</a>.</div>
</div></footer>
</div>
${options.jsonLd === undefined ? '' : jsonLdScript(options.jsonLd, { escapeSlashes: true })}
<script id="woocommerce-js-extra">
var woocommerce_params = ${wpJson({ ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' })};
</script>
<script src="${plugin(origin, 'assets/js/frontend/woocommerce.min.js')}" id="woocommerce-js" defer data-wp-strategy="defer"></script>
</body>
</html>`;
};

const productClasses = (product: WooProduct): string =>
  `product type-product post-${product.id} status-publish ${product.inStock ? 'instock' : 'outofstock'} product_cat-${product.category.slug} has-post-thumbnail${product.salePrice === undefined ? '' : ' sale'} shipping-taxable purchasable product-type-simple`;

const saleFlash = (product: WooProduct): string =>
  product.salePrice === undefined ? '' : '<span class="onsale">Sale!</span>';

/** The product loop (`ul.products`) of the home and shop pages. */
const productLoop = (origin: string, products: readonly WooProduct[]): string =>
  `<ul class="products columns-4">
${products
  .map(
    (product) => `<li class="${productClasses(product)}">
<a href="${permalink(origin, product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${saleFlash(product)}<img width="324" height="324" src="${resizedUrl(origin, product.image, 324)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" /><h2 class="woocommerce-loop-product__title">${escapeHtml(product.name)}</h2>
<span class="price">${priceHtml(product)}</span>
</a><a href="?add-to-cart=${product.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${escapeHtml(product.sku)}" aria-label="Add to cart: &ldquo;${escapeHtml(product.name)}&rdquo;" rel="nofollow">Add to cart</a></li>`,
  )
  .join('\n')}
</ul>`;

/** The home page (a static front page with the newest products), with WooCommerce's WebSite. */
export const frontPage = (context: WooContext): string =>
  wooPage(context, {
    title: `${context.shop.name} – ${context.shop.tagline}`,
    path: '/',
    bodyClass: 'home page-template page-template-template-homepage page page-id-7',
    postId: 7,
    jsonLd: {
      '@context': 'https://schema.org/',
      '@type': 'WebSite',
      name: context.shop.name,
      url: context.origin,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${context.origin}/?s={search_term_string}&post_type=product`,
        'query-input': 'required name=search_term_string',
      },
    },
    main: `<section class="storefront-product-section storefront-recent-products" aria-label="Recent Products"><h2 class="section-title">New In</h2>
<div class="woocommerce columns-4">${productLoop(context.origin, context.shop.products.slice(0, 8))}</div></section>`,
  });

/** `/shop/`: the whole catalogue. */
export const shopPage = (context: WooContext): string =>
  wooPage(context, {
    title: `Shop – ${context.shop.name}`,
    path: '/shop/',
    bodyClass:
      'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
    main: `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop</h1></header>
<p class="woocommerce-result-count">Showing all ${context.shop.products.length} results</p>
${productLoop(context.origin, context.shop.products)}`,
  });

/** WooCommerce's product JSON-LD (WC_Structured_Data), with the breadcrumb, in one @graph. */
const productJsonLd = ({ shop, origin }: WooContext, product: WooProduct) => {
  const url = permalink(origin, product);
  const price = (amount: number) => ({
    '@type': 'UnitPriceSpecification',
    price: amount.toFixed(2),
    priceCurrency: 'USD',
    valueAddedTaxIncluded: false,
    validThrough: PRICE_VALID_UNTIL,
  });
  const regular = {
    ...price(product.regularPrice),
    // Marks the struck-through price, which comes after the price paid.
    ...(product.salePrice !== undefined && { priceType: 'https://schema.org/ListPrice' }),
  };
  return {
    '@context': 'https://schema.org/',
    '@graph': [
      {
        '@context': 'https://schema.org/',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { name: 'Home', '@id': `${origin}/` } },
          {
            '@type': 'ListItem',
            position: 2,
            item: {
              name: product.category.name,
              '@id': `${origin}/product-category/${product.category.slug}/`,
            },
          },
          { '@type': 'ListItem', position: 3, item: { name: product.name, '@id': url } },
        ],
      },
      {
        '@context': 'https://schema.org/',
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.name,
        url,
        description: product.shortDescriptionHtml.replace(/<[^>]*>/g, '').trim(),
        image: uploadUrl(origin, product.image),
        sku: product.sku,
        ...(product.gtin && { gtin: product.gtin }),
        offers: [
          {
            '@type': 'Offer',
            priceSpecification:
              product.salePrice === undefined ? [regular] : [price(product.salePrice), regular],
            priceValidUntil: PRICE_VALID_UNTIL,
            availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
            url,
            seller: { '@type': 'Organization', name: shop.name, url: origin },
          },
        ],
        brand: { '@type': 'Brand', name: product.brand.name },
      },
    ],
  };
};

/** `/product/{slug}/`. */
export const singleProductPage = (context: WooContext, product: WooProduct): string => {
  const { origin } = context;
  const url = permalink(origin, product);
  const category = `${origin}/product-category/${product.category.slug}/`;
  return wooPage(context, {
    title: `${product.name} – ${context.shop.name}`,
    path: `/product/${product.slug}/`,
    bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
    jsonLd: productJsonLd(context, product),
    main: `<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="${origin}/">Home</a>&nbsp;&#47;&nbsp;<a href="${category}">${escapeHtml(product.category.name)}</a>&nbsp;&#47;&nbsp;${escapeHtml(product.name)}</nav>
<div id="product-${product.id}" class="${productClasses(product)}">
${saleFlash(product)}
<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${resizedUrl(origin, product.image, 100)}" class="woocommerce-product-gallery__image"><a href="${uploadUrl(origin, product.image)}"><img width="416" height="416" src="${resizedUrl(origin, product.image, 416)}" class="wp-post-image" alt="" decoding="async" /></a></div></div></div>
<div class="summary entry-summary">
<h1 class="product_title entry-title">${escapeHtml(product.name)}</h1>
<p class="price">${priceHtml(product)}</p>
<div class="woocommerce-product-details__short-description">${product.shortDescriptionHtml}</div>
${
  product.inStock
    ? `<form class="cart" action="${url}" method="post" enctype='multipart/form-data'><div class="quantity"><label class="screen-reader-text" for="quantity_${product.id}">${escapeHtml(product.name)} quantity</label><input type="number" id="quantity_${product.id}" class="input-text qty text" name="quantity" value="1" min="1" step="1" inputmode="numeric" autocomplete="off" /></div><button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button></form>`
    : '<p class="stock out-of-stock">Out of stock</p>'
}
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(product.sku)}</span></span> <span class="posted_in">Category: <a href="${category}" rel="tag">${escapeHtml(product.category.name)}</a></span> <span class="posted_in">Brand: <a href="${origin}/brand/${product.brand.slug}/" rel="tag">${escapeHtml(product.brand.name)}</a></span></div>
</div>
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab">Description</a></li></ul>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel"><h2>Description</h2>
${product.descriptionHtml}
</div></div>
</div>`,
  });
};

/** A plain WordPress page (`/contact/`, `/refund_returns/`). */
export const plainPage = (context: WooContext, slug: string, page: WooPage): string =>
  wooPage(context, {
    title: `${page.title} – ${context.shop.name}`,
    path: `/${slug}/`,
    bodyClass: `page-template-default page page-id-${page.id}`,
    postId: page.id,
    main: `<article id="post-${page.id}" class="post-${page.id} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${escapeHtml(page.title)}</h1></header>
<div class="entry-content">${page.contentHtml}</div></article>`,
  });

/** The theme's 404 page (answered with status 404). */
export const notFoundPage = (context: WooContext, path: string): string =>
  wooPage(context, {
    title: `Page not found – ${context.shop.name}`,
    path,
    bodyClass: 'error404',
    main: `<div class="error-404 not-found"><div class="page-content"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header>
<p>Nothing was found at this location. Try searching, or check out the links below.</p></div></div>`,
  });
