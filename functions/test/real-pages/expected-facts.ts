/**
 * What a careful person reads on each real product page of this folder (README.md says where
 * each comes from): the platform, the product's name and price as the page shows them to its
 * shopper, the store's name, and whether the page is long enough to be read only in part. A
 * price the page does not show (a used copy only, an unavailable item) is undefined: unknown,
 * never a guess. The addresses are the pages' own (their canonical or the source's test URL).
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';

export interface ExpectedFacts {
  /** The page, gzip-compressed as a server sends it. */
  file: string;
  url: string;
  platform: StorePlatform;
  name: string;
  price?: number;
  currency?: string;
  /** Where the price was read from: a marketplace's visible price is the page's own. */
  priceSource?: 'json-ld' | 'microdata' | 'open-graph' | 'page';
  /** Other prices the page published, when its sources disagree. */
  otherPrices?: number[];
  /** The store's name; undefined on a marketplace listing (the marketplace is not the store). */
  storeName?: string;
  /** Longer than the shopper's page cap (2 MB): read in part, and the evidence says so. */
  readInPart: boolean;
  /** Help or contact pages on another subdomain of the store's domain, counted as its own. */
  ownSubdomainPages?: { role: 'contact' | 'policy' | 'shipping'; host: string }[];
}

export const expectedFacts: readonly ExpectedFacts[] = [
  {
    file: 'amazon-com-relay-module.html.gz',
    url: 'https://www.amazon.com/gp/product/B0057OC5O8/',
    platform: 'amazon',
    name: 'SainSmart 4-Channel Relay Module',
    price: 8.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: true,
  },
  {
    file: 'amazon-com-kindle-book.html.gz',
    url: 'https://www.amazon.com/The-Whole-Truth-Shaw-Book-ebook/dp/B0011UCPM4/',
    platform: 'amazon',
    // Its first <h1> is the gifting pop-over's "Buying and sending eBooks to others".
    name: 'The Whole Truth (A. Shaw Book 1)',
    price: 10.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'amazon-co-uk-book.html.gz',
    url: 'https://www.amazon.co.uk/Vegetable-Perfection-tasty-recipes-shoots/dp/1849757097/',
    platform: 'amazon',
    // Its first <h1> is the author card's "Follow the author"; only used copies are offered.
    name: 'Vegetable Perfection: 100 delicious recipes for roots, bulbs, shoots and stems',
    readInPart: false,
  },
  {
    file: 'amazon-es-window-robot.html.gz',
    url: 'https://www.amazon.es/aspirador-Excellence-Programable-limpieza-Silencioso/dp/B01MUGXRT9',
    platform: 'amazon',
    name: 'Cecotec Robot Limpiacristales Windroid 880 SprayWater Smart Connected. 90 W, Pulveriza, Limpia y Seca, Control por App y Mando a Distancia, 4 Programas, Cable 5,5m, Incluye 12 Paños',
    // The buy box is empty (not available); the prices on the page are other products'.
    readInPart: false,
  },
  {
    file: 'amazon-com-duct-tape.html.gz',
    url: 'https://www.amazon.com/Gorilla-6012110-Black-2-Pack-Piece/dp/B00N150YS4/',
    platform: 'amazon',
    name: 'Gorilla Black Duct Tape, 1.88" x 12 yd, Black, (Pack of 2)',
    price: 12.48,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'amazon-com-wall-sconce.html.gz',
    url: 'https://www.amazon.com/Lighting-Fixture-Plaster-Conservatory-Dimmable/dp/B07G2L3JMM',
    platform: 'amazon',
    // Its first <h1> is the cart pop-over's "Adding to Cart...".
    name: 'Modern LED Wall Sconce Lighting Fixture Lamps 7W Warm White 2700K Up and Down Indoor Plaster Wall Lamps for Living Room Bedroom Hallway Conservatory Home Room Decor(with G9 Bulbs Not Dimmable)',
    price: 29.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'costco-sink-faucet.html.gz',
    url: 'https://www.costco.com/afa-stainless-33-inch-sink-and-semi-pro-faucet-combo.product.100432602.html',
    platform: 'unknown',
    name: 'AFA Stainless 33-inch Sink and Semi Pro Faucet Combo',
    price: 329.99,
    currency: 'USD',
    priceSource: 'open-graph',
    storeName: 'Costco Wholesale',
    readInPart: false,
    ownSubdomainPages: [{ role: 'contact', host: 'customerservice.costco.com' }],
  },
  {
    file: 'etsy-doormat.html.gz',
    url: 'https://www.etsy.com/es/listing/550571276/el-original-he-y-hay-calabaza-decoracion',
    platform: 'etsy',
    name: 'EL original he y hay calabaza / decoración de otoño / estera de bienvenida / pintado a mano, felpudo personalizado / lindo felpudo / doormat al aire libre / decoración del porche',
    price: 43.9,
    currency: 'EUR',
    priceSource: 'json-ld',
    readInPart: false,
  },
  {
    file: 'overstock-canape-plates.html.gz',
    url: 'https://www.overstock.com/Home-Garden/Certified-International-Elegance-Canape-Plates-Set-of-6/29099468/product.html',
    platform: 'unknown',
    name: 'Certified International Elegance Canape Plates, Set of 6',
    price: 31.49,
    currency: 'USD',
    priceSource: 'json-ld',
    storeName: 'overstock.com',
    readInPart: false,
    ownSubdomainPages: [{ role: 'shipping', host: 'help.overstock.com' }],
  },
  {
    file: 'potterybarn-tully-sconce.html.gz',
    url: 'https://www.potterybarn.com/products/tully-brass-sconce/',
    platform: 'unknown',
    name: 'Tully Sconce',
    // Its JSON-LD names the currency but no price, and it shows none in its markup.
    currency: 'USD',
    storeName: 'Pottery Barn',
    readInPart: false,
  },
  {
    file: 'rejuvenation-keystick-sconce.html.gz',
    url: 'https://www.rejuvenation.com/catalog/products/keystick-wall-sconce-aged-brass',
    platform: 'unknown',
    name: 'Keystick Wall Sconce',
    // On sale: Open Graph 120 (its og:price:standard_amount is 150), JSON-LD still 150.
    price: 120,
    currency: 'USD',
    priceSource: 'open-graph',
    otherPrices: [150],
    // Its title is "Keystick Wall Sconce | Rejuvenation", and it has no og:site_name.
    storeName: 'Rejuvenation',
    readInPart: false,
  },
  {
    file: 'wayfair-armchair.html.gz',
    url: 'https://www.wayfair.com/furniture/pdp/wade-logan-penhook-2047-wide-armchair-w005759888.html',
    platform: 'unknown',
    name: "Penhook 20.47'' Wide Armchair",
    price: 111.99,
    currency: 'USD',
    priceSource: 'json-ld',
    storeName: 'Wayfair',
    readInPart: false,
  },
  {
    file: 'jossandmain-pendant.html.gz',
    url: 'https://www.jossandmain.com/lighting/pdp/duprey-4-light-lantern-pendant-j001109161.html',
    platform: 'unknown',
    name: 'Duprey 4-Light Lantern Pendant',
    price: 98.99,
    currency: 'USD',
    priceSource: 'json-ld',
    storeName: 'Joss & Main',
    readInPart: false,
  },
];
