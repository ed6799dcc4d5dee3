/**
 * Labelled name pairs the match threshold is tuned on (similarity.test.ts). Each says whether the
 * two names are the same product, and why: the kinds of agreement a match must survive (words
 * reordered, a seller's extra words, a brand left out, a size written another way) and the kinds
 * of near miss it must refuse (another size of the same product, another product of the same
 * brand and category, the same kind of product by another brand, an accessory, another model).
 * The names follow the demo catalogue's shape (brand, qualifier, kind, variant) and the way
 * marketplace sellers write listing titles.
 */
import type { NameInput } from './similarity';

export type PairKind =
  | 'reordered words'
  | 'extra marketing words'
  | 'missing brand'
  | 'size written differently'
  | 'same brand other size'
  | 'other product same category'
  | 'other brand same kind'
  | 'accessory of the product'
  | 'other model';

export interface LabelledPair {
  readonly a: NameInput;
  readonly b: NameInput;
  readonly same: boolean;
  readonly kind: PairKind;
}

const match = (kind: PairKind, a: NameInput, b: NameInput): LabelledPair => ({
  a,
  b,
  same: true,
  kind,
});
const noMatch = (kind: PairKind, a: NameInput, b: NameInput): LabelledPair => ({
  a,
  b,
  same: false,
  kind,
});

export const labelledPairs: readonly LabelledPair[] = [
  // Same product, words in another order.
  match(
    'reordered words',
    'Voltera Pro Noise-Cancelling Headphones Black',
    'Voltera Noise-Cancelling Headphones Pro, Black',
  ),
  match(
    'reordered words',
    { name: 'Maison Élise Dark Chocolate Bar 100 g', brand: 'Maison Élise' },
    'Dark Chocolate Bar by Maison Elise - 100g',
  ),
  match('reordered words', 'Bytecrest Wireless Keyboard Slim', 'Slim Wireless Keyboard Bytecrest'),
  match(
    'reordered words',
    { name: 'Lumora Portable Bluetooth Speaker Midnight Blue', brand: 'Lumora' },
    { name: 'Bluetooth Speaker Portable Midnight Blue Lumora', brand: 'Lumora' },
  ),
  match(
    'reordered words',
    'Ironleaf Cast Iron Skillet 12-inch',
    'Cast Iron Skillet, 12 Inch, Ironleaf',
  ),
  match('reordered words', 'Norvik External SSD 1 TB Graphite', 'Norvik Graphite 1TB External SSD'),
  // Same product, a seller's title with extra words.
  match(
    'extra marketing words',
    { name: 'Voltera Pro Noise-Cancelling Headphones Black', brand: 'Voltera' },
    'NEW Voltera Pro Noise-Cancelling Headphones Black - Fast Free Shipping',
  ),
  match(
    'extra marketing words',
    'Sonique Sport Earbuds White',
    'Sonique Sport Earbuds White BRAND NEW SEALED Genuine',
  ),
  match(
    'extra marketing words',
    { name: 'Pixelforge Ergonomic Mouse', brand: 'Pixelforge' },
    'Pixelforge Ergonomic Mouse - Authentic - US Seller - 2024 Model',
  ),
  match(
    'extra marketing words',
    'Brightwave Mini Smart Plug 4-Pack',
    'Brightwave Mini Smart Plug 4-Pack Best Deal Hot Sale',
  ),
  match(
    'extra marketing words',
    { name: 'Halden Rugged Bluetooth Speaker Silver', brand: 'Halden' },
    'Halden Rugged Bluetooth Speaker Silver (Official Retail Box)',
  ),
  match(
    'extra marketing words',
    { name: 'Voltera Pro Wireless Noise-Cancelling Headphones Black', brand: 'Voltera' },
    'Voltera Pro Noise-Cancelling Headphones Wireless Over-Ear Bluetooth, Black',
  ),
  match(
    'extra marketing words',
    'Corvex Dash Cam Front and Rear',
    'Corvex Dash Cam Front and Rear, NIB, Top Rated Seller',
  ),
  // Same product, the brand left out of one name.
  match(
    'missing brand',
    { name: 'Voltera Pro Noise-Cancelling Headphones Black', brand: 'Voltera' },
    'Pro Noise-Cancelling Headphones Black',
  ),
  match('missing brand', 'Espresso Roast Whole Bean Coffee 1 kg', {
    name: 'Beanworth Espresso Roast Whole Bean Coffee 1 kg',
    brand: 'Beanworth',
  }),
  match(
    'missing brand',
    { name: 'Arcwell USB-C Hub 7-in-1 Aluminium', brand: 'Arcwell' },
    'USB-C Hub 7-in-1 Aluminium',
  ),
  match(
    'missing brand',
    { name: 'Kestrel Audio Studio Turntable Belt-Drive', brand: 'Kestrel Audio' },
    'Studio Turntable Belt-Drive',
  ),
  match('missing brand', 'Organic Green Tea 20 Bags', {
    name: 'Leafhaven Organic Green Tea 20 Bags',
    brand: 'Leafhaven',
  }),
  match(
    'missing brand',
    { name: 'Quillon Mechanical Keyboard Low-Profile', brand: 'Quillon' },
    { name: 'Mechanical Keyboard Low-Profile' },
  ),
  // Same product, its size written another way.
  match(
    'size written differently',
    'Crystal Springs Sparkling Water 1 L',
    'Crystal Springs Sparkling Water 1000ml',
  ),
  match('size written differently', 'Fizzwell Cola 12 fl oz', 'Fizzwell Cola 355 ml'),
  match('size written differently', 'Glowmist Face Cream 50ml', 'Glowmist Face Cream 50 ml'),
  match(
    'size written differently',
    'Pawford Puppy Treats Pack of 6',
    'Pawford Puppy Treats 6-Pack',
  ),
  match('size written differently', 'Strata Portable SSD 2TB', 'Strata Portable SSD 2 TB'),
  // Another size of the same product.
  noMatch(
    'same brand other size',
    'Maison Élise Dark Chocolate Bar 100 g',
    'Maison Élise Dark Chocolate Bar 200 g',
  ),
  noMatch(
    'same brand other size',
    'Crystal Springs Sparkling Water 1 L',
    'Crystal Springs Sparkling Water 500 ml',
  ),
  noMatch('same brand other size', 'Norvik External SSD 1 TB', 'Norvik External SSD 2 TB'),
  noMatch(
    'same brand other size',
    'Pawford Puppy Treats Pack of 6',
    'Pawford Puppy Treats Pack of 3',
  ),
  noMatch(
    'same brand other size',
    'Ironleaf Cast Iron Skillet 10-inch',
    'Ironleaf Cast Iron Skillet 12-inch',
  ),
  noMatch('same brand other size', 'Fizzwell Cola 12 oz', 'Fizzwell Cola 20 oz'),
  noMatch(
    'same brand other size',
    'Brightwave Mini Smart Plug 2-Pack',
    'Brightwave Mini Smart Plug 4-Pack',
  ),
  // Another product of the same brand and category.
  noMatch(
    'other product same category',
    'Voltera Pro Noise-Cancelling Headphones Black',
    'Voltera Pro Wireless Earbuds Black',
  ),
  noMatch(
    'other product same category',
    { name: 'Bytecrest Wireless Keyboard', brand: 'Bytecrest' },
    { name: 'Bytecrest Wireless Mouse', brand: 'Bytecrest' },
  ),
  noMatch(
    'other product same category',
    'Maison Élise Dark Chocolate Bar 100 g',
    'Maison Élise Milk Chocolate Truffles 100 g',
  ),
  noMatch(
    'other product same category',
    'Lumora Portable Bluetooth Speaker',
    'Lumora Slim Soundbar',
  ),
  noMatch(
    'other product same category',
    'Glowmist Hydrating Face Cream 50ml',
    'Glowmist Hydrating Face Serum 50ml',
  ),
  noMatch('other product same category', 'Corvex Mini Action Camera', 'Corvex Mini Dash Cam'),
  // The same kind of product by another brand.
  noMatch(
    'other brand same kind',
    { name: 'Voltera Pro Noise-Cancelling Headphones Black', brand: 'Voltera' },
    { name: 'Sonique Pro Noise-Cancelling Headphones Black', brand: 'Sonique' },
  ),
  noMatch(
    'other brand same kind',
    { name: 'Voltera Pro Noise-Cancelling Headphones Black', brand: 'Voltera' },
    'Sonique Pro Noise-Cancelling Headphones Black',
  ),
  noMatch('other brand same kind', 'Leafhaven Organic Green Tea 20 Bags', {
    name: 'Teavana Organic Green Tea 20 Bags',
    brand: 'Teavana',
  }),
  noMatch('other brand same kind', 'Bytecrest Wireless Keyboard', 'Norvik Wireless Keyboard'),
  noMatch(
    'other brand same kind',
    { name: 'Halden Waterproof Bluetooth Speaker', brand: 'Halden' },
    { name: 'Auralite Waterproof Bluetooth Speaker', brand: 'Auralite' },
  ),
  noMatch(
    'other brand same kind',
    { name: 'Pawford Puppy Treats Pack of 6', brand: 'Pawford' },
    'Barkley Puppy Treats Pack of 6',
  ),
  // An accessory for the product, not the product.
  noMatch(
    'accessory of the product',
    'Voltera Pro Noise-Cancelling Headphones',
    'Voltera Pro Noise-Cancelling Headphones Case',
  ),
  noMatch(
    'accessory of the product',
    'Sonique Sport Earbuds',
    'Replacement Ear Tips for Sonique Sport Earbuds',
  ),
  noMatch(
    'accessory of the product',
    'Lumora 4K Streaming Stick',
    'Lumora 4K Streaming Stick Remote Cover',
  ),
  // Another model of the product line.
  noMatch('other model', 'Nexvolt Smartwatch Series 5', 'Nexvolt Smartwatch Series 7'),
  noMatch(
    'other model',
    'Kestrel Audio WH-1000XM4 Headphones',
    'Kestrel Audio WH-1000XM5 Headphones',
  ),
  noMatch('other model', 'Corvex Action Camera Hero 11', 'Corvex Action Camera Hero 12'),
];
