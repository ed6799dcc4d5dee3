/**
 * A Shopify shop's storefront pages as the Dawn theme renders them: the layout with Shopify's
 * script object and `/cdn/shop/` assets, the home and catalogue grids, product pages with
 * Dawn's JSON-LD and Open Graph tags, policy pages, pages (contact with its form) and the 404.
 */
import { decimal, escapeHtml, jsonLdScript, stripHtml, usd } from './html';
import {
  variantId,
  type ShopifyPage,
  type ShopifyProduct,
  type ShopifyShop,
  type ShopifyVariant,
} from './shopify-shapes';

export interface ThemeContext {
  readonly shop: ShopifyShop;
  readonly origin: string;
  /** The shop's domain as Shopify writes it into asset addresses (`host:port` on loopback). */
  readonly host: string;
}

/**
 * Where the theme shows a product image: Shopify serves the shop's cdn.shopify.com files under
 * the shop's own domain (`//shop.com/cdn/shop/files/…`); any other address is shown as it is.
 */
export const themeImageUrl = (context: ThemeContext, src: string, width: number): string => {
  const own =
    /^https:\/\/cdn\.shopify\.com\/s\/files\/[\d/]+\/(files|products)\/([^?]+)\?(.*)$/.exec(src);
  return own ? `//${context.host}/cdn/shop/${own[1]}/${own[2]}?${own[3]}&width=${width}` : src;
};

const themeFolder = (context: ThemeContext): number => (context.shop.theme.id % 17) + 2;

const asset = (context: ThemeContext, file: string): string =>
  `//${context.host}/cdn/shop/t/${themeFolder(context)}/assets/${file}?v=${context.shop.theme.id % 100_003}`;

/** What Shopify injects into every page's head (content_for_header), trimmed to its objects. */
const shopifyObject = ({ shop, host }: ThemeContext, pageType: string): string =>
  `<script>var Shopify = Shopify || {};
Shopify.shop = ${JSON.stringify(shop.myshopifyDomain)};
Shopify.locale = "en";
Shopify.currency = {"active":"USD","rate":"1.0"};
Shopify.country = "US";
Shopify.theme = ${JSON.stringify({ name: shop.theme.name, id: shop.theme.id, schema_name: 'Dawn', schema_version: shop.theme.version, theme_store_id: 887, role: 'main' })};
Shopify.theme.handle = "null";
Shopify.theme.style = {"id":null,"handle":null};
Shopify.cdnHost = ${JSON.stringify(`${host}/cdn`)};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
<script id="shop-js-analytics" type="application/json">{"pageType":${JSON.stringify(pageType)}}</script>`;

interface OpenGraph {
  readonly type: 'website' | 'product';
  readonly image?: string;
  readonly price?: number;
}

interface PageOptions {
  /** Liquid's page_title: the head's title adds the shop's name, og:title does not. */
  readonly title: string;
  readonly description: string;
  /** The page's path, for its canonical link and og:url. */
  readonly path: string;
  readonly pageType: string;
  readonly og?: OpenGraph;
  readonly jsonLd?: readonly unknown[];
  readonly main: string;
}

const openGraphTags = (context: ThemeContext, options: PageOptions): string => {
  const og = options.og ?? { type: 'website' };
  const tags = [
    ['og:site_name', context.shop.name],
    ['og:url', `${context.origin}${options.path}`],
    ['og:title', options.title],
    ['og:type', og.type],
    ['og:description', options.description],
    // Dawn prefixes the protocol-relative image address with each scheme.
    ...(og.image
      ? [
          ['og:image', `http:${og.image}`],
          ['og:image:secure_url', `https:${og.image}`],
        ]
      : []),
    ...(og.price === undefined
      ? []
      : [
          ['og:price:amount', decimal(og.price)],
          ['og:price:currency', 'USD'],
        ]),
  ];
  return tags
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${escapeHtml(content ?? '')}">`,
    )
    .join('\n');
};

const organization = ({ shop, origin }: ThemeContext) => ({
  '@context': 'http://schema.org',
  '@type': 'Organization',
  name: shop.name,
  sameAs: [],
  url: origin,
});

const header = ({ shop }: ThemeContext): string => `${
  shop.announcement
    ? `<div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>${escapeHtml(shop.announcement)}</span></p></div>`
    : ''
}
<header class="header header--middle-left header--mobile-center page-width">
<a href="/" class="header__heading-link link link--text focus-inset"><span class="h2">${escapeHtml(shop.name)}</span></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
<li><a href="/" class="header__menu-item list-menu__item link link--text focus-inset"><span>Home</span></a></li>
<li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset"><span>Catalog</span></a></li>
<li><a href="/pages/contact" class="header__menu-item list-menu__item link link--text focus-inset"><span>Contact</span></a></li>
</ul></nav>
<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a>
</header>`;

const footer = ({
  shop,
}: ThemeContext): string => `<footer class="footer color-scheme-1 gradient section-sections--footer-padding">
<div class="footer__content-top page-width"><div class="footer-block grid__item footer-block--menu">
<h2 class="footer-block__heading inline-richtext">Quick links</h2>
<ul class="footer-block__details-content list-unstyled">
${shop.footerLinks.map((link) => `<li><a href="${escapeHtml(link.href)}" class="link link--text list-menu__item list-menu__item--link">${escapeHtml(link.text)}</a></li>`).join('\n')}
</ul></div></div>
<div class="footer__content-bottom"><div class="footer__copyright caption">
<small class="copyright__content">&copy; 2026, <a href="/" title="">${escapeHtml(shop.name)}</a></small>
<small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small>
</div></div>
</footer>`;

/** A whole storefront page: head, header, the template's main part, footer. */
export const themePage = (context: ThemeContext, options: PageOptions): string => `<!doctype html>
<html class="js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="${escapeHtml(`${context.origin}${options.path}`)}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<title>${escapeHtml(options.title.includes(context.shop.name) ? options.title : `${options.title} – ${context.shop.name}`)}</title>
<meta name="description" content="${escapeHtml(options.description)}">
${openGraphTags(context, options)}
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(options.title)}">
<meta name="twitter:description" content="${escapeHtml(options.description)}">
<script src="${asset(context, 'constants.js')}" defer="defer"></script>
<script src="${asset(context, 'global.js')}" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/${context.shop.shopId}/digital_wallets/dialog">
${shopifyObject(context, options.pageType)}
<link href="${asset(context, 'base.css')}" rel="stylesheet" type="text/css" media="all" />
</head>
<body class="gradient animate--hover-default">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
${header(context)}
${jsonLdScript(organization(context))}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${options.main}
</main>
${footer(context)}
${(options.jsonLd ?? []).map((block) => jsonLdScript(block)).join('\n')}
</body>
</html>`;

const lowestVariant = (product: ShopifyProduct): ShopifyVariant | undefined =>
  [...product.variants].sort((a, b) => a.price - b.price)[0];

const priceBlock = (variant: ShopifyVariant | undefined, soldOut: boolean): string => {
  if (!variant) return '';
  const sale = variant.compareAtPrice !== undefined && variant.compareAtPrice > variant.price;
  const badges = `${sale ? '<span class="badge price__badge-sale color-scheme-4">Sale</span>' : ''}${soldOut ? '<span class="badge price__badge-sold-out color-scheme-3">Sold out</span>' : ''}`;
  const prices = sale
    ? `<div class="price__sale"><span class="visually-hidden visually-hidden--inline">Regular price</span><span><s class="price-item price-item--regular">${usd(variant.compareAtPrice!)}</s></span><span class="visually-hidden visually-hidden--inline">Sale price</span><span class="price-item price-item--sale price-item--last">${usd(variant.price)} USD</span></div>`
    : `<div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">${usd(variant.price)} USD</span></div>`;
  return `<div class="price${sale ? ' price--on-sale' : ''}${soldOut ? ' price--sold-out' : ''} price--show-badge"><div class="price__container">${prices}</div>${badges}</div>`;
};

const productCard = (context: ThemeContext, product: ShopifyProduct): string => {
  const image = product.images[0];
  const soldOut = product.variants.every((variant) => !variant.available);
  return `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard">
${image ? `<div class="card__media"><img src="${escapeHtml(themeImageUrl(context, image.src, 533))}" alt="${escapeHtml(product.title)}" loading="lazy" width="${image.width}" height="${image.height}"></div>` : ''}
<div class="card__content"><h3 class="card__heading h5"><a href="/products/${product.handle}" class="full-unstyled-link">${escapeHtml(product.title)}</a></h3>
${priceBlock(lowestVariant(product), soldOut)}</div>
</div></div></li>`;
};

const productGrid = (context: ThemeContext, products: readonly ShopifyProduct[]): string =>
  `<ul class="grid product-grid grid--4-col-desktop grid--2-col-tablet-down" role="list">
${products.map((product) => productCard(context, product)).join('\n')}
</ul>`;

/** The home page: the shop's banner text and its first products. */
export const homePage = (context: ThemeContext): string =>
  themePage(context, {
    title: context.shop.name,
    description: context.shop.description,
    path: '/',
    pageType: 'index',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'WebSite',
        name: context.shop.name,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${context.origin}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
        url: context.origin,
      },
    ],
    main: `<div class="banner__content page-width"><div class="banner__box content-container">
<h2 class="banner__heading inline-richtext h1">${escapeHtml(context.shop.headline)}</h2>
<div class="banner__text rte"><p>${escapeHtml(context.shop.intro)}</p></div>
<div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop all</a></div>
</div></div>
<div class="collection page-width"><h2 class="title inline-richtext h2">Featured products</h2>
${productGrid(context, context.shop.products.slice(0, 8))}</div>`,
  });

/** `/collections/all`: every product. */
export const catalogPage = (context: ThemeContext): string =>
  themePage(context, {
    title: 'Products',
    description: context.shop.description,
    path: '/collections/all',
    pageType: 'collection',
    main: `<div class="collection-hero page-width"><h1 class="collection-hero__title">Products</h1></div>
<div class="collection page-width">${productGrid(context, context.shop.products)}</div>`,
  });

/** Dawn prints barcodes as they are, unquoted, and only 12, 13 or 14 digits long. */
const gtinProperty = (barcode: string | undefined): string =>
  barcode && [12, 13, 14].includes(barcode.length) ? `"gtin${barcode.length}": ${barcode},` : '';

/**
 * Dawn's product JSON-LD, written as its Liquid template writes it rather than serialised:
 * its barcode is a bare number, so a UPC with a leading zero makes the block invalid JSON, as
 * it does on real Dawn shops.
 */
const productJsonLd = (
  context: ThemeContext,
  product: ShopifyProduct,
  position: number,
  description: string,
): string => {
  const url = `${context.origin}/products/${product.handle}`;
  const image = product.images[0];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const offers = product.variants.map(
    (variant, index) => `{
"@type" : "Offer",${variant.sku ? `"sku": ${json(variant.sku)},` : ''}${gtinProperty(variant.barcode)}
"availability" : "http://schema.org/${variant.available ? 'InStock' : 'OutOfStock'}",
"price" : ${variant.price.toFixed(2)},
"priceCurrency" : "USD",
"url" : ${json(`${url}?variant=${variantId(context.shop, position, index)}`)}
}`,
  );
  const sku = product.variants[0]?.sku;
  return `<script type="application/ld+json">
{
"@context": "http://schema.org/",
"@type": "Product",
"name": ${json(product.title)},
"url": ${json(url)},
${image ? `"image": [${json(`https:${themeImageUrl(context, image.src, 1920)}`)}],` : ''}
"description": ${json(description)},
${sku ? `"sku": ${json(sku)},` : ''}
"brand": {"@type": "Brand", "name": ${json(product.vendor)}},
"offers": [${offers.join(',')}]
}
</script>`;
};

const optionPickers = (product: ShopifyProduct): string =>
  product.variants.length < 2
    ? ''
    : product.optionNames
        .map((name, index) => {
          const values = [...new Set(product.variants.map((variant) => variant.options[index]))];
          return `<fieldset class="js product-form__input product-form__input--pill"><legend class="form__label">${escapeHtml(name)}</legend>
${values.map((value) => `<input type="radio" name="${escapeHtml(name)}" value="${escapeHtml(value ?? '')}"><label>${escapeHtml(value ?? '')}</label>`).join('\n')}
</fieldset>`;
        })
        .join('\n');

/** `/products/{handle}`. */
export const productPage = (
  context: ThemeContext,
  product: ShopifyProduct,
  position: number,
): string => {
  const plainDescription = stripHtml(product.bodyHtml);
  const variant = product.variants.find((v) => v.available) ?? product.variants[0];
  const soldOut = product.variants.every((v) => !v.available);
  const image = product.images[0];
  const media = product.images
    .map(
      (entry) =>
        `<li class="product__media-item grid__item"><img src="${escapeHtml(themeImageUrl(context, entry.src, 1946))}" alt="${escapeHtml(product.title)}" width="${entry.width}" height="${entry.height}"></li>`,
    )
    .join('\n');
  const main = `<section class="page-width section-template--main-padding">
<div class="product product--large product--left grid grid--1-col grid--2-col-tablet">
<div class="grid__item product__media-wrapper"><ul class="product__media-list contains-media grid grid--peek list-unstyled" role="list">
${media}
</ul></div>
<div class="product__info-wrapper grid__item"><div id="ProductInfo-template--main" class="product__info-container">
<p class="product__text inline-richtext caption-with-letter-spacing">${escapeHtml(product.vendor)}</p>
<div class="product__title"><h1>${escapeHtml(product.title)}</h1></div>
<div id="price-template--main" class="no-js-hidden" role="status">${priceBlock(variant, soldOut)}</div>
${context.shop.productNote ? `<p class="product__text inline-richtext">${escapeHtml(context.shop.productNote)}</p>` : ''}
${optionPickers(product)}
<form method="post" action="/cart/add" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form">
<input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓">
<button type="submit" name="add" class="product-form__submit button button--full-width button--secondary"${soldOut ? ' disabled' : ''}><span>${soldOut ? 'Sold out' : 'Add to cart'}</span></button>
</form>
<div class="product__description rte quick-add-hidden">${product.bodyHtml}</div>
</div></div>
</div>
</section>
${productJsonLd(context, product, position, plainDescription)}`;
  return themePage(context, {
    title: product.title,
    description: plainDescription.slice(0, 160),
    path: `/products/${product.handle}`,
    pageType: 'product',
    og: {
      type: 'product',
      ...(image && { image: themeImageUrl(context, image.src, 1920) }),
      ...(variant && { price: variant.price }),
    },
    main,
  });
};

/** Dawn's contact form, on the page whose template is `page.contact`. */
const contactForm = `<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate">
<input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
<div class="contact__fields">
<div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
<div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div>
</div>
<div class="field"><input type="tel" id="ContactForm-phone" class="field__input" autocomplete="tel" name="contact[Phone number]" pattern="[0-9\\-]*" value="" placeholder="Phone number"><label for="ContactForm-phone" class="field__label">Phone number</label></div>
<div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div>
<div class="contact__button"><button type="submit" class="button">Send</button></div>
</form>`;

/** `/pages/{handle}`; `contact` carries Dawn's contact form below its text. */
export const pagePage = (context: ThemeContext, handle: string, page: ShopifyPage): string =>
  themePage(context, {
    title: page.title,
    description: context.shop.description,
    path: `/pages/${handle}`,
    pageType: 'page',
    main: `<div class="page-width page-width--narrow section-template--main-padding">
<h1 class="main-page-title page-title h0">${escapeHtml(page.title)}</h1>
<div class="rte">${page.bodyHtml}</div>
${handle === 'contact' ? contactForm : ''}
</div>`,
  });

/** `/policies/{handle}`: Shopify's own policy template, the same in every theme. */
export const policyPage = (context: ThemeContext, handle: string, policy: ShopifyPage): string =>
  themePage(context, {
    title: policy.title,
    description: context.shop.description,
    path: `/policies/${handle}`,
    pageType: 'policy',
    main: `<div class="shopify-policy__container">
<div class="shopify-policy__title"><h1>${escapeHtml(policy.title)}</h1></div>
<div class="shopify-policy__body"><div class="rte">${policy.bodyHtml}</div></div>
</div>`,
  });

/** Dawn's 404 template (answered with status 404). */
export const notFoundPage = (context: ThemeContext, path: string): string =>
  themePage(context, {
    title: '404 Not Found',
    description: context.shop.description,
    path,
    pageType: '404',
    main: `<div class="template-404 page-width page-margin center">
<p class="caption-with-letter-spacing">404</p>
<h1 class="title">Page not found</h1>
<a href="/collections/all" class="button">Continue shopping</a>
</div>`,
  });
