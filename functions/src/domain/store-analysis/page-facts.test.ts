import { describe, expect, it } from 'vitest';
import {
  aboutPageOf,
  contactFactsOf,
  hasContent,
  isReadPage,
  mainPageOf,
  returnPolicyOf,
  shippingPolicyOf,
} from './page-facts';
import { aPage, aSnapshot, PLAIN_TEXT } from './test-snapshots';

describe('isReadPage', () => {
  it('is a page that answered 2xx with visible text', () => {
    expect(isReadPage(aPage('about'))).toBe(true);
    expect(isReadPage(aPage('about', { status: 404 }))).toBe(false);
    expect(isReadPage(aPage('about', { status: null, text: '' }))).toBe(false);
    expect(isReadPage(aPage('products-feed', { text: '' }))).toBe(false);
  });
});

describe('hasContent', () => {
  it("is the spec's content: over 100 characters", () => {
    expect(hasContent(100)).toBe(false);
    expect(hasContent(101)).toBe(true);
  });
});

describe('mainPageOf', () => {
  it('is the storefront or listing page, wherever it is in the list', () => {
    const listing = aPage('listing', { url: 'https://www.amazon.com/dp/B000000001' });
    const snapshot = aSnapshot({ pages: [aPage('about'), listing] });

    expect(mainPageOf(snapshot)).toBe(listing);
  });
});

describe('returnPolicyOf', () => {
  it('is the returns page that answered and speaks of returns or refunds', () => {
    const page = aPage('policy', { title: 'Refund policy', text: 'Refunds within 30 days.' });

    expect(returnPolicyOf([page])).toEqual({ page, mention: 'Refund' });
  });

  it('is not an empty stub, nor a page that did not answer', () => {
    expect(
      returnPolicyOf([aPage('policy', { title: 'Policy', text: PLAIN_TEXT })]),
    ).toBeUndefined();
    expect(
      returnPolicyOf([aPage('policy', { status: 404, text: 'Refunds within 30 days.' })]),
    ).toBeUndefined();
  });
});

describe('shippingPolicyOf', () => {
  it('is the shipping page that speaks of shipping', () => {
    const page = aPage('shipping', { text: 'Delivery takes 3 days.' });

    expect(shippingPolicyOf([page])).toEqual({ page, mention: 'Delivery' });
  });

  it('is also a returns page titled for shipping ("Shipping & returns")', () => {
    const page = aPage('policy', { title: 'Shipping & returns', text: 'Refunds within 30 days.' });

    expect(shippingPolicyOf([page])?.mention).toBe('Shipping');
  });

  it('is not a returns page that only mentions shipping in passing', () => {
    const page = aPage('policy', { title: 'Refunds', text: 'Shipping costs are not refunded.' });

    expect(shippingPolicyOf([page])).toBeUndefined();
  });
});

describe('aboutPageOf', () => {
  it('needs over 100 characters of text', () => {
    expect(aboutPageOf([aPage('about', { text: 'a'.repeat(101) })])).toBeDefined();
    expect(aboutPageOf([aPage('about', { text: 'a'.repeat(100) })])).toBeUndefined();
  });
});

describe('contactFactsOf', () => {
  it('finds an email, a phone number and a street address, the contact page first', () => {
    // Prepare
    const pages = [
      aPage('storefront', { text: 'Mail shop@store.example for help.' }),
      aPage('contact', {
        text: 'Email hello@store.example. Phone: +44 161 496 0000. Visit 12 Market Street.',
      }),
    ];

    // Act
    const { details, contactPage, contactPageUnread } = contactFactsOf(pages);

    // Assess
    expect(details.map(({ kind, hit }) => [kind, hit.phrase, hit.where])).toEqual([
      ['email', 'hello@store.example', 'on the contact page'],
      ['phone', 'Phone: +44 161 496 0000', 'on the contact page'],
      ['address', '12 Market Street', 'on the contact page'],
    ]);
    expect(details[0]?.hit.elsewhere).toBe(1);
    expect(contactPage).toBe(pages[1]);
    expect(contactPageUnread).toBe(false);
  });

  it.each([
    ['an international number', 'Call +1 415 555 0100 today', '+1 415 555 0100'],
    ['a US number', 'Reach us at (415) 555-0100.', '(415) 555-0100'],
    ['a labelled number, up to its end', 'Tel. 0161 496 0000. 12 shops', 'Tel. 0161 496 0000'],
    ['a toll-free number', 'Call us at 1-800-555-0199', 'Call us at 1-800-555-0199'],
  ])('reads %s', (_name, text, phrase) => {
    expect(contactFactsOf([aPage('storefront', { text })]).details[0]?.hit.phrase).toBe(phrase);
  });

  it.each([
    ['a German street', 'Besuchen Sie uns: Hauptstraße 5, Berlin', 'Hauptstraße 5'],
    ['a French street', 'Boutique au 12 rue de la Paix, Paris', '12 rue de la Paix'],
    ['an Italian street', 'Negozio in Via Roma 4, Milano', 'Via Roma 4'],
  ])('reads %s', (_name, text, phrase) => {
    expect(contactFactsOf([aPage('storefront', { text })]).details[0]?.hit.phrase).toBe(phrase);
  });

  it('takes no image file name for an email, no order number for a phone, no payment for a street', () => {
    const pages = [
      aPage('storefront', {
        // The weight of an Amazon.de spice rub: "230 Gramm Stückzahl" is no "230 Gramm St".
        text: 'logo@2x.png Phone: 12-34 Order 1234567890. Pay via PayPal, 3 Ways to save. 230 Gramm Stückzahl 1.',
      }),
    ];

    expect(contactFactsOf(pages).details).toEqual([]);
  });

  it("reads a footer's address, after every page's own content, and says where it was", () => {
    // Prepare
    const pages = [
      aPage('storefront', {
        text: 'Penhook Wide Armchair, solid wood.',
        furnitureText: 'Furniture Outdoor Décor & Pillows 4 Copley Place, Boston',
      }),
    ];

    // Act
    const { details } = contactFactsOf(pages);

    // Assess
    expect(details.map(({ kind, hit }) => [kind, hit.phrase, hit.where])).toEqual([
      ['address', '4 Copley Place', 'on the storefront page (in its header, footer or menus)'],
    ]);
  });

  it('says when a contact page was linked but did not answer', () => {
    const facts = contactFactsOf([aPage('contact', { status: 503, text: '' })]);

    expect(facts).toEqual({ details: [], contactPage: undefined, contactPageUnread: true });
  });
});
