import { describe, expect, it } from 'vitest';
import type { FetchedPage, StorefrontProduct } from '../../domain/store-analysis/store-snapshot';
import type { PageText } from './page-text';
import {
  isHomePage,
  PRODUCT_PAGE_DEADLINE_MS,
  siteNameFromTitle,
  storeDescriptionOf,
  type StoreDescriptionSources,
  storeNameOf,
  withProductPageBarcode,
  type Catalogue,
  type StoreNameSources,
} from './read-store';
import type { FetchOptions, FetchResponse, SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';

const HOME = 'https://hearth.example/';

const aPage = (title: string | undefined, links: PageText['links'] = []): PageText => ({
  ...(title !== undefined && { title }),
  text: '',
  furnitureText: '',
  links,
});

/** The header of a WordPress theme: the site title links home, then the menu. */
const siteTitleLinks = [
  { href: HOME, text: 'Hearth & Table' },
  { href: HOME, text: 'Home' },
  { href: `${HOME}shop/`, text: 'Shop' },
];

describe('siteNameFromTitle', () => {
  it('strips the tagline of "Name – Tagline" when the name links to the home page', () => {
    const page = aPage(
      'Hearth & Table – Kitchen and home goods from makers we trust',
      siteTitleLinks,
    );

    expect(siteNameFromTitle(page, HOME)).toBe('Hearth & Table');
  });

  it('takes the name from either side: "Shop | Name" on an inner page', () => {
    const page = aPage('Shop | Hearth & Table', siteTitleLinks);

    expect(siteNameFromTitle(page, `${HOME}shop/`)).toBe('Hearth & Table');
  });

  it.each([
    ['no link home names a side', 'Salt – Pepper Co', [{ href: HOME, text: 'Home' }]],
    ['a side links elsewhere', 'Salt – Pepper Co', [{ href: `${HOME}salt/`, text: 'Salt' }]],
    ['a hyphen, which names use', 'Hearth-Table - Kitchen goods', siteTitleLinks],
    ['no side names a brand or the domain', 'Keystick Wall Sconce | Lamps', []],
  ])('keeps the whole title when %s', (_case, title, links) => {
    expect(siteNameFromTitle(aPage(title, links), HOME)).toBe(title);
  });

  it('picks the part that links home among more than two', () => {
    const page = aPage('Mugs – Hearth & Table – Kitchen goods', siteTitleLinks);
    expect(siteNameFromTitle(page, HOME)).toBe('Hearth & Table');
  });

  it("picks the part that is the domain's label: a product page's title names the product first", () => {
    const page = aPage('Keystick Wall Sconce | Rejuvenation');
    const url = 'https://www.rejuvenation.com/catalog/products/keystick-wall-sconce-aged-brass';
    expect(siteNameFromTitle(page, url)).toBe('Rejuvenation');
  });

  it('picks the part that is a brand the page names, spelt apart from the domain', () => {
    const page = aPage('Tully Sconce | Pottery Barn');
    expect(siteNameFromTitle(page, 'https://pb.example/products/tully', ['Pottery Barn'])).toBe(
      'Pottery Barn',
    );
    expect(siteNameFromTitle(page, 'https://www.potterybarn.com/products/tully')).toBe(
      'Pottery Barn',
    );
  });

  it("picks the part that is the domain's label with its country, on a national site", () => {
    // The real title of a Best Buy Canada product page (functions/test/real-pages/).
    const page = aPage('Google Nest Hello Wi-Fi Video Doorbell - Black/White | Best Buy Canada');
    const url = 'https://www.bestbuy.ca/en-ca/product/google-nest-hello/12345';
    expect(siteNameFromTitle(page, url)).toBe('Best Buy Canada');
  });

  it('answers undefined for a page without a title', () => {
    expect(siteNameFromTitle(aPage(undefined), HOME)).toBeUndefined();
  });

  it.each([
    // The real title of an Almedina (Magento) product page: the book's name, whole.
    ['a title in one part', 'The One Device: The Secret History of the iPhone'],
    ['a title no part of which names the site', 'Keystick Wall Sconce | Lamps'],
  ])("takes no store name from a product page's %s", (_case, title) => {
    const url = 'https://www.almedina.net/the-one-device-1605177813.html';
    expect(siteNameFromTitle(aPage(title), url)).toBeUndefined();
  });

  it.each([
    // Real product page titles: the site named by its domain with its own country ending.
    [
      "Whiskey Jack Daniel'S Single Barrel, 45%, 0.7l - eMAG.ro",
      'https://www.emag.ro/w/pd/D/',
      'eMAG.ro',
    ],
    ['Consola Retro Tipo Joypad | Paris.cl', 'https://www.paris.cl/consola-retro.html', 'Paris.cl'],
  ])("names the site from a product page's title %j", (title, url, name) => {
    expect(siteNameFromTitle(aPage(title), url)).toBe(name);
  });

  it.each([
    // Real product page titles whose site part says more than the site's name.
    [
      'Potapljaška maska z dioptrijo - prodaja, ugodna cena - spletna trgovina Vsezaoči.si',
      'https://www.vsezaoci.si/sportna-ocala/potapljaska-maska',
      'Vsezaoči.si',
    ],
    [
      'ANPIX Redukcia z NGFF M2 (key M) na PCI-E 4x AG-M22PCIE4 - AGEM Computers ESHOP',
      'https://www.agem.sk/usb-komponenty/anpix-redukcia-114768289',
      'AGEM',
    ],
  ])(
    "names the site by the word of the title's site part that is the domain's: %j",
    (title, url, name) => {
      // Prepare
      const page = aPage(title);

      // Act
      const found = siteNameFromTitle(page, url);

      // Assess
      expect(found).toBe(name);
    },
  );

  it("never takes the site's word from the product's own part of the title", () => {
    const url = 'https://www.agem.sk/agem-usb-hub.html';
    expect(siteNameFromTitle(aPage('AGEM USB hub - Hubs'), url)).toBeUndefined();
  });

  it("still takes a product page's one-part title that is the domain's label", () => {
    expect(siteNameFromTitle(aPage('Almedina'), 'https://www.almedina.net/a-book.html')).toBe(
      'Almedina',
    );
  });
});

describe('storeNameOf', () => {
  const sources = (overrides: Partial<StoreNameSources> = {}): StoreNameSources => ({
    meta: undefined,
    page: aPage('Hearth & Table – Kitchen and home goods from makers we trust'),
    pageUrl: HOME,
    organization: {},
    websiteName: undefined,
    onMarketplace: false,
    ...overrides,
  });

  it("prefers the WebSite JSON-LD's name to the page title (WooCommerce's home page)", () => {
    expect(storeNameOf(sources({ websiteName: 'Hearth & Table' }))).toBe('Hearth & Table');
  });

  it('prefers og:site_name, then the Organization, then the WebSite', () => {
    const page = { ...aPage('Title – Tagline'), ogSiteName: 'OG Name' };

    expect(storeNameOf(sources({ page, organization: { name: 'Org' }, websiteName: 'Site' }))).toBe(
      'OG Name',
    );
    expect(storeNameOf(sources({ organization: { name: 'Org' }, websiteName: 'Site' }))).toBe(
      'Org',
    );
  });

  it('spells a declared handle as the logo or the title spell the name', () => {
    // Prepare: Currys Ireland's og:site_name is "currysie"; its logo's alt text says "Currys".
    const url = 'https://www.currys.ie/ieen/computing/tablets/ipad-pro-10206131-pdt.html';
    const logo = { href: 'https://www.currys.ie/ieen/index.html', text: 'Back to home' };
    const page = (imageAlt?: string) => ({
      ...aPage('APPLE 11" iPad Pro (2020) - 512 GB, Silver Fast Delivery | Currysie', [
        { ...logo, ...(imageAlt && { imageAlt }) },
      ]),
      ogSiteName: 'currysie',
    });

    // Act
    const withLogo = storeNameOf(sources({ page: page('Currys'), pageUrl: url }));
    const withoutLogo = storeNameOf(sources({ page: page(), pageUrl: url }));

    // Assess: the title's "Currysie" is the handle again; with nothing better it stays.
    expect(withLogo).toBe('Currys');
    expect(withoutLogo).toBe('currysie');
  });

  it('spells a declared address as the title spells the name, and keeps it when nothing does', () => {
    // Prepare: Laendleanzeiger's og:site_name is its host; its title ends "… bei Laendleanzeiger.at".
    const url = 'https://www.laendleanzeiger.at/boote/motorboote/c5780a200532255/frame.html';
    const title =
      'Lattenrostbausatz CALYPSO 140 cm in Dornbirn - Motorboote - kostenlose Kleinanzeigen bei Laendleanzeiger.at';
    const declared = (pageTitle: string) => ({
      ...aPage(pageTitle),
      ogSiteName: 'www.laendleanzeiger.at',
    });

    // Act
    const spelled = storeNameOf(sources({ page: declared(title), pageUrl: url }));
    const unspelled = storeNameOf(sources({ page: declared('Lattenrostbausatz'), pageUrl: url }));

    // Assess
    expect(spelled).toBe('Laendleanzeiger.at');
    expect(unspelled).toBe('www.laendleanzeiger.at');
  });

  it.each([
    [
      'a title with its tagline',
      'GOMAJI 最大吃喝玩樂平台 | 全台人氣美食、優惠餐廳、五星餐劵',
      'https://www.gomaji.com/store/7210',
      'GOMAJI',
    ],
    [
      'a description around the name in guillemets',
      'Сеть магазинов электроники и бытовой техники «Мечта».',
      'https://www.mechta.kz/product/samsung-a01/',
      'Мечта',
    ],
    [
      'a title whose parts do not name the site',
      'Hearth-Table - Kitchen goods',
      'https://www.example.com/products/pan',
      'Hearth-Table - Kitchen goods',
    ],
    ['a name alone in guillemets', '« Chez Paul »', 'https://chezpaul.fr/p/1', 'Chez Paul'],
  ])('takes the name within a declared name that says more: %s', (_case, declared, url, name) => {
    const page = { ...aPage('A product'), ogSiteName: declared };
    expect(storeNameOf(sources({ page, pageUrl: url }))).toBe(name);
  });

  it("keeps a declared name that is not the domain's handle as written", () => {
    const page = { ...aPage('Shoes | Spartoo.pt !'), ogSiteName: 'Spartoo.pt !' };
    const url = 'https://www.spartoo.pt/Tommy-Jeans-OFLEKI-x3410048.php';
    expect(storeNameOf(sources({ page, pageUrl: url }))).toBe('Spartoo.pt');
    expect(storeNameOf(sources({ page: aPage('Shoes | Spartoo.pt !'), pageUrl: url }))).toBe(
      'Spartoo.pt',
    );
  });

  it("takes no marketplace page's title for the store's name", () => {
    expect(storeNameOf(sources({ onMarketplace: true }))).toBeUndefined();
  });

  it("takes no name a marketplace's page declares: it is the marketplace's, not the seller's", () => {
    const page = { ...aPage('Pony Cart Harness | eBay'), ogSiteName: 'eBay' };
    expect(
      storeNameOf(sources({ onMarketplace: true, page, organization: { name: 'eBay' } })),
    ).toBeUndefined();
  });
});

describe('withProductPageBarcode', () => {
  const ORIGIN = 'https://tuscan.example';
  const productUrl = `${ORIGIN}/products/granola`;

  /** Dawn's product JSON-LD, its barcode unquoted as Dawn prints it (a UPC with its 0). */
  const dawnProductPage = `<html><body><h1>Small Batch Granola</h1>
<script type="application/ld+json">
{"@context": "http://schema.org/", "@type": "Product", "name": "Small Batch Granola",
"brand": {"@type": "Brand", "name": "Tuscan Hills"},
"offers": [{"@type" : "Offer","gtin12": 012345678905, "price" : 9.5, "priceCurrency" : "USD"}]}
</script></body></html>`;

  const aProduct = (overrides: Partial<StorefrontProduct> = {}): StorefrontProduct => ({
    title: 'Small Batch Granola',
    vendor: 'Tuscan Hills',
    tags: [],
    description: '',
    images: [],
    variants: [{ price: 9.5 }],
    url: productUrl,
    ...overrides,
  });

  const feedPage = {
    url: `${ORIGIN}/products.json?limit=50`,
    role: 'products-feed' as const,
    status: 200,
    text: '',
  };

  /** A fetcher answering each address from a table, recording what it was asked. */
  const fetcherOf = (pages: Record<string, { status: number; html: string }>) => {
    const asked: { url: string; options: FetchOptions | undefined }[] = [];
    const fetcher: SafeFetcher = {
      fetch: async (url, options) => {
        asked.push({ url, options });
        const page = pages[url];
        if (!page) throw Object.assign(new Error('refused'), { reason: 'connect' });
        const body = Buffer.from(page.html);
        const response: FetchResponse = {
          url,
          status: page.status,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body,
          text: () => page.html,
          redirects: [],
        };
        return response;
      },
      assertFetchable: async () => undefined,
    };
    return { fetcher, asked };
  };

  it("reads the first product's barcode from its page when the product list has none", async () => {
    const { fetcher, asked } = fetcherOf({ [productUrl]: { status: 200, html: dawnProductPage } });
    const catalogue: Catalogue = {
      pages: [feedPage],
      products: [aProduct(), aProduct({ title: 'Honey', url: `${ORIGIN}/products/honey` })],
    };

    const read = await withProductPageBarcode(fetcher, catalogue, ORIGIN);

    expect(read.products?.map((product) => product.gtin)).toEqual(['012345678905', undefined]);
    expect(read.pages).toEqual([
      feedPage,
      {
        url: productUrl,
        role: 'product',
        status: 200,
        text: '',
        note: 'barcode (GTIN) read for "Small Batch Granola": 012345678905',
      },
    ]);
    expect(asked).toEqual([
      {
        url: productUrl,
        options: expect.objectContaining({ deadlineMs: PRODUCT_PAGE_DEADLINE_MS }),
      },
    ]);
  });

  it('reads no page when the list has a barcode, or no product of the store to read', async () => {
    const { fetcher, asked } = fetcherOf({});
    const withBarcode: Catalogue = {
      pages: [feedPage],
      products: [aProduct({ gtin: '4006381333931' })],
    };
    const elsewhere: Catalogue = {
      pages: [feedPage],
      products: [aProduct({ url: 'https://other.example/products/granola' })],
    };

    expect(await withProductPageBarcode(fetcher, withBarcode, ORIGIN)).toBe(withBarcode);
    expect(await withProductPageBarcode(fetcher, elsewhere, ORIGIN)).toBe(elsewhere);
    expect(await withProductPageBarcode(fetcher, { pages: [], products: null }, ORIGIN)).toEqual({
      pages: [],
      products: null,
    });
    expect(asked).toEqual([]);
  });

  it('records a product page that failed or published no barcode, and changes no product', async () => {
    const { fetcher } = fetcherOf({
      [productUrl]: { status: 200, html: '<html><body><h1>Granola</h1></body></html>' },
    });
    const unreachable = fetcherOf({}).fetcher;
    const catalogue: Catalogue = { pages: [feedPage], products: [aProduct()] };

    const plain = await withProductPageBarcode(fetcher, catalogue, ORIGIN);
    const failed = await withProductPageBarcode(unreachable, catalogue, ORIGIN);

    expect(plain.products).toEqual(catalogue.products);
    expect(plain.pages[1]).toMatchObject({ role: 'product', note: 'no barcode (GTIN) published' });
    expect(failed.products).toEqual(catalogue.products);
    expect(failed.pages[1]).toMatchObject({
      url: productUrl,
      role: 'product',
      status: null,
      note: 'not fetched: connect',
    });
  });
});

describe('isHomePage', () => {
  it.each([
    'https://shop.example/',
    'https://shop.example/en/',
    'https://shop.example/en-gb',
    'https://shop.example/index.html?ref=x',
  ])('takes %s for the home page', (url) => {
    expect(isHomePage(url)).toBe(true);
  });

  it.each([
    'https://www.costco.com/afa-sink.product.100432602.html',
    'https://www.belfusto.com/tendencia/ergowear/',
    'https://shop.example/products/mug',
  ])('takes %s for another page', (url) => {
    expect(isHomePage(url)).toBe(false);
  });
});

describe('storeDescriptionOf', () => {
  const page = (url: string, metaDescription?: string, role: FetchedPage['role'] = 'storefront') =>
    ({
      url,
      role,
      status: 200,
      text: 'Some text',
      ...(metaDescription !== undefined && { metaDescription }),
    }) satisfies FetchedPage;

  const sources = (overrides: Partial<StoreDescriptionSources>): StoreDescriptionSources => ({
    meta: undefined,
    metaUrl: undefined,
    siteDescription: undefined,
    mainPage: page(HOME, 'Kitchen and home goods from makers we trust.'),
    infoPages: [],
    onMarketplace: false,
    ...overrides,
  });

  it("takes the home page's meta description, from the home page", () => {
    expect(storeDescriptionOf(sources({}))).toEqual({
      text: 'Kitchen and home goods from makers we trust.',
      url: HOME,
    });
  });

  it("never takes a product page's meta description for the store's", () => {
    const product = page(
      'https://www.costco.com/afa-sink.product.100432602.html',
      'AFA Stainless 33-inch Sink and Semi Pro Faucet Combo, Handmade Single Bowl.',
    );

    expect(storeDescriptionOf(sources({ mainPage: product }))).toBeUndefined();
  });

  it("takes the site's own Organization or WebSite description, and the about page's, on any page", () => {
    const product = page('https://shop.example/products/mug', 'A mug.');
    const about = page('https://shop.example/pages/about', 'Two potters in Vermont.', 'about');

    expect(
      storeDescriptionOf(sources({ mainPage: product, siteDescription: 'Stoneware since 2009.' })),
    ).toEqual({ text: 'Stoneware since 2009.', url: 'https://shop.example/products/mug' });
    expect(storeDescriptionOf(sources({ mainPage: product, infoPages: [about] }))).toEqual({
      text: 'Two potters in Vermont.',
      url: 'https://shop.example/pages/about',
    });
  });

  it("takes nothing on a marketplace but the shop's own meta", () => {
    expect(
      storeDescriptionOf(sources({ onMarketplace: true, siteDescription: 'Amazon.com' })),
    ).toBeUndefined();
  });
});
