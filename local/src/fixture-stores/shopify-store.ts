/**
 * A Shopify shop's server: the storefront pages, `/products.json` and `/meta.json`, policies
 * and pages, with Shopify's headers on every answer and the theme's 404 page for the rest.
 */
import {
  answer,
  requestTarget,
  type FixtureStoreDefinition,
  type FixtureStoreKind,
  type StoreHandler,
} from './fixture-store';
import {
  metaJson,
  productsJson,
  shopifyHeaders,
  shopifyPageCookies,
  type ShopifyProduct,
  type ShopifyShop,
} from './shopify-shapes';
import {
  catalogPage,
  homePage,
  notFoundPage,
  pagePage,
  policyPage,
  productPage,
  type ThemeContext,
} from './shopify-theme';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

export const shopifyStore =
  (shop: ShopifyShop) =>
  (origin: string): StoreHandler => {
    const context: ThemeContext = { shop, origin, host: new URL(origin).host };
    const positions = new Map(shop.products.map((product, position) => [product.handle, position]));

    /** The page at a path, or undefined for the 404 page. */
    const pageAt = (path: string): string | undefined => {
      if (path === '/') return homePage(context);
      if (path === '/collections/all') return catalogPage(context);
      const [, section, handle = ''] = /^\/(products|pages|policies)\/([^/]+)$/.exec(path) ?? [];
      const position = positions.get(handle);
      const product = position === undefined ? undefined : shop.products[position];
      if (section === 'products' && product && position !== undefined)
        return productPage(context, product, position);
      // Own keys only: `/pages/constructor` is no page.
      const page = Object.hasOwn(shop.pages, handle) ? shop.pages[handle] : undefined;
      if (section === 'pages' && page) return pagePage(context, handle, page);
      const policy = Object.hasOwn(shop.policies, handle) ? shop.policies[handle] : undefined;
      if (section === 'policies' && policy) return policyPage(context, handle, policy);
      return undefined;
    };

    return (request, response) => {
      const target = requestTarget(request);
      const path = target.pathname;
      if (path === '/products.json' || path === '/meta.json') {
        const body =
          path === '/meta.json' ? metaJson(shop, origin) : productsJson(shop, target.searchParams);
        answer(response, 200, shopifyHeaders(shop, JSON_TYPE), JSON.stringify(body));
        return;
      }
      const page = pageAt(path);
      answer(
        response,
        page === undefined ? 404 : 200,
        { ...shopifyHeaders(shop, HTML), 'set-cookie': shopifyPageCookies(shop) },
        page ?? notFoundPage(context, path),
      );
    };
  };

/**
 * A Shopify shop as a fixture store: its home page is the address to analyse, and the page of the
 * product `featured` picks (the first unless told otherwise), when there is one, the url tab's.
 */
export const shopifyFixtureStore = (
  kind: FixtureStoreKind,
  label: string,
  shop: ShopifyShop,
  featured: (shop: ShopifyShop) => ShopifyProduct | undefined = (first) => first.products[0],
): FixtureStoreDefinition => {
  const product = featured(shop);
  return {
    kind,
    label,
    path: '/',
    ...(product && { productPath: `/products/${product.handle}` }),
    createHandler: shopifyStore(shop),
  };
};
