import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { contentRootOf, nameWords, setFurnitureApart } from './page-regions';

/** What is left to read, and what was set apart, of a page. */
const regionsOf = (html: string): { content: string; furniture: string[] } => {
  const root = parse(html);
  const furniture = setFurnitureApart(root).map((element) =>
    element.structuredText.replace(/\s+/g, ' ').trim(),
  );
  return { content: contentRootOf(root).structuredText.replace(/\s+/g, ' ').trim(), furniture };
};

describe('nameWords', () => {
  it('splits ids and classes at punctuation and camelCase humps', () => {
    expect(nameWords('navFooter')).toEqual(['nav', 'footer']);
    expect(nameWords('TopNav_linksContainer_03')).toEqual([
      'top',
      'nav',
      'links',
      'container',
      '03',
    ]);
    expect(nameWords('issuance-banner')).toEqual(['issuance', 'banner']);
  });
});

describe('setFurnitureApart', () => {
  it('sets apart the landmarks: nav, header, footer, aside and their roles', () => {
    // Act
    const { content, furniture } = regionsOf(`<body>
      <header><a href="/">Shop</a></header>
      <div role="navigation">Handmade Rugs</div>
      <div role="menubar">Pillows</div>
      <p>Stainless sink.</p>
      <aside>Sponsored</aside>
      <footer>10 Market Street</footer></body>`);

    // Assess
    expect(content).toBe('Stainless sink.');
    expect(furniture).toEqual([
      'Shop',
      'Handmade Rugs',
      'Pillows',
      'Sponsored',
      '10 Market Street',
    ]);
  });

  it('knows menus, banners, ads, carousels and popovers by the words of their ids and classes', () => {
    const { content } = regionsOf(`<body>
      <div id="nav-belt">Amazon Handmade</div>
      <div class="StoreNavDropdown">Pillows</div>
      <div class="mega-menu">Made to Order</div>
      <ul id="maple-banner"><li>Limited-time offer</li></ul>
      <div class="a-carousel">Only 2 left</div>
      <div id="ape_Detail_ad-endcap-1">Sweatshirts</div>
      <div class="a-popover-preload">Only 3 left</div>
      <div class="related-products">Throw Pillow</div>
      <p class="canvas-print download-link">Gorilla tape, 12 yd.</p></body>`);

    // A word inside another word (canvas, download) names nothing.
    expect(content).toBe('Gorilla tape, 12 yd.');
  });

  it('knows a menu named in one run-on or numbered word, and not a menu item', () => {
    // Act: an older theme's drop-down menus (a real music shop's), and a café's menu entries.
    const { content, furniture } = regionsOf(`<body>
      <div id="dropmenu1_d" class="dropmenudiv_d">T-shirts</div>
      <div class="topmenu2">Hoodies</div>
      <div class="nav3">Mugs</div>
      <li class="menuitem">Flat white</li>
      <p>LED light.</p></body>`);

    // Assess
    expect(furniture).toEqual(['T-shirts', 'Hoodies', 'Mugs']);
    expect(content).toBe('Flat white LED light.');
  });

  it("knows a theme's announcement bar, menu drawer and cookie dialog, custom elements too", () => {
    const { content } = regionsOf(`<body>
      <div class="announcement-bar">Sale ends tonight!</div>
      <header-drawer><p>Handmade Candles</p></header-drawer>
      <menu-drawer><p>Throw Pillows</p></menu-drawer>
      <div id="CybotCookiebotDialog">We use cookies.</div>
      <product-info><p>Ceramic mug, 350 ml.</p></product-info></body>`);

    expect(content).toBe('Ceramic mug, 350 ml.');
  });

  it('keeps a layout wrapper named for its drawer or sidebar: it may hold the whole page', () => {
    const { content } = regionsOf(`<body>
      <div id="PageContainer" class="page-container drawer-page-content">
        <div class="page-with-sidebar"><p>Candles poured by hand in Leeds.</p></div>
      </div></body>`);

    expect(content).toBe('Candles poured by hand in Leeds.');
  });

  it('keeps a header that holds the page heading, and drops the menu inside it', () => {
    const { content, furniture } = regionsOf(`<body>
      <header class="product-header"><h1>Tully Sconce</h1><nav>Pillows</nav></header>
      <p>Brass.</p></body>`);

    expect(content).toBe('Tully Sconce Brass.');
    expect(furniture).toEqual(['Pillows']);
  });

  it('keeps a wrapper that holds the main region, whatever it is called', () => {
    const { content } = regionsOf(`<body>
      <div class="has-sticky-header menu-open"><main><p>The whole page, read.</p></main></div></body>`);

    expect(content).toBe('The whole page, read.');
  });

  it('keeps a wrapper named for its header that holds the footer too: it is the page', () => {
    const { content, furniture } = regionsOf(`<body>
      <div class="site header-fixed"><p>Soap, cut by hand.</p><footer>Unit 4, Mill Lane</footer></div></body>`);

    expect(content).toBe('Soap, cut by hand.');
    expect(furniture).toEqual(['Unit 4, Mill Lane']);
  });

  it('never sets apart the body, whatever its classes say', () => {
    const { content } = regionsOf(
      '<body class="has-navbar menu-open"><p>Mugs, thrown by hand.</p></body>',
    );

    expect(content).toBe('Mugs, thrown by hand.');
  });

  it('removes hidden markup without reading it anywhere', () => {
    const { content, furniture } = regionsOf(`<body>
      <div aria-hidden="true">Handmade</div>
      <div style="color: red; display:none">Made to order</div>
      <div class="hide">Personalized</div>
      <dialog>Report: not handmade</dialog>
      <p>A doormat.</p></body>`);

    expect(content).toBe('A doormat.');
    expect(furniture).toEqual([]);
  });

  it('keeps the part marked aria-hidden that holds the heading: a dialog open when it was saved', () => {
    // Prepare: eBay's listing as served with its consent dialog open.
    const html = `<body>
      <div id="CenterPanelDF" aria-hidden="true">
        <h1 id="itemTitle"><span class="g-hdn">Details about</span> Pony Cart Harness</h1>
        <p>Starting bid: £115.00</p>
        <div aria-hidden="true">Handmade</div>
      </div>
      <div role="dialog"><p>We use cookies to personalise your experience.</p></div></body>`;

    // Act
    const { content, furniture } = regionsOf(html);

    // Assess: the listing is read, its decoration and hidden words are not, the dialog is apart.
    expect(content).toBe('Pony Cart Harness Starting bid: £115.00');
    expect(furniture).toEqual(['We use cookies to personalise your experience.']);
  });

  it("reads customers' reviews nowhere, and keeps a product whose wrapper names its rating", () => {
    const { content, furniture } = regionsOf(`<body>
      <div class="product-review-wrapper"><h1>Dog car seat</h1><p>Fits large cars.</p></div>
      <div class="bv-content-review"><p>Comes with a pillow, lovely!</p></div>
      <section id="testimonials"><p>Best blanket ever.</p></section>
      <footer>Write to us: help@shop.example</footer></body>`);

    expect(content).toBe('Dog car seat Fits large cars.');
    expect(furniture).toEqual(['Write to us: help@shop.example']);
  });

  it("reads a review's headline nowhere, even when the review widget marks it an h1", () => {
    // Prepare: John Lewis's review widget, each review's title an h1 scoped to the widget.
    const html = `<body>
      <div class="product-header"><h1 class="product-header__title">Faux Fur Throw</h1></div>
      <p>Soft faux fur.</p>
      <jl-reviews><div class="Review_Review__1wnSi">
        <h1 class="style-scope jl-reviews">The perfect blanket!</h1><p>Lovely.</p>
      </div></jl-reviews></body>`;

    // Act
    const { content, furniture } = regionsOf(html);

    // Assess
    expect(content).toBe('Faux Fur Throw Soft faux fur.');
    expect(furniture).toEqual([]);
  });

  it("sets a menu apart whose departments are h1s, the page's own h1 elsewhere", () => {
    // Prepare: vmzona's side menu, each department an h1, beside the product.
    const html = `<body><div id="Content">
      <ul id="left_menu"><li><h1>Mens</h1><ul><li><a href="/t">Sports tops and sweatshirts</a></li></ul></li>
        <li><h1>Womens</h1></li></ul>
      <div class="main"><h1>Womans / Sports Shoes</h1><p>Sports Shoes amx1.</p></div>
    </div></body>`;

    // Act
    const { content, furniture } = regionsOf(html);

    // Assess
    expect(content).toBe('Womans / Sports Shoes Sports Shoes amx1.');
    expect(furniture).toEqual(['Mens Sports tops and sweatshirts Womens']);
  });

  it('keeps a menu left unclosed that holds the page, its footer in it, whatever h1 is outside', () => {
    // Prepare: the parser nested the product and the footer into a menu never closed.
    const html = `<body><div class="logo"><h1>Soap Co</h1></div>
      <div class="menu"><a href="/soap">Soap</a>
        <h1>Lavender soap</h1><p>Cut by hand.</p><footer>Unit 4, Mill Lane</footer></div></body>`;

    // Act
    const { content } = regionsOf(html);

    // Assess
    expect(content).toBe('Soap Co Soap Lavender soap Cut by hand.');
  });

  it("sets a size guide apart: its garments are the store's, not the product's", () => {
    // Prepare: Spartoo's slippers, whose size guide lists every kind of garment it sizes.
    const html = `<body><h1>KRAMSACH</h1><div id="productDescription"><p>Felt slippers.</p>
      <div id="size_grid"><div class="titreTableau">Camisolas, T-shirts, Polos</div>
      <table class="SizeTable"><tr><td>XS</td></tr></table></div></div></body>`;

    // Act
    const { content, furniture } = regionsOf(html);

    // Assess
    expect(content).toBe('KRAMSACH Felt slippers.');
    expect(furniture).toEqual(['Camisolas, T-shirts, Polos XS']);
  });

  it('sets a cookie-consent form apart by its words, and keeps a product form', () => {
    const { content } = regionsOf(`<body>
      <form id="sp-cc"><p>We use cookies to show you personalised ads.</p><button>Accept</button></form>
      <form action="/cart/add"><p>Colour</p><p>Add to cart</p></form></body>`);

    expect(content).toBe('Colour Add to cart');
  });
});

describe('contentRootOf', () => {
  it('reads the main region when it has something to read', () => {
    const root = parse(
      `<body><div>Sign in</div><main><p>${'Maple butcher block. '.repeat(6)}</p></main></body>`,
    );

    expect(contentRootOf(root).tagName).toBe('MAIN');
  });

  it('reads the body when the main region is an empty shell', () => {
    const root = parse('<body><main><div id="app"></div></main><p>Rendered elsewhere.</p></body>');

    expect(contentRootOf(root).tagName).toBe('BODY');
  });
});
