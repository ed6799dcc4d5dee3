import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import {
  isOutOfView,
  marketplaceTitle,
  namesSite,
  pageProductTitle,
  productNameText,
  titleWithoutSite,
  visibleHeading,
} from './page-product-title';

describe('marketplaceTitle', () => {
  it("reads Amazon's #productTitle on an Amazon host, and nothing elsewhere", () => {
    // Prepare: Amazon's cart pop-over heading comes first in the markup, as on the real pages.
    const root = parse(
      '<h1 class="a-size-extra-large success-message">Adding to Cart...</h1>' +
        '<h1 id="title"><span id="productTitle">  Gorilla Black Duct Tape  </span></h1>',
    );

    // Act / Assess
    expect(marketplaceTitle(root, 'www.amazon.com')).toBe('Gorilla Black Duct Tape');
    expect(marketplaceTitle(root, 'www.amazon.co.uk')).toBe('Gorilla Black Duct Tape');
    expect(marketplaceTitle(root, 'amazon.shop')).toBeUndefined();
    expect(marketplaceTitle(root, 'shop.example')).toBeUndefined();
  });

  it("reads eBay's title without the hidden words it starts with", () => {
    // The shape of eBay's listing title: a hidden 'Details about' for screen readers first.
    const root = parse(
      '<h1 class="it-ttl" itemprop="name" id="itemTitle">' +
        '<span class="g-hdn">Details about &nbsp;</span>Apple iPhone 8 &amp; Case - 64GB</h1>',
    );

    expect(marketplaceTitle(root, 'www.ebay.com')).toBe('Apple iPhone 8 & Case - 64GB');
  });

  it("reads Etsy's buy-box title, not its privacy dialog's heading", () => {
    const root = parse(
      '<div class="wt-overlay"><h1>Tu configuración de privacidad de Etsy</h1></div>' +
        '<h1 data-buy-box-listing-title="true"> Doormat </h1>',
    );
    expect(marketplaceTitle(root, 'www.etsy.com')).toBe('Doormat');
  });
});

describe('titleWithoutSite', () => {
  it.each([
    ['Tully Sconce | Pottery Barn', ['Pottery Barn'], 'www.potterybarn.com', 'Tully Sconce'],
    ['Tully Sconce | Pottery Barn', [], 'www.potterybarn.com', 'Tully Sconce'],
    [
      'Amazon.com: SainSmart 4-Channel Relay Module : Automotive',
      [],
      'www.amazon.com',
      'SainSmart 4-Channel Relay Module',
    ],
    [
      'Duprey 4-Light Lantern Pendant & Reviews | Joss & Main',
      ['Joss &amp; Main'],
      'www.jossandmain.com',
      'Duprey 4-Light Lantern Pendant & Reviews',
    ],
    [
      'Vegetable Perfection: 100 recipes: Amazon.co.uk: Follas, Mat: Books',
      [],
      'www.amazon.co.uk',
      'Vegetable Perfection: 100 recipes',
    ],
    // PChome's Open Graph title: a full-width bar, unspaced.
    [
      '【下營農會】鵝肉鬆-原味-250g-罐｜PChome商店街',
      ['PChome商店街'],
      'www.pcstore.com.tw',
      '【下營農會】鵝肉鬆-原味-250g-罐',
    ],
  ])('"%s" → its product part', (title, siteNames, host, product) => {
    expect(titleWithoutSite(title, siteNames, host)).toBe(product);
  });

  it('answers undefined when no part names the site: the title may be anything', () => {
    expect(titleWithoutSite('Tully Sconce | Lighting', [], 'shop.example')).toBeUndefined();
    expect(titleWithoutSite('Pottery Barn', [], 'www.potterybarn.com')).toBeUndefined();
  });
});

describe('namesSite', () => {
  it("matches the site's names and its domain's label, spelt as titles spell them", () => {
    expect(namesSite('Rejuvenation', [], 'www.rejuvenation.com')).toBe(true);
    expect(namesSite('GLOBALindustrial.com', [], 'www.globalindustrial.com')).toBe(true);
    expect(namesSite('Overstock', ['overstock.com'], 'www.overstock.com')).toBe(true);
    expect(namesSite('Keystick Wall Sconce', ['Rejuvenation'], 'www.rejuvenation.com')).toBe(false);
  });

  it('matches a national site named with its country, and nothing else after the name', () => {
    // The real title on bestbuy.ca: "Google Nest Hello Wi-Fi Video Doorbell - Black/White | Best Buy Canada".
    expect(namesSite('Best Buy Canada', [], 'www.bestbuy.ca')).toBe(true);
    expect(namesSite('IKEA Ireland', [], 'www.ikea.com')).toBe(true);
    expect(namesSite('Best Buy Doorbells', [], 'www.bestbuy.ca')).toBe(false);
    expect(namesSite('Rejuvenation Sconce', [], 'www.rejuvenation.com')).toBe(false);
  });
});

describe('visibleHeading and isOutOfView', () => {
  it('skips headings that are hidden or in a dialog, an overlay or a pop-over', () => {
    // Prepare: the shapes seen on real pages (Amazon, Pottery Barn, Etsy) before the real title.
    const root = parse(
      '<body class="has-modal">' +
        '<div class="a-popover"><h1>Buying and sending eBooks to others</h1></div>' +
        '<div role="dialog"><h1>Follow the author</h1></div>' +
        '<dialog><h1>Sign in</h1></dialog>' +
        '<h1 class="overlayTitle">Added to your Registry</h1>' +
        '<div style="display: none"><h1>Hidden</h1></div>' +
        '<div aria-hidden="true"><h1>Also hidden</h1></div>' +
        '<h1 class="aok-hidden">Amazon-hidden</h1>' +
        '<h1>Tully Sconce</h1>' +
        '</body>',
    );

    // Act / Assess: the body's own class says nothing about one heading.
    expect(visibleHeading(root)).toBe('Tully Sconce');
    expect(isOutOfView(root.querySelectorAll('h1').at(-1)!)).toBe(false);
  });

  it("skips a menu's own heading (named so by its class)", () => {
    const root = parse(
      '<h1 class="ek-category-nav-title">Zdravstvene usluge</h1>' +
        '<h1 class="ek-main-title">Ortopedski ulošci S-plus po mjeri</h1>',
    );
    expect(visibleHeading(root)).toBe('Ortopedski ulošci S-plus po mjeri');
  });

  it('answers undefined when every heading is out of view', () => {
    expect(visibleHeading(parse('<div role="dialog"><h1>Adding to Cart...</h1></div>'))).toBe(
      undefined,
    );
  });
});

describe('productNameText', () => {
  it.each([
    [
      // A classified ad's heading: a favourite star, a sign-in prompt and the price before the name.
      'a favourite control, a sign-in link and a leading price',
      '<h1 itemprop="name"><a class="favourite" onclick="setFavourite(this)" title="Add Favourite">' +
        '<span class="icon"></span></a> <a class="limit" href="/login?moreFavourites">Log In needed</a>' +
        '\n$15 · Casio FX-991ES PLUS C Scientific Calculator</h1>',
      'Casio FX-991ES PLUS C Scientific Calculator',
    ],
    [
      // eBay Italy's title: hidden words first, a link that shows the untranslated title last.
      'hidden words and a script link with its separator',
      '<h1 itemprop="name" id="itemTitle"><span class="g-hdn">Dettagli su </span>Angel Teddy Bear' +
        '<span><span class="it-icon-pd">-</span><a class="it-sttl" href="#" onclick="return false;">' +
        'mostra il titolo originale</a></span></h1>',
      'Angel Teddy Bear',
    ],
    [
      'a link to the brand, which is part of the name',
      '<h1 itemprop="name"><a href="/brand/casio">Casio</a> FX-991ES</h1>',
      'Casio FX-991ES',
    ],
    ['a heading that is one link', '<h1><a href="#">Lamp</a></h1>', 'Lamp'],
  ])('reads the name without %s', (_case, html, name) => {
    // Prepare
    const element = parse(html).querySelector('h1')!;

    // Act
    const read = productNameText(element);

    // Assess
    expect(read).toBe(name);
  });
});

describe('pageProductTitle', () => {
  it("prefers the visible heading to a title whose part after the site's name is not in it", () => {
    // Prepare: eKlinika's title is its name and its tagline; the heading names the product.
    const root = parse(
      '<title>eKlinika - Zdravlje svima</title>' +
        '<h1 class="ek-main-title">Ortopedski ulošci po mjeri</h1>',
    );
    const amazon = parse(
      '<title>Amazon.com: Relay Module : Automotive</title><h1>SainSmart Relay Module</h1>',
    );

    // Act
    const eklinika = pageProductTitle(root, 'https://www.eklinika.hr/Ortopedski-380', []);
    const relay = pageProductTitle(amazon, 'https://www.amazon.com/gp/product/B0057OC5O8/', []);

    // Assess: a heading that holds the title's part keeps the title's part.
    expect(eklinika).toBe('Ortopedski ulošci po mjeri');
    expect(relay).toBe('Relay Module');
  });

  it('leaves out where the title says the product is sold ("on Amazon Music")', () => {
    const root = parse(
      '<title>The Movement Revisited by Christian McBride on Amazon Music - Amazon.com</title>',
    );
    const shop = parse('<title>A Night at the Opera | Vinyl Shop</title>');

    expect(pageProductTitle(root, 'https://www.amazon.com/dp/B081ZQK4BZ', [])).toBe(
      'The Movement Revisited by Christian McBride',
    );
    expect(pageProductTitle(shop, 'https://www.vinylshop.example/opera', [])).toBe(
      'A Night at the Opera',
    );
  });

  it('prefers the marketplace title, then the cleaned <title>, then a visible heading', () => {
    const amazon = parse(
      '<title>Amazon.com: Tape : Industrial</title><h1>Adding to Cart...</h1>' +
        '<span id="productTitle">Gorilla Tape</span>',
    );
    const shop = parse('<title>Tully Sconce | Pottery Barn</title><h1>Find a Store</h1>');
    const bare = parse(
      '<title>Lighting</title><div role="dialog"><h1>Cart</h1></div><h1>Lamp</h1>',
    );

    expect(pageProductTitle(amazon, 'https://www.amazon.com/dp/B00N150YS4', [])).toBe(
      'Gorilla Tape',
    );
    expect(pageProductTitle(shop, 'https://www.potterybarn.com/products/tully/', [])).toBe(
      'Tully Sconce',
    );
    expect(pageProductTitle(bare, 'https://shop.example/lamp', [])).toBe('Lamp');
  });
});
