/**
 * What was read from a store, before any rule looks at it: the pages, the platform and what
 * fired its detection, the storefront's own product list and meta, the domain's registration.
 * lib/store-reading builds it (all the fetching); the scoring schemes (this folder) read only it,
 * so every rule is a pure function of what was fetched and can say where its evidence came from.
 */
import type { DomainAge, StorePlatform } from '@shop-scanner/shared/store-analysis';

/** Why a page was read. */
export type PageRole =
  | 'storefront'
  | 'listing'
  | 'products-feed'
  | 'store-meta'
  /** One product's page, read for the barcode its product list leaves out (no text kept). */
  | 'product'
  | 'policy'
  | 'shipping'
  | 'contact'
  | 'about';

export interface FetchedPage {
  /** The final address, after redirects. */
  url: string;
  role: PageRole;
  /** HTTP status, or null when it could not be fetched (note says why). */
  status: number | null;
  /**
   * The page's own visible content, whitespace collapsed, capped (scripts, styles and hidden
   * markup removed, and the site's menus, header, footer, banners and ads set apart).
   */
  text: string;
  /**
   * The text of what was set apart: where a site prints its address and phone number, and where
   * its menus name everything it sells. Only the contact rules read it.
   */
  furnitureText?: string;
  title?: string;
  metaDescription?: string;
  note?: string;
}

export interface StorefrontVariant {
  price: number;
  compareAtPrice?: number;
  available?: boolean;
}

/** A product as the store itself published it (Shopify's products.json, or a page's JSON-LD). */
export interface StorefrontProduct {
  title: string;
  vendor?: string;
  productType?: string;
  tags: string[];
  /** Plain text of the product's description. */
  description: string;
  /** Up to 5 image addresses. */
  images: string[];
  /**
   * Up to 5 image addresses from the description's own markup (absent when it has none): an
   * import app leaves the supplier's description images there, on the supplier's image host,
   * while the platform rehosts the product's photos.
   */
  descriptionImages?: string[];
  /** Up to 10 variants. */
  variants: StorefrontVariant[];
  url?: string;
  /** GTIN/UPC/EAN if the store published one (variant barcode, JSON-LD gtin). */
  gtin?: string;
}

export interface StoreSnapshot {
  /** The address the shopper gave, normalized. */
  url: string;
  /** Host without `www.`: the store, for cache, quota and RDAP. */
  host: string;
  platform: StorePlatform;
  /** What fired the platform detection: 'x-shopid header', '/cdn/shop/ file paths', 'address'. */
  platformEvidence: string[];
  /** A marketplace or platform subdomain (*.myshopify.com, an Amazon listing): no custom domain. */
  onPlatformDomain: boolean;
  /** Every page read, the storefront (or listing) first. */
  pages: FetchedPage[];
  storeName?: string;
  /**
   * The shop's own description of itself (Shopify meta, Organization or WebSite data, the home or
   * about page's meta description), never a product's.
   */
  description?: string;
  /** The page (or feed) the description was read from. */
  descriptionUrl?: string;
  /**
   * On a marketplace listing, the seller's shop the listing links to (Etsy's `/shop/<name>`): the
   * store being checked, so a product's brand that names it is not another vendor.
   */
  sellerName?: string;
  /** Where the shop says it is (Shopify meta city/country). */
  location?: string;
  /** The storefront's product list: null when the store published none. */
  products: StorefrontProduct[] | null;
  /**
   * Where the products were read: the store's catalogue (its product feed, a home or collection
   * page's list), or one product page (its own product and the related items it shows), which
   * says nothing of what the store sells as a whole. Absent: the catalogue.
   */
  productsFrom?: 'catalogue' | 'product-page';
  /** How many products the store says it publishes, when it says (Shopify meta). */
  publishedProductCount?: number;
  domain: DomainAge;
}
