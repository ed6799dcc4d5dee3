import { describe, expect, it } from 'vitest';
import { choosePrice, priceChoiceNote, readProductFacts } from './structured-data';

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

// A Shopify (Dawn theme) product page: protocol-relative images, numeric price, the variant's
// barcode as an unquoted gtin12 in the offer, schema.org availability URLs, entity-encoded HTML.
const shopifyProductPage = `<!doctype html><html><head>
<meta property="og:title" content="Speckled Mug – Northwood">
<meta property="og:image" content="http://northwood.example/cdn/shop/files/og.jpg">
<script type="application/ld+json">
{
  "@context": "http://schema.org/",
  "@type": "Product",
  "name": "Speckled Stoneware Mug",
  "url": "https://northwood.example/products/speckled-mug",
  "image": ["//northwood.example/cdn/shop/files/mug-front.jpg?v=1712&width=1920",
            "//northwood.example/cdn/shop/files/mug-side.jpg?v=1712&width=1920"],
  "description": "\\u003cp\\u003eWheel-thrown \\u0026amp; glazed in Vermont.\\u003c/p\\u003e",
  "sku": "MUG-SPK-12",
  "brand": { "@type": "Brand", "name": "Northwood Ceramics" },
  "offers": [
    { "@type": "Offer", "sku": "MUG-SPK-12", "gtin12": 850012345678,
      "availability": "http://schema.org/InStock", "price": 34.0, "priceCurrency": "USD",
      "url": "https://northwood.example/products/speckled-mug?variant=4101" },
    { "@type": "Offer", "sku": "MUG-SPK-16", "availability": "http://schema.org/OutOfStock",
      "price": 38.0, "priceCurrency": "USD",
      "url": "https://northwood.example/products/speckled-mug?variant=4102" }
  ]
}
</script></head><body><h1>Speckled Stoneware Mug</h1></body></html>`;

// An Amazon-like listing: microdata only, the price inside the nested Offer, a review (placed
// first) whose own name must not be taken for the product's.
const microdataOnlyPage = `<html><body>
<div id="dp" itemscope itemtype="https://schema.org/Product">
  <div id="topReview" itemprop="review" itemscope itemtype="https://schema.org/Review">
    <span itemprop="name">Tiny and fast</span>
  </div>
  <h1><span id="productTitle" itemprop="name"> Anker USB C Charger, 20W Nano </span></h1>
  <img id="landingImage" itemprop="image" src="/images/I/61abcXYZ.jpg" alt="">
  <div itemprop="brand" itemscope itemtype="https://schema.org/Brand">
    <a href="/stores/Anker">Visit the Anker Store</a><meta itemprop="name" content="Anker">
  </div>
  <meta itemprop="gtin13" content="0194644098780">
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span class="a-price"><span itemprop="price" content="15.99">$15.99</span></span>
    <meta itemprop="priceCurrency" content="USD">
    <link itemprop="availability" href="https://schema.org/InStock">
  </div>
  <div id="productDescription" itemprop="description"><p>Charges an iPhone to 50% in 30 minutes.</p></div>
</div></body></html>`;

const openGraphOnlyPage = `<html><head>
<meta property="og:type" content="product">
<meta property="og:title" content="Hand-dyed Silk Scarf">
<meta property="og:description" content="Dyed with walnut and madder.">
<meta property="og:image" content="https://img.example/scarf-1.jpg">
<meta property="og:image" content="/media/scarf-2.jpg">
<meta property="product:price:amount" content="89,00">
<meta property="product:price:currency" content="eur">
</head><body><p>Our scarves</p></body></html>`;

describe('readProductFacts: JSON-LD', () => {
  it('reads a Shopify product page, each field sourced json-ld', () => {
    // Act
    const facts = readProductFacts(
      shopifyProductPage,
      'https://northwood.example/products/speckled-mug',
    );

    // Assess
    expect(facts).toEqual({
      name: 'Speckled Stoneware Mug',
      price: 34,
      currency: 'USD',
      images: [
        'https://northwood.example/cdn/shop/files/mug-front.jpg?v=1712&width=1920',
        'https://northwood.example/cdn/shop/files/mug-side.jpg?v=1712&width=1920',
      ],
      brand: 'Northwood Ceramics',
      gtin: '850012345678',
      description: 'Wheel-thrown & glazed in Vermont.',
      availability: 'in_stock',
      sources: {
        name: 'json-ld',
        price: 'json-ld',
        currency: 'json-ld',
        images: 'json-ld',
        brand: 'json-ld',
        gtin: 'json-ld',
        description: 'json-ld',
        availability: 'json-ld',
      },
    });
  });

  it('finds the Product inside a WooCommerce/Yoast @graph, with an AggregateOffer and string price', () => {
    const html = jsonLd({
      '@context': 'https://schema.org/',
      '@graph': [
        { '@type': 'BreadcrumbList', itemListElement: [] },
        {
          '@type': 'Product',
          '@id': 'https://linen.example/product/apron/#product',
          name: 'Linen Apron &#8211; Natural',
          image: {
            '@type': 'ImageObject',
            url: 'https://linen.example/wp-content/uploads/apron.jpg',
          },
          brand: 'Linen & Loom',
          gtin13: '4006381333931',
          offers: [
            {
              '@type': 'AggregateOffer',
              lowPrice: '1,020.00',
              highPrice: '1,300.00',
              offerCount: 3,
              priceCurrency: 'EUR',
              availability: 'https://schema.org/LimitedAvailability',
            },
          ],
        },
      ],
    });

    const facts = readProductFacts(html, 'https://linen.example/product/apron/');

    expect(facts).toMatchObject({
      name: 'Linen Apron – Natural',
      price: 1020,
      currency: 'EUR',
      images: ['https://linen.example/wp-content/uploads/apron.jpg'],
      brand: 'Linen & Loom',
      gtin: '4006381333931',
      availability: 'limited',
    });
  });

  it('reads a top-level array, a price specification and a GS1 Digital Link GTIN', () => {
    const html = jsonLd([
      { '@type': 'WebSite', name: 'Example' },
      {
        '@type': ['Product', 'Thing'],
        name: 'Trail Shoe',
        gtin: 'https://id.gs1.org/01/09506000134352',
        brand: [{ '@type': 'Brand', name: 'Ridge' }],
        offers: {
          '@type': 'Offer',
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', price: 120, priceCurrency: 'GBP' },
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: 150,
              priceCurrency: 'GBP',
            },
          ],
        },
      },
    ]);

    const facts = readProductFacts(html, 'https://ridge.example/p/trail');

    expect(facts).toMatchObject({
      name: 'Trail Shoe',
      price: 120,
      currency: 'GBP',
      brand: 'Ridge',
    });
    expect(facts.gtin).toBe('09506000134352');
  });

  it('repairs the usual broken JSON-LD (raw newlines, trailing commas, HTML comments)', () => {
    const html = `<script type="application/ld+json"><!--
      { "@type": "Product", "name": "Beeswax Candle", "description": "Poured by hand
      in small batches.", "offers": { "price": "18.50", "priceCurrency": "CAD", }, }
    --></script>`;

    const facts = readProductFacts(html, 'https://candles.example/p/1');

    expect(facts).toMatchObject({
      name: 'Beeswax Candle',
      description: 'Poured by hand in small batches.',
      price: 18.5,
      currency: 'CAD',
    });
  });

  it("repairs Dawn's unquoted barcode with a leading zero, keeping its GTIN and brand", () => {
    // Dawn prints the variant's barcode as it is: a UPC starting with 0 is a bare `012…`.
    const html = `<script type="application/ld+json">
{
"@context": "http://schema.org/",
"@type": "Product",
"name": "Small Batch Granola Pack of 6",
"description": "Oats: 0123 grams, toasted.",
"brand": {"@type": "Brand", "name": "Tuscan Hills"},
"offers": [{
"@type" : "Offer","sku": "TH-00042","gtin12": 012345678905,
"availability" : "http://schema.org/InStock",
"price" : 0.5,
"priceCurrency" : "USD"
}]
}
</script>`;

    const facts = readProductFacts(html, 'https://tuscan.example/products/granola');

    expect(facts).toMatchObject({
      name: 'Small Batch Granola Pack of 6',
      brand: 'Tuscan Hills',
      gtin: '012345678905',
      price: 0.5,
      description: 'Oats: 0123 grams, toasted.',
      sources: { gtin: 'json-ld', brand: 'json-ld' },
    });
  });

  it('skips a block nothing can repair and falls back to the next source', () => {
    const html = `<script type="application/ld+json">{ "@type": "Product", "name": "Lamp" "offers": </script>
      <meta property="og:title" content="Brass Desk Lamp">`;

    const facts = readProductFacts(html, 'https://lamps.example/p/1');

    expect(facts).toEqual({
      name: 'Brass Desk Lamp',
      images: [],
      sources: { name: 'open-graph' },
    });
  });
});

describe('readProductFacts: an Open Graph title with the site in it', () => {
  it("reads the product's name without the site's name the title ends with", () => {
    // Prepare: PChome's page, its name only in Open Graph.
    const html = `<meta property="og:site_name" content="PChome商店街">
      <meta property="og:title" content="UNIFLAME CARRYING SINK 可提式多功能不鏽鋼碗籃組 660416｜PChome商店街">`;

    // Act
    const facts = readProductFacts(html, 'https://www.pcstore.com.tw/powerbus/M14876706.htm');

    // Assess
    expect(facts.name).toBe('UNIFLAME CARRYING SINK 可提式多功能不鏽鋼碗籃組 660416');
  });
});

describe("readProductFacts: real stores' own spellings", () => {
  it('reads a product whose type is written in lower case and that names no @context', () => {
    // Prepare: John Lewis's product block, as its pages publish it.
    const html = jsonLd({
      '@type': 'product',
      name: 'Google Nest Mini Hands-Free Smart Speaker, 2nd Gen',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'GBP' },
    });

    // Act
    const facts = readProductFacts(html, 'https://www.johnlewis.com/p4781720');

    // Assess
    expect(facts).toMatchObject({
      name: 'Google Nest Mini Hands-Free Smart Speaker, 2nd Gen',
      price: 49,
      currency: 'GBP',
      sources: { name: 'json-ld', price: 'json-ld' },
    });
  });

  it("takes an offer's price of 0 for no price: an out-of-stock placeholder", () => {
    const html = jsonLd({
      '@type': 'Product',
      name: 'Legend 200ml edt',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'ILS' },
    });

    const facts = readProductFacts(html, 'https://www.getit.co.il/Prod/101693/');

    expect(facts.price).toBeUndefined();
    expect(facts.sources.price).toBeUndefined();
  });
});

describe('readProductFacts: microdata and Open Graph', () => {
  it('reads an Amazon-like microdata page: offer and brand from their nested items', () => {
    const facts = readProductFacts(microdataOnlyPage, 'https://www.amazon.com/dp/B0C1234567');

    expect(facts).toEqual({
      name: 'Anker USB C Charger, 20W Nano',
      price: 15.99,
      currency: 'USD',
      images: ['https://www.amazon.com/images/I/61abcXYZ.jpg'],
      brand: 'Anker',
      gtin: '0194644098780',
      description: 'Charges an iPhone to 50% in 30 minutes.',
      availability: 'in_stock',
      sources: {
        name: 'microdata',
        price: 'microdata',
        currency: 'microdata',
        images: 'microdata',
        brand: 'microdata',
        gtin: 'microdata',
        description: 'microdata',
        availability: 'microdata',
      },
    });
  });

  it('reads an Open Graph-only page and leaves what it does not say absent', () => {
    const facts = readProductFacts(openGraphOnlyPage, 'https://silk.example/scarf');

    expect(facts).toEqual({
      name: 'Hand-dyed Silk Scarf',
      price: 89,
      currency: 'EUR',
      images: ['https://img.example/scarf-1.jpg', 'https://silk.example/media/scarf-2.jpg'],
      description: 'Dyed with walnut and madder.',
      sources: {
        name: 'open-graph',
        price: 'open-graph',
        currency: 'open-graph',
        images: 'open-graph',
        description: 'open-graph',
      },
    });
    expect(facts).not.toHaveProperty('brand');
    expect(facts).not.toHaveProperty('gtin');
  });

  it('prefers JSON-LD over Open Graph field by field, and takes images from one source', () => {
    const html = `${openGraphOnlyPage}${jsonLd({ '@type': 'Product', name: 'Silk Scarf, Walnut' })}`;

    const facts = readProductFacts(html, 'https://silk.example/scarf');

    expect(facts.name).toBe('Silk Scarf, Walnut');
    expect(facts.sources.name).toBe('json-ld');
    expect(facts.price).toBe(89);
    expect(facts.sources.price).toBe('open-graph');
    expect(facts.images).toHaveLength(2);
    expect(facts.sources.images).toBe('open-graph');
  });

  it('falls back to the page heading for a name, and to nothing else', () => {
    const facts = readProductFacts(
      '<body><h1> Oak  Stool </h1><p>$45</p></body>',
      'https://x.example/',
    );

    expect(facts).toEqual({ name: 'Oak Stool', images: [], sources: { name: 'page' } });
  });

  it('reads nothing from a page that publishes nothing', () => {
    expect(readProductFacts('<p>Hello</p>', 'https://x.example/')).toEqual({
      images: [],
      sources: {},
    });
  });
});

describe("a marketplace listing's name", () => {
  it("is the listing's own title when the structured data's is written for search engines", () => {
    // Prepare: the shape of an Alibaba listing (its JSON-LD name and its title heading).
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Cheese Slicer - Buy Cheese Slicer,Cheese Grater Product on Alibaba.com',
      offers: { '@type': 'AggregateOffer', lowPrice: '11.99', priceCurrency: 'USD' },
    })}</script><h1 class="ma-title">Handheld Stainless Steel Cheese Slicer</h1>`;

    // Act
    const listing = readProductFacts(html, 'https://www.alibaba.com/product-detail/x_6232.html');
    const shop = readProductFacts(html, 'https://cheese.example/slicer');

    // Assess: only on the marketplace whose title element it is.
    expect(listing.name).toBe('Handheld Stainless Steel Cheese Slicer');
    expect(listing.sources.name).toBe('page');
    expect(shop.name).toBe(
      'Cheese Slicer - Buy Cheese Slicer,Cheese Grater Product on Alibaba.com',
    );
  });
});

describe('prices that disagree', () => {
  const page = (jsonLdPrice: string, ogPrice: string, ogCurrency = 'USD') =>
    `<html><head>
      <meta property="product:price:amount" content="${ogPrice}">
      <meta property="product:price:currency" content="${ogCurrency}">
      <script type="application/ld+json">${JSON.stringify({
        '@type': 'Product',
        name: 'Keystick Wall Sconce',
        offers: { '@type': 'Offer', price: jsonLdPrice, priceCurrency: 'USD' },
      })}</script></head><body></body></html>`;

  it('uses the lower (a sale in Open Graph the JSON-LD does not show) and keeps the other', () => {
    // Act
    const facts = readProductFacts(page('150.00', '120.00'), 'https://shop.example/p');

    // Assess
    expect(facts.price).toBe(120);
    expect(facts.sources.price).toBe('open-graph');
    expect(facts.otherPrices).toEqual([{ price: 150, currency: 'USD', source: 'json-ld' }]);
  });

  it('keeps the first source and no other price when they agree or use other currencies', () => {
    const agree = readProductFacts(page('150.00', '150'), 'https://shop.example/p');
    expect(agree.price).toBe(150);
    expect(agree.sources.price).toBe('json-ld');
    expect(agree.otherPrices).toBeUndefined();
    const euros = readProductFacts(page('150.00', '120.00', 'EUR'), 'https://shop.example/p');
    expect(euros.price).toBe(150);
    expect(euros.currency).toBe('USD');
    expect(euros.otherPrices).toBeUndefined();
  });

  it('uses the sale an offer box shows beside its published regular price, and keeps both', () => {
    // Prepare: Elkor's product page, its microdata offer and its printed price box.
    const html = `<div itemscope itemtype="http://schema.org/Product">
      <h1 itemprop="name">Soma MONNALISA Rosso</h1>
      <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
        <meta itemprop="priceCurrency" content="EUR"><meta itemprop="price" content="219.99">
        <span class="original-price">EUR219.99</span> <span>-50%</span> <span>EUR110.00</span>
      </div></div>`;

    // Act
    const facts = readProductFacts(html, 'https://www.elkor.lv/lat/monnalisa-rosso.html');

    // Assess
    expect(facts.price).toBe(110);
    expect(facts.sources.price).toBe('page');
    expect(facts.otherPrices).toEqual([{ price: 219.99, currency: 'EUR', source: 'microdata' }]);
  });

  it('keeps the first when it is the lower, and lists each other price once', () => {
    const chosen = choosePrice([
      { price: 90, source: 'json-ld' },
      { price: 120, currency: 'USD', source: 'open-graph' },
      { price: 120, source: 'microdata' },
    ]);
    expect(chosen?.used).toEqual({ price: 90, source: 'json-ld' });
    expect(chosen?.others).toEqual([{ price: 120, currency: 'USD', source: 'open-graph' }]);
    expect(choosePrice([])).toBeUndefined();
  });

  it('says in words which price was used and what else was published', () => {
    expect(
      priceChoiceNote({ price: 120, currency: 'USD', source: 'open-graph' }, [
        { price: 150, source: 'json-ld' },
      ]),
    ).toBe(
      'prices differ: 120.00 USD in Open Graph was used (the lowest published), 150.00 in JSON-LD also published',
    );
    expect(priceChoiceNote({ price: 120, source: 'json-ld' }, [])).toBeUndefined();
  });
});
