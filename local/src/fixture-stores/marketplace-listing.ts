/**
 * A product listing shaped like Amazon's (`/dp/{ASIN}`): the title, "Visit the … Store", the
 * price, "Ships from" and "Sold by" in the buy box, Amazon's response headers and cookies, Open
 * Graph tags and no JSON-LD, as on Amazon. The product is the brand shop's first catalogue
 * product, sold by that brand on the marketplace.
 *
 * Platform detection knows a marketplace by its real host name only, so tests reach this store
 * as `http://www.amazon.com:PORT/dp/…` through an injected DNS lookup (marketplaceUrl).
 */
import { oneBrandsProducts, type CatalogueProduct } from './catalogue-products';
import { BRAND_SHOP_PRODUCTS } from './brand-shopify';
import {
  answer,
  requestTarget,
  type FixtureStoreDefinition,
  type StoreHandler,
} from './fixture-store';
import { escapeHtml, stableHex, usd } from './html';

export const LISTING_ASIN = 'B0CX7TQ4HZ';
const MARKETPLACE_HOST = 'www.amazon.com';

/** Amazon's headers (its edge, then the page's), with fixed ids. */
const amazonHeaders = (status: number): Record<string, string | string[]> => ({
  server: 'Server',
  'content-type': 'text/html;charset=UTF-8',
  'x-amz-rid': 'Q8N2J4XH7V0W3K5TB1RM',
  vary: 'Content-Type,Accept-Encoding,User-Agent',
  'content-language': 'en-US',
  'strict-transport-security': 'max-age=47474747; includeSubDomains; preload',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'interest-cohort=()',
  'accept-ch': 'ect,rtt,downlink,device-memory,sec-ch-device-memory,viewport-width',
  'x-cache': status === 200 ? 'Miss from cloudfront' : 'Error from cloudfront',
  via: '1.1 6b3f2a1c0d9e8f7a6b5c4d3e2f1a0b9c.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'IAD89-P1',
  'x-amz-cf-id': 'qL0pZ8hT3w9XyB2vK7mN4sR6uE1cA5dF0gH8jJ2kL3mN4oP5q==',
  'set-cookie': [
    'session-id=147-2289341-5560377; Domain=.amazon.com; Expires=Fri, 05-Nov-2027 15:00:20 GMT; Path=/; Secure',
    'i18n-prefs=USD; Domain=.amazon.com; Expires=Fri, 05-Nov-2027 15:00:20 GMT; Path=/',
  ],
});

/** The page's text as Amazon lays it out (ids and classes are Amazon's own). */
const listingPage = (product: CatalogueProduct): string => {
  const [dollars, cents] = product.price.toFixed(2).split('.');
  const image = `https://m.media-amazon.com/images/I/71${stableHex(product.name, 8)}L._AC_SL1500_.jpg`;
  const titleTag = `Amazon.com : ${product.name} : ${product.category}`;
  const storePath = `/stores/${encodeURIComponent(product.brand.replace(/\s+/g, ''))}/page/${stableHex(product.brand, 8).toUpperCase()}`;
  return `<!doctype html><html lang="en-us" class="a-no-js" data-19ax5a9jf="dingo"><head>
<meta charset="utf-8">
<title>${escapeHtml(titleTag)}</title>
<meta name="description" content="${escapeHtml(`${titleTag}. ${product.features.join('. ')}`)}">
<meta name="title" content="${escapeHtml(titleTag)}">
<link rel="canonical" href="https://www.amazon.com/${encodeURIComponent(product.name.replace(/\s+/g, '-'))}/dp/${LISTING_ASIN}">
<meta property="og:title" content="${escapeHtml(product.name)}">
<meta property="og:description" content="${escapeHtml(product.description)}">
<meta property="og:image" content="${image}">
<meta property="og:url" content="https://www.amazon.com/dp/${LISTING_ASIN}">
<meta property="og:site_name" content="Amazon.com">
<link rel="stylesheet" href="https://m.media-amazon.com/images/I/61xJcNKKLXL.css?AUIClients/AmazonUIjQuery">
</head>
<body class="a-m-us a-aui_72554-c a-aui_a11y_6_837773-c dp">
<div id="a-page"><div id="dp" class="grocery en_US"><div id="dp-container" class="a-container" role="main">
<div id="wayfinding-breadcrumbs_feature_div"><ul class="a-unordered-list a-horizontal a-size-small"><li><span class="a-list-item"><a class="a-link-normal a-color-tertiary" href="/b/?node=16310101">${escapeHtml(product.category)}</a></span></li></ul></div>
<div id="leftCol"><div id="imgTagWrapperId" class="imgTagWrapper"><img alt="${escapeHtml(product.name)}" src="${image}" data-old-hires="${image}" id="landingImage"></div></div>
<div id="centerCol" class="centerColAlign">
<div id="title_feature_div"><h1 id="title" class="a-size-large a-spacing-none"><span id="productTitle" class="a-size-large product-title-word-break">        ${escapeHtml(product.name)}       </span></h1></div>
<div id="bylineInfo_feature_div"><a id="bylineInfo" class="a-link-normal" href="${storePath}?ref_=ast_bln">Visit the ${escapeHtml(product.brand)} Store</a></div>
<div id="averageCustomerReviews_feature_div"><span class="a-icon-alt">4.5 out of 5 stars</span> <span id="acrCustomerReviewText" class="a-size-base">1,284 ratings</span></div>
<div id="corePriceDisplay_desktop_feature_div"><span class="a-price aok-align-center reinventPricePriceToPayMargin priceToPay" data-a-size="xl" data-a-color="base"><span class="a-offscreen">${usd(product.price)}</span><span aria-hidden="true"><span class="a-price-symbol">$</span><span class="a-price-whole">${dollars}<span class="a-price-decimal">.</span></span><span class="a-price-fraction">${cents}</span></span></span></div>
<div id="feature-bullets" class="a-section a-spacing-medium a-spacing-top-small"><h1 class="a-size-base-plus a-text-bold">About this item</h1><ul class="a-unordered-list a-vertical a-spacing-mini">
${product.features.map((feature) => `<li class="a-spacing-mini"><span class="a-list-item"> ${escapeHtml(feature)} </span></li>`).join('\n')}
</ul></div>
</div>
<div id="rightCol"><div id="buybox" class="a-section">
<div id="availability" class="a-section a-spacing-base"><span class="a-size-medium a-color-success"> In Stock </span></div>
<div class="offer-display-features-container"><div id="offerDisplayFeatures_desktop">
<div class="offer-display-feature-label"><span class="a-size-small">Ships from</span></div><div class="offer-display-feature-text"><span class="a-size-small offer-display-feature-text-message">Amazon.com</span></div>
<div class="offer-display-feature-label"><span class="a-size-small">Sold by</span></div><div id="merchantInfoFeature_feature_div" class="offer-display-feature-text"><a id="sellerProfileTriggerId" href="/gp/help/seller/at-a-glance.html/ref=dp_merchant_link?ie=UTF8&amp;seller=A${stableHex(product.brand, 12).toUpperCase()}&amp;asin=${LISTING_ASIN}">${escapeHtml(product.brand)}</a></div>
<div class="offer-display-feature-label"><span class="a-size-small">Returns</span></div><div class="offer-display-feature-text"><span class="a-size-small">30-day refund/replacement</span></div>
</div></div>
<span id="submit.add-to-cart" class="a-button a-spacing-small a-button-primary"><input id="add-to-cart-button" name="submit.add-to-cart" title="Add to Shopping Cart" class="a-button-input" type="submit" value="Add to Cart"></span>
</div></div>
<div id="productDescription_feature_div"><div id="productDescription" class="a-section a-spacing-small"><p><span>${escapeHtml(product.description)}</span></p></div></div>
</div></div></div>
</body></html>`;
};

/** Amazon's "page not found" (the dog page), status 404. */
const dogsPage = `<!doctype html><html><head><title>Page Not Found</title></head><body><div><a href="/ref=cs_404_logo"><img alt="Amazon.com" src="https://images-na.ssl-images-amazon.com/images/G/01/error/logo._TTD_.png"></a>
<p><b>Sorry! We couldn't find that page. Try searching or go to Amazon's home page.</b></p><a href="/dogsofamazon"><img alt="Dogs of Amazon" src="https://images-na.ssl-images-amazon.com/images/G/01/error/1._TTD_.jpg"></a></div></body></html>`;

const listingStore = (product: CatalogueProduct) => (): StoreHandler => (request, response) => {
  const { pathname } = requestTarget(request);
  // Amazon answers /dp/ASIN with or without a title slug before it.
  const found = new RegExp(`^(?:/[^/]+)?/dp/${LISTING_ASIN}/?$`).test(pathname);
  answer(
    response,
    found ? 200 : 404,
    amazonHeaders(found ? 200 : 404),
    found ? listingPage(product) : dogsPage,
  );
};

export const marketplaceListing = (): FixtureStoreDefinition => {
  const product = oneBrandsProducts(BRAND_SHOP_PRODUCTS)[0];
  if (!product) throw new Error('the demo catalogue has no product for the listing');
  return {
    kind: 'marketplace-listing',
    label: 'An Amazon product listing',
    path: `/dp/${LISTING_ASIN}`,
    marketplaceHost: MARKETPLACE_HOST,
    createHandler: listingStore(product),
  };
};
