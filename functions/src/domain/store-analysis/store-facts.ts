/**
 * Every fact the three schemes read, taken from the snapshot once: the pages that answered, the
 * text sources the phrase rules search, the contact routes, the policies, the catalogue's images,
 * discounts and vendors, the handmade words. The schemes turn facts into points; nothing here
 * scores.
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';
import { storeMarketplaces } from '@shop-scanner/shared/store-analysis-rules';
import {
  discountFactsOf,
  imageFactsOf,
  otherBrandsOf,
  productCountOf,
  vendorFactsOf,
  type DiscountFacts,
  type ImageFacts,
  type ProductCount,
  type VendorFacts,
} from './catalogue-facts';
import {
  aboutPageOf,
  answered,
  contactFactsOf,
  isReadPage,
  mainPageOf,
  pageSources,
  returnPolicyOf,
  shippingPolicyOf,
  type ContactFacts,
  type InfoPageFact,
} from './page-facts';
import type { FetchedPage, StorefrontProduct, StoreSnapshot } from './store-snapshot';
import {
  claimsOfProduct,
  farDispatch,
  handmadeKey,
  HANDMADE_WORDS,
  longDelivery,
  urgency,
} from './store-phrases';
import { findDistinct, findPhrase, type PhraseHit, type TextSource } from './text-sources';

const marketplaces: ReadonlySet<StorePlatform> = new Set(storeMarketplaces);

export const isMarketplace = (platform: StorePlatform): boolean => marketplaces.has(platform);

export interface StoreFacts {
  snapshot: StoreSnapshot;
  mainPage: FetchedPage | undefined;
  onMarketplace: boolean;
  /** The store's description, when it published one, as a source. */
  descriptionSource: TextSource | undefined;
  /** Pages, then the description, then the products: everything a phrase rule may read. */
  allSources: TextSource[];
  /** The products read ([] when the store published no list). */
  products: StorefrontProduct[];
  /** Where the product list was read from, for evidence about the whole list. */
  productListUrl: string | undefined;
  productCount: ProductCount | undefined;
  /** Characters read: the pages' text and the products' titles and descriptions. */
  contentCharacters: number;
  contact: ContactFacts;
  returnPolicy: InfoPageFact | undefined;
  shippingPolicy: InfoPageFact | undefined;
  aboutPage: InfoPageFact | undefined;
  images: ImageFacts;
  discounts: DiscountFacts;
  vendors: VendorFacts;
  /** Vendors other than the store itself. */
  otherBrands: string[];
  productsWithGtin: number;
  /** The store's own domain's age, when known (never the age of a platform's domain). */
  domainAge: DomainAgeFact | undefined;
  longDelivery: PhraseHit | undefined;
  /** Dispatch from the supplier's country or an overseas warehouse, said outright. */
  farDispatch: PhraseHit | undefined;
  urgency: PhraseHit | undefined;
  handmadeWords: PhraseHit[];
}

export interface DomainAgeFact {
  ageDays: number;
  /** "Registered 2012-04-12, 5114 days before this analysis (RDAP: rdap.verisign.com)". */
  evidence: string;
}

/** An unknown age is no age: it is never taken for a new domain (nor an old one). */
const domainAgeOf = (snapshot: StoreSnapshot): DomainAgeFact | undefined => {
  const { ageDays, registeredAt, note } = snapshot.domain;
  if (ageDays === null || snapshot.onPlatformDomain) return undefined;
  const day = registeredAt === null ? '' : `Registered ${registeredAt.slice(0, 10)}, `;
  const days = `${ageDays} ${ageDays === 1 ? 'day' : 'days'} before this analysis`;
  return { ageDays, evidence: `${day}${days}${note ? ` (${note})` : ''}` };
};

const PRODUCT_TITLE_SHOWN = 60;

const shortTitle = (title: string): string =>
  title.length > PRODUCT_TITLE_SHOWN ? `${title.slice(0, PRODUCT_TITLE_SHOWN - 1)}…` : title;

/** `in the product "Cat Lover Mug"`. */
export const inProduct = (product: StorefrontProduct): string =>
  `in the product "${shortTitle(product.title)}"`;

/** `in the description of the product "Cat Lover Mug"`. */
export const inProductDescription = (product: StorefrontProduct): string =>
  `in the description of the product "${shortTitle(product.title)}"`;

const productSource = (product: StorefrontProduct, listUrl: string | undefined): TextSource => ({
  text: [product.title, product.productType, product.vendor, ...product.tags, product.description]
    .filter((part) => part !== undefined && part !== '')
    .join(' · '),
  where: inProduct(product),
  source: product.url ?? listUrl,
});

const descriptionSourceOf = (snapshot: StoreSnapshot): TextSource | undefined => {
  const description = snapshot.description?.trim();
  if (!description) return undefined;
  const meta = snapshot.pages.find((page) => page.role === 'store-meta' && answered(page.status));
  return {
    text: description,
    where: "in the store's description",
    source: snapshot.descriptionUrl ?? meta?.url ?? mainPageOf(snapshot)?.url,
  };
};

export const readStoreFacts = (snapshot: StoreSnapshot): StoreFacts => {
  const products = snapshot.products ?? [];
  const productListUrl =
    snapshot.pages.find((page) => page.role === 'products-feed')?.url ?? mainPageOf(snapshot)?.url;
  const descriptionSource = descriptionSourceOf(snapshot);
  const allSources = [
    ...pageSources(snapshot.pages),
    ...(descriptionSource ? [descriptionSource] : []),
    ...products.map((product) => productSource(product, productListUrl)),
  ];
  const vendors = vendorFactsOf(products);
  const pagesText = snapshot.pages
    .filter(isReadPage)
    .reduce((sum, page) => sum + page.text.length, 0);
  const productsText = products.reduce(
    (sum, product) => sum + product.title.length + product.description.length,
    0,
  );

  return {
    snapshot,
    mainPage: mainPageOf(snapshot),
    onMarketplace: isMarketplace(snapshot.platform),
    descriptionSource,
    allSources,
    products,
    productListUrl,
    productCount: productCountOf(snapshot),
    contentCharacters: pagesText + productsText,
    contact: contactFactsOf(snapshot.pages),
    returnPolicy: returnPolicyOf(snapshot.pages),
    shippingPolicy: shippingPolicyOf(snapshot.pages),
    aboutPage: aboutPageOf(snapshot.pages),
    images: imageFactsOf(products),
    discounts: discountFactsOf(products),
    vendors,
    // On a marketplace the listing's seller is the store: Etsy prints the shop as the brand.
    otherBrands: otherBrandsOf(vendors, snapshot.storeName ?? snapshot.sellerName),
    productsWithGtin: products.filter((product) => product.gtin !== undefined).length,
    domainAge: domainAgeOf(snapshot),
    longDelivery: findPhrase(allSources, longDelivery),
    farDispatch: findPhrase(allSources, farDispatch),
    urgency: findPhrase(allSources, urgency),
    handmadeWords: findDistinct(allSources, HANDMADE_WORDS, handmadeKey, claimsOfProduct),
  };
};
