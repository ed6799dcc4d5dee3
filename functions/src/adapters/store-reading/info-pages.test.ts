import { describe, expect, it } from 'vitest';
import { MAX_INFO_PAGES, mayNameInfoPage, pickInfoPages } from './info-pages';

const link = (href: string, text: string) => ({ href, text });

describe('pickInfoPages', () => {
  it('picks one returns, shipping, contact and about page from footer links', () => {
    // Prepare
    const links = [
      link('https://shop.example/collections/all', 'Shop all'),
      link('https://shop.example/pages/our-story', 'Our story'),
      link('https://shop.example/policies/refund-policy', 'Refund policy'),
      link('https://shop.example/policies/shipping-policy', 'Shipping policy'),
      link('https://www.shop.example/pages/contact', 'Contact us'),
      link('https://shop.example/policies/privacy-policy', 'Privacy policy'),
    ];

    // Act
    const pages = pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' });

    // Assess
    expect(pages).toEqual([
      { role: 'policy', url: 'https://shop.example/policies/refund-policy' },
      { role: 'shipping', url: 'https://shop.example/policies/shipping-policy' },
      { role: 'contact', url: 'https://www.shop.example/pages/contact' },
      { role: 'about', url: 'https://shop.example/pages/our-story' },
    ]);
  });

  it('matches by link text when the address says nothing', () => {
    const links = [
      link('https://shop.example/pages/p-17', 'Returns & Exchanges'),
      link('https://shop.example/pages/p-18', 'About'),
    ];

    const pages = pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' });

    expect(pages).toEqual([
      { role: 'policy', url: 'https://shop.example/pages/p-17' },
      { role: 'about', url: 'https://shop.example/pages/p-18' },
    ]);
  });

  it.each([
    ['https://loja.example/pages/contactos', 'Contactos'],
    ['https://www.store.example/gb/en/customer-service/', 'Customer services'],
    ['https://www.store.example/help/', 'Help'],
    ['https://www.shop.example/kontakt', 'Kontakt'],
    ['https://www.store.example/user/contactForm', 'service@store.example'],
    // Zalando's footer.
    ['https://www.zalando.ie/faq/', 'All Help Topics'],
    // Spartoo, Feltrinelli, K-Rauta and paris.cl.
    ['https://www.spartoo.pt/contactos.php', 'Fale connosco'],
    ['https://www.lafeltrinelli.it/servizio-clienti/x1', 'Contattaci'],
    ['https://www.k-rauta.ee/kontaktid/b', 'Kontaktid'],
    ['https://www.paris.cl/centro-de-ayuda/', 'Ayuda'],
    ['https://www.store.example/help-centre', 'Support'],
    // Bestseller's help centre, on its support subdomain.
    ['https://support.shop.example/hc/en-gb/categories/36-Ireland', 'Help section'],
    // GetIT's header: "customer service" in Hebrew; and "contact us".
    ['https://www.getit.co.il/cs/', 'שירות לקוחות'],
    ['https://www.shop.example.co.il/page/12', 'צור קשר'],
    // 1k.by's "feedback" (a contact form), and a page named in the plural; PChome's
    // "customer service centre".
    ['https://1k.by/info1k/feedback', 'Обратная связь'],
    ['https://shop.example.by/info/contacts', 'Info'],
    ['https://www.pcstore.com.tw/pchome24h/HM/service.htm', 'PChome 24h購物 客服中心'],
  ])('counts %s ("%s") as the contact page', (href, text) => {
    // Act
    const pages = pickInfoPages({
      pageUrl: new URL('/', href).toString(),
      links: [link(href, text)],
      platform: 'unknown',
    });

    // Assess
    expect(pages).toEqual([{ role: 'contact', url: href }]);
  });

  it('does not count a bare FAQ as the contact page', () => {
    const pages = pickInfoPages({
      pageUrl: 'https://shop.example/',
      links: [link('https://shop.example/pages/faq', 'FAQ')],
      platform: 'unknown',
    });

    expect(pages).toEqual([]);
  });

  it('counts a FAQ section whose articles the page links as the help centre, in any language', () => {
    // Prepare: Zalando Finland's footer ("all topics", delivery, returns, payment articles).
    const links = [
      link('https://www.zalando.fi/faq/', 'Kaikki aiheet'),
      link('https://www.zalando.fi/faq/Toimitus/Toimituskulut.html', 'Ilmainen toimitus'),
      link('https://www.zalando.fi/faq/Palautus/Palautusoikeus.html', '100 päivän palautusoikeus'),
      link('https://www.zalando.fi/faq/Maksaminen/Maksuvaihtoehdot.html', 'Maksutavat'),
    ];

    // Act
    const pages = pickInfoPages({ pageUrl: 'https://www.zalando.fi/', links, platform: 'unknown' });

    // Assess
    expect(pages).toEqual([{ role: 'contact', url: 'https://www.zalando.fi/faq/' }]);
  });

  it("counts a Zendesk help centre's root in a language, its articles linked", () => {
    // Prepare: Namshi's footer (Arabic: "frequently asked questions", and articles).
    const links = [
      link('https://support.namshi.com/hc/ar/', 'الأسئلة الأكثر شيوعاَ'),
      link('https://support.namshi.com/hc/ar/articles/208510275', 'كيف يمكنني تتبع طلبيتي؟'),
      link('https://support.namshi.com/hc/ar/articles/207850009', 'كيف يمكنني إرجاع منتج؟'),
      link('https://support.namshi.com/hc/ar/sections/201972225', 'كيف يتم إسترجاع المبلغ؟'),
    ];

    // Act
    const pages = pickInfoPages({
      pageUrl: 'https://ar-sa.namshi.com/buy-t-shirt.html',
      links,
      platform: 'unknown',
    });

    // Assess
    expect(pages).toEqual([{ role: 'contact', url: 'https://support.namshi.com/hc/ar/' }]);
  });

  it('does not count a FAQ with fewer articles linked as a help centre, nor prefer one to a contact link', () => {
    // Prepare
    const fewArticles = [
      link('https://shop.example/faq/', 'Questions'),
      link('https://shop.example/faq/orders', 'Where is my order?'),
      link('https://shop.example/faq/sizes', 'Size guide'),
    ];
    const withContact = [
      link('https://shop.example/pages/p-9', 'Contact'),
      ...fewArticles,
      link('https://shop.example/faq/payment', 'Payment'),
    ];

    // Act
    const few = pickInfoPages({
      pageUrl: 'https://shop.example/',
      links: fewArticles,
      platform: 'unknown',
    });
    const both = pickInfoPages({
      pageUrl: 'https://shop.example/',
      links: withContact,
      platform: 'unknown',
    });

    // Assess
    expect(few).toEqual([]);
    expect(both).toEqual([{ role: 'contact', url: 'https://shop.example/pages/p-9' }]);
  });

  it('prefers an address match to a text match', () => {
    const links = [
      link('https://shop.example/pages/p-12', 'Contact'),
      link('https://shop.example/pages/contact-us', 'Get in touch'),
    ];

    const pages = pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' });

    expect(pages).toEqual([{ role: 'contact', url: 'https://shop.example/pages/contact-us' }]);
  });

  it('ignores other hosts, product pages and long product-card texts', () => {
    const links = [
      link('https://help.shopify.com/contact', 'Contact'),
      link('https://www.facebook.com/shop/about', 'About'),
      link('https://shop.example/products/free-shipping-tumbler', 'Free shipping tumbler'),
      link(
        'https://shop.example/pages/p-1',
        'Our best-selling mug, now with free shipping on every order over $50',
      ),
    ];

    const pages = pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' });

    expect(pages).toEqual([]);
  });

  it('adds Shopify’s standard policy addresses when the theme does not link them', () => {
    const links = [link('https://brand.example/pages/contact', 'Contact')];

    const pages = pickInfoPages({
      pageUrl: 'https://brand.example/collections/mugs',
      links,
      platform: 'shopify',
    });

    expect(pages).toEqual([
      { role: 'policy', url: 'https://brand.example/policies/refund-policy' },
      { role: 'shipping', url: 'https://brand.example/policies/shipping-policy' },
      { role: 'contact', url: 'https://brand.example/pages/contact' },
    ]);
  });

  it('reads one page once, even when it serves two roles', () => {
    const links = [link('https://shop.example/pages/shipping-returns', 'Shipping & returns')];

    const pages = pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' });

    expect(pages).toEqual([{ role: 'policy', url: 'https://shop.example/pages/shipping-returns' }]);
  });

  it('never picks more than four', () => {
    const links = ['refund-policy', 'shipping', 'contact', 'about-us', 'returns', 'delivery'].map(
      (slug) => link(`https://shop.example/pages/${slug}`, slug),
    );

    expect(
      pickInfoPages({ pageUrl: 'https://shop.example/', links, platform: 'unknown' }),
    ).toHaveLength(MAX_INFO_PAGES);
  });

  it("counts a help centre on another subdomain of the store's domain as its own", () => {
    // Prepare: Costco's and Overstock's real links, and a lookalike.
    const links = [
      link('https://contacts.costco.com/', 'Contact Lenses'),
      link('https://customerservice.costco.com/', 'Contact Customer Service'),
      link('https://help.overstock.com/help/s/article/Shipping-Delivery', 'Shipping & Delivery'),
      link('https://costco.com.evil.example/returns', 'Returns'),
    ];

    // Act
    const pages = pickInfoPages({
      pageUrl: 'https://www.costco.com/sink.product.100432602.html',
      links,
      platform: 'unknown',
    });

    // Assess: "Contact Lenses" is a department, not a contact page.
    expect(pages).toEqual([{ url: 'https://customerservice.costco.com/', role: 'contact' }]);
  });

  it("counts a help centre on a help-desk service's subdomain named for the store, not another's", () => {
    // Prepare: Puntoticket's help centre on Zendesk, and another company's.
    const links = [
      link('https://otherbrand.zendesk.com/hc/es', 'Centro de Ayuda'),
      link('https://puntoticket.zendesk.com/hc/es', 'Centro de Ayuda'),
    ];

    // Act
    const pages = pickInfoPages({
      pageUrl: 'https://www.puntoticket.com/evento/lina-de-lima-streaming',
      links,
      platform: 'unknown',
    });

    // Assess
    expect(pages).toEqual([{ role: 'contact', url: 'https://puntoticket.zendesk.com/hc/es' }]);
  });

  it("never counts another shop on the same platform's domain", () => {
    const links = [link('https://other-shop.myshopify.com/pages/contact', 'Contact')];
    const pages = pickInfoPages({
      pageUrl: 'https://my-shop.myshopify.com/',
      links,
      platform: 'unknown',
    });
    expect(pages).toEqual([]);
  });

  it('does not take a delivery service or a shipping banner for the shipping page', () => {
    // Prepare: costco.com's pharmacy link, and overstock.com's banner before its real page.
    const costco = [link('https://www.costco.com/Pharmacy/home-delivery', 'Home Delivery')];
    const overstock = [
      link('https://www.overstock.com/free-shipping', 'Free Shipping On Orders Over $45'),
      link('https://help.overstock.com/help/s/article/Shipping-Delivery', 'Shipping & Delivery'),
    ];

    // Act
    const onCostco = pickInfoPages({
      pageUrl: 'https://www.costco.com/sink.product.100432602.html',
      links: costco,
      platform: 'unknown',
    });
    const onOverstock = pickInfoPages({
      pageUrl: 'https://www.overstock.com/Home-Garden/x/29099468/product.html',
      links: overstock,
      platform: 'unknown',
    });

    // Assess
    expect(onCostco).toEqual([]);
    expect(onOverstock).toEqual([
      { role: 'shipping', url: 'https://help.overstock.com/help/s/article/Shipping-Delivery' },
    ]);
  });
});

describe('mayNameInfoPage', () => {
  it("keeps a help centre's links beyond the cap, whatever their words, and not a product's", () => {
    expect(mayNameInfoPage(link('https://support.namshi.com/hc/ar/articles/2085', 'تتبع'))).toBe(
      true,
    );
    expect(mayNameInfoPage(link('https://www.zalando.fi/faq/Toimitus.html', 'Toimitus'))).toBe(
      true,
    );
    expect(mayNameInfoPage(link('https://shop.example/p/helpful-mug', 'Helpful mug'))).toBe(false);
  });
});
