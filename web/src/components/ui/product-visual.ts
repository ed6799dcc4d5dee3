/**
 * What stands in a product's image slot. A product's own image always wins. A demo product has
 * no photo (its brands are invented, so no real picture of it can exist): it gets an illustration
 * drawn from its own fields (a pictogram for its category, a colour and initials for its brand),
 * marked as an illustration wherever it shows. Any other product without an image shows the
 * neutral parcel: an illustration there could pass for what the shopper's product looks like.
 */
import { productCategories, type ProductCategory } from '@shop-scanner/shared/product-rules';
import type { ProductSummary } from '@shop-scanner/shared/products';

export type VisualFields = Pick<ProductSummary, 'imageUrl' | 'source' | 'category' | 'brand'>;

/** One pictogram per category; a category the app does not know yet draws the parcel. */
export type Pictogram = ProductCategory;

export interface ProductIllustration {
  readonly pictogram: Pictogram;
  /** The brand's colour (pictogram and initials' disc) and its pale tint (the background). */
  readonly colour: string;
  readonly tint: string;
  /** Up to two letters; empty when the product names no brand. */
  readonly initials: string;
  /** The accessible name: says it is an illustration, and of what. */
  readonly label: string;
}

export type ProductVisual =
  | { readonly kind: 'photo'; readonly src: string }
  | { readonly kind: 'illustration'; readonly illustration: ProductIllustration }
  | { readonly kind: 'none' };

const isCategory = (value: string): value is ProductCategory =>
  (productCategories as readonly string[]).includes(value);

export const pictogramFor = (category: string): Pictogram =>
  isCategory(category) ? category : 'Other';

/** FNV-1a, 32 bits: the same brand gives the same number in every browser and on every visit. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const normalisedBrand = (brand: string | undefined) =>
  (brand ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A product without a brand: slate, so no brand seems to be named. */
const NO_BRAND = { colour: 'hsl(215 16% 40%)', tint: 'hsl(215 20% 95%)' } as const;

/**
 * A hue from the brand's name. Saturation and lightness are fixed so that white initials on the
 * colour and the colour on its tint both keep a readable contrast, whatever the hue.
 */
export const brandColours = (brand: string | undefined): { colour: string; tint: string } => {
  const name = normalisedBrand(brand);
  if (name === '') return NO_BRAND;
  const hue = hash(name) % 360;
  return { colour: `hsl(${hue} 55% 36%)`, tint: `hsl(${hue} 60% 94%)` };
};

/** 'Northwind Audio' → 'NA', 'Lumen' → 'L', '' → ''. Letters and digits only, any script. */
export const brandInitials = (brand: string | undefined): string =>
  (brand ?? '')
    .split(/[\s\-_/&+.,]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();

export const illustrationFor = (
  product: Pick<VisualFields, 'category' | 'brand'>,
): ProductIllustration => {
  const brand = product.brand?.trim();
  return {
    pictogram: pictogramFor(product.category),
    ...brandColours(brand),
    initials: brandInitials(brand),
    label: `Illustration, not a product photo: ${product.category}${brand ? `, ${brand}` : ''}`,
  };
};

/**
 * `failedSrc`: an image address that did not load. Then a demo product falls back to its
 * illustration, and any other product to the parcel.
 */
export const productVisual = (product: VisualFields, failedSrc?: string): ProductVisual => {
  const src = product.imageUrl;
  if (src && src !== failedSrc) return { kind: 'photo', src };
  if (product.source === 'demo') {
    return { kind: 'illustration', illustration: illustrationFor(product) };
  }
  return { kind: 'none' };
};
