import { describe, expect, it } from 'vitest';
import {
  INFO_LINKS_BEYOND_CAP_MAX,
  PAGE_LINKS_MAX,
  PAGE_TEXT_MAX_CHARS,
  decodeEntities,
  htmlFragmentText,
  readPageText,
} from './page-text';

const storefront = `<!doctype html><html><head>
<title>Northwood Ceramics &amp; Co — Handmade mugs</title>
<meta name="description" content="Small-batch   stoneware,
made in Vermont.">
<meta property="og:site_name" content="Northwood Ceramics">
<style>.hero{color:red}</style>
<script>window.dataLayer=[{"event":"secret"}];</script>
</head><body>
<header><nav><a href="/collections/all">Shop</a> <a href="/pages/about-us">About&nbsp;us</a></nav></header>
<main><h1>Stoneware,   thrown by hand</h1><p>Every mug is <b>one of a kind</b>.</p>
<noscript>Please enable JavaScript</noscript>
<template><p>Hidden template text</p></template>
<div hidden>Hidden promo</div>
<svg><title>cart icon</title></svg></main>
<footer>
<a href="/policies/refund-policy">Refund policy</a>
<a href="https://northwood.example/pages/contact#form">Contact us</a>
<a href="mailto:hello@northwood.example">Email</a>
<a href="javascript:void(0)">Menu</a>
<a href="https://instagram.com/northwood" aria-label="Instagram"><svg></svg></a>
</footer></body></html>`;

describe('readPageText', () => {
  it('reads title, meta description and site name, entities decoded and whitespace collapsed', () => {
    // Act
    const page = readPageText(storefront, 'https://northwood.example/');

    // Assess
    expect(page.title).toBe('Northwood Ceramics & Co — Handmade mugs');
    expect(page.metaDescription).toBe('Small-batch stoneware, made in Vermont.');
    expect(page.ogSiteName).toBe('Northwood Ceramics');
  });

  it('keeps only what a shopper reads: no scripts, styles, noscript, templates, hidden or icons', () => {
    const page = readPageText(storefront, 'https://northwood.example/');

    expect(page.text).toContain('Stoneware, thrown by hand');
    expect(page.text).toContain('Every mug is one of a kind.');
    for (const unseen of [
      'dataLayer',
      'color:red',
      'enable JavaScript',
      'template text',
      'Hidden promo',
      'cart icon',
    ])
      expect(page.text).not.toContain(unseen);
    expect(page.text).not.toMatch(/\s{2,}/);
  });

  it('sets the menus and the footer apart from the content, and still lists their links', () => {
    const page = readPageText(storefront, 'https://northwood.example/');

    expect(page.text).not.toContain('About us');
    expect(page.text).not.toContain('Refund policy');
    // The footer first and the menu last: contact details are looked for in a capped text.
    expect(page.furnitureText).toBe('Refund policy Contact us Email Menu Shop About us');
    expect(page.links.map((link) => link.text)).toContain('About us');
  });

  it('lists http(s) links as absolute addresses without fragments, with their text', () => {
    const page = readPageText(storefront, 'https://northwood.example/');

    expect(page.links).toEqual([
      { href: 'https://northwood.example/collections/all', text: 'Shop' },
      { href: 'https://northwood.example/pages/about-us', text: 'About us' },
      { href: 'https://northwood.example/policies/refund-policy', text: 'Refund policy' },
      { href: 'https://northwood.example/pages/contact', text: 'Contact us' },
      { href: 'https://instagram.com/northwood', text: 'Instagram' },
    ]);
  });

  it('resolves links against the page’s <base href>', () => {
    const html = '<head><base href="https://cdn.example/store/"></head><a href="faq">FAQ</a>';

    expect(readPageText(html, 'https://shop.example/').links).toEqual([
      { href: 'https://cdn.example/store/faq', text: 'FAQ' },
    ]);
  });

  it("keeps the footer's info links past the cap on links, and nothing else past it", () => {
    // Prepare: a menu longer than the cap before the footer, as on Spartoo's product pages.
    const menu = Array.from(
      { length: PAGE_LINKS_MAX + 50 },
      (_, index) => `<a href="/brand-${index}.php">Brand ${index}</a>`,
    ).join('');
    const footer =
      '<footer><a href="/contactos.php">Contacto</a><a href="/lookbook.php">Lookbook</a>' +
      '<a href="/ayuda/">Ayuda</a></footer>';

    // Act
    const { links } = readPageText(
      `<body><nav>${menu}</nav>${footer}</body>`,
      'https://s.example/',
    );

    // Assess
    expect(links).toHaveLength(PAGE_LINKS_MAX + 2);
    expect(links.slice(PAGE_LINKS_MAX)).toEqual([
      { href: 'https://s.example/contactos.php', text: 'Contacto' },
      { href: 'https://s.example/ayuda/', text: 'Ayuda' },
    ]);
  });

  it('keeps a bounded number of info links past the cap', () => {
    const many = Array.from(
      { length: PAGE_LINKS_MAX + INFO_LINKS_BEYOND_CAP_MAX + 10 },
      (_, index) => `<a href="/contact-${index}">Contact us</a>`,
    ).join('');

    expect(readPageText(`<body>${many}</body>`, 'https://s.example/').links).toHaveLength(
      PAGE_LINKS_MAX + INFO_LINKS_BEYOND_CAP_MAX,
    );
  });

  it("reads the footer's contact details before a long menu crowds them out", () => {
    // Prepare: a drop-down menu named as older themes name them, longer than the furniture's cap.
    const menu = `<div class="dropmenudiv_d">${'<a href="/t">T-shirts</a> '.repeat(2000)}</div>`;
    const html = `<body>${menu}<main><h1>LED light</h1></main>
      <ul class="footer-navigation"><li>info@strumenti.example</li></ul></body>`;

    // Act
    const page = readPageText(html, 'https://strumenti.example/p');

    // Assess
    expect(page.text).toBe('LED light');
    expect(page.furnitureText.startsWith('info@strumenti.example')).toBe(true);
  });

  it("names a link of one image by the image's alt text, apart from its label", () => {
    const html =
      '<a href="/ieen/index.html" aria-label="Back to home"><div><img alt="Currys"></div></a>';

    expect(readPageText(html, 'https://www.currys.ie/ieen/p.html').links).toEqual([
      { href: 'https://www.currys.ie/ieen/index.html', text: 'Back to home', imageAlt: 'Currys' },
    ]);
  });

  it('caps the text', () => {
    const html = `<body><p>${'word '.repeat(PAGE_TEXT_MAX_CHARS)}</p></body>`;

    expect(readPageText(html, 'https://shop.example/').text).toHaveLength(PAGE_TEXT_MAX_CHARS);
  });

  it('leaves absent fields absent', () => {
    const page = readPageText('<body>Hi</body>', 'https://shop.example/');

    expect(page).toEqual({ text: 'Hi', furnitureText: '', links: [] });
  });
});

describe('text helpers', () => {
  it('decodeEntities decodes without reading tags', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 <b>')).toBe('Tom & Jerry <3 <b>');
  });

  it('htmlFragmentText reads a product body as text', () => {
    expect(
      htmlFragmentText('<p>Soft <strong>cotton</strong></p><ul><li>S</li><li>M</li></ul>'),
    ).toBe('Soft cotton S M');
  });
});
