import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_MAX_CHARS, decodeEntities, htmlFragmentText, readPageText } from './page-text';

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
    expect(page.furnitureText).toBe('Shop About us Refund policy Contact us Email Menu');
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
