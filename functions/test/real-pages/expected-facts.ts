/**
 * What a careful person reads on each real product page of this folder (README.md says where
 * each comes from): the platform, the product's name and price as the page shows them to its
 * shopper, the store's name, and whether the page is long enough to be read only in part. A
 * price the page does not show (a used copy only, an unavailable item) is undefined: unknown,
 * never a guess.
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';
import type { SavedFile } from './saved-addresses';

export interface ExpectedFacts {
  /** The page, gzip-compressed as a server sends it; served at the address it was saved from. */
  file: SavedFile;
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
    platform: 'amazon',
    name: 'SainSmart 4-Channel Relay Module',
    price: 8.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: true,
  },
  {
    file: 'amazon-kindle-novel.html.gz',
    platform: 'amazon',
    // Its first <h1> is the gifting pop-over's "Buying and sending eBooks to others".
    name: 'The Whole Truth (A. Shaw Book 1)',
    price: 10.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'amazon-uk-cookbook.html.gz',
    platform: 'amazon',
    // Its first <h1> is the author card's "Follow the author"; only used copies are offered.
    name: 'Vegetable Perfection: 100 delicious recipes for roots, bulbs, shoots and stems',
    readInPart: false,
  },
  {
    file: 'amazon-es-window-robot.html.gz',
    platform: 'amazon',
    name: 'Cecotec Robot Limpiacristales Windroid 880 SprayWater Smart Connected. 90 W, Pulveriza, Limpia y Seca, Control por App y Mando a Distancia, 4 Programas, Cable 5,5m, Incluye 12 Paños',
    // The buy box is empty (not available); the prices on the page are other products'.
    readInPart: false,
  },
  {
    file: 'amazon-gorilla-duct-tape.html.gz',
    platform: 'amazon',
    name: 'Gorilla Black Duct Tape, 1.88" x 12 yd, Black, (Pack of 2)',
    price: 12.48,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'amazon-led-wall-sconce.html.gz',
    platform: 'amazon',
    // Its first <h1> is the cart pop-over's "Adding to Cart...".
    name: 'Modern LED Wall Sconce Lighting Fixture Lamps 7W Warm White 2700K Up and Down Indoor Plaster Wall Lamps for Living Room Bedroom Hallway Conservatory Home Room Decor(with G9 Bulbs Not Dimmable)',
    price: 29.99,
    currency: 'USD',
    priceSource: 'page',
    readInPart: false,
  },
  {
    file: 'costco-sink-faucet-combo.html.gz',
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
    file: 'etsy-pumpkin-doormat.html.gz',
    platform: 'etsy',
    name: 'EL original he y hay calabaza / decoración de otoño / estera de bienvenida / pintado a mano, felpudo personalizado / lindo felpudo / doormat al aire libre / decoración del porche',
    price: 43.9,
    currency: 'EUR',
    priceSource: 'json-ld',
    readInPart: false,
  },
  {
    file: 'overstock-canape-plates.html.gz',
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
    platform: 'unknown',
    name: 'Tully Sconce',
    // Its JSON-LD names the currency but no price, and it shows none in its markup.
    currency: 'USD',
    storeName: 'Pottery Barn',
    readInPart: false,
  },
  {
    file: 'rejuvenation-keystick-sconce.html.gz',
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
    file: 'wayfair-penhook-armchair.html.gz',
    platform: 'unknown',
    name: "Penhook 20.47'' Wide Armchair",
    price: 111.99,
    currency: 'USD',
    priceSource: 'json-ld',
    storeName: 'Wayfair',
    readInPart: false,
  },
  {
    file: 'jossandmain-lantern-pendant.html.gz',
    platform: 'unknown',
    name: 'Duprey 4-Light Lantern Pendant',
    price: 98.99,
    currency: 'USD',
    priceSource: 'json-ld',
    storeName: 'Joss & Main',
    readInPart: false,
  },
  {
    file: 'mediamarkt-pt-microwave.html.gz',
    platform: 'shopify',
    name: 'Microondas Panasonic NN-K35HWMEBG 800W 23L',
    // Its microdata price is the text "109€ 109€ 109" (the price written three times): no price.
    price: 109,
    currency: 'EUR',
    priceSource: 'json-ld',
    storeName: 'MediaMarkt',
    readInPart: false,
  },
  {
    file: 'mediamarkt-pt-robot-vacuum.html.gz',
    platform: 'shopify',
    name: 'Aspirador Robot Roborock S6 Pure Preto',
    price: 499,
    currency: 'EUR',
    priceSource: 'open-graph',
    storeName: 'MediaMarkt',
    readInPart: false,
  },
  {
    file: 'argos-tapo-camera.html.gz',
    platform: 'unknown',
    name: 'TP-Link Tapo C200 Pan/Tilt 1080P Wi-Fi Smart Indoor Camera',
    price: 34.99,
    currency: 'GBP',
    priceSource: 'microdata',
    storeName: 'Argos',
    readInPart: false,
  },
  {
    file: 'bestbuy-ca-nest-doorbell.html.gz',
    platform: 'unknown',
    name: 'Google Nest Hello Wi-Fi Video Doorbell - Black/White',
    price: 229.99,
    currency: 'CAD',
    priceSource: 'microdata',
    storeName: 'Best Buy Canada',
    readInPart: false,
  },
  {
    file: 'ikea-fjantig-hook.html.gz',
    platform: 'unknown',
    name: 'FJANTIG Hook - black',
    price: 3,
    currency: 'GBP',
    priceSource: 'json-ld',
    storeName: 'IKEA',
    readInPart: false,
  },
  {
    file: 'otto-whisky-glasses.html.gz',
    platform: 'unknown',
    name: 'Eisch Whiskyglas »Hamilton« (2-tlg), handgefertigt, bleifrei',
    price: 56.74,
    currency: 'EUR',
    priceSource: 'microdata',
    storeName: 'OTTO',
    readInPart: false,
  },
  {
    file: 'argos-girls-watch-set.html.gz',
    platform: 'unknown',
    name: "Tikkers Girls' Pink Butterfly Watch Set",
    price: 9.99,
    currency: 'GBP',
    priceSource: 'microdata',
    storeName: 'Argos',
    readInPart: false,
  },
  {
    file: 'leroymerlin-pl-wc-frame.html.gz',
    platform: 'unknown',
    name: 'Zestaw podtynkowy WC SEREL GROHE',
    // The page shows 997 zł; its Open Graph still says 1148 (the price before the sale).
    price: 997,
    currency: 'PLN',
    priceSource: 'microdata',
    otherPrices: [1148],
    storeName: 'Leroy Merlin',
    readInPart: false,
  },
  {
    file: 'zara-be-knee-boots.html.gz',
    platform: 'unknown',
    name: 'FLAT OVER-THE-KNEE BOOTS WITH TRACK SOLES',
    price: 69.95,
    currency: 'EUR',
    priceSource: 'json-ld',
    storeName: 'ZARA',
    readInPart: false,
  },
  {
    file: '3suisses-chair-cover.html.gz',
    platform: 'unknown',
    name: 'Housse de chaise coton TERTIO® - taupe',
    price: 36.99,
    currency: 'EUR',
    priceSource: 'microdata',
    storeName: '3 SUISSES',
    readInPart: false,
  },
  {
    file: 'kiabi-ghost-costume.html.gz',
    platform: 'unknown',
    name: 'Déguisement de fantôme',
    price: 15,
    currency: 'EUR',
    priceSource: 'microdata',
    storeName: 'Kiabi',
    readInPart: false,
  },
  {
    file: 'bestbuy-ca-belkin-speaker.html.gz',
    platform: 'unknown',
    name: 'Belkin SoundForm Elite Smart Speaker with Google Assistant & Wireless Charging - Black',
    price: 249.99,
    currency: 'CAD',
    priceSource: 'microdata',
    storeName: 'Best Buy Canada',
    readInPart: false,
  },
  {
    file: 'boscovs-crib-mattress.html.gz',
    platform: 'unknown',
    name: 'Sealy Soybean Nature Couture Crib Mattress',
    price: 169.99,
    currency: 'USD',
    priceSource: 'microdata',
    storeName: "Boscov's",
    readInPart: false,
  },
  {
    file: 'nay-sk-garni-570.html.gz',
    platform: 'unknown',
    name: 'Garni 570 Easy II čierna',
    price: 54.5,
    currency: 'EUR',
    priceSource: 'json-ld',
    storeName: 'Nay.sk',
    readInPart: false,
  },
  {
    file: 'mobly-bar-stools.html.gz',
    platform: 'unknown',
    name: 'Conjunto com 2 Banquetas Giratórias Marilyn Preto',
    price: 689.99,
    currency: 'BRL',
    priceSource: 'json-ld',
    storeName: 'Mobly',
    readInPart: false,
  },
];
