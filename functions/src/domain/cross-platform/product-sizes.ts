/**
 * Sizes written in product names ("500 ml", "12 fl oz", "2-pack", "Pack of 6", "64GB", "55-inch"),
 * read into one base unit per dimension so two names can be compared: "1 l" and "1000 ml" agree,
 * "250 g" and "500 g" do not. A name may hold several sizes ("6 x 330 ml": a count and a volume).
 */
import { normalizeText } from '../../model/products/search-text';

export type SizeDimension = 'volume' | 'mass' | 'data' | 'length' | 'count' | 'power' | 'charge';

export interface ProductSize {
  readonly dimension: SizeDimension;
  /** In the dimension's base unit: ml, g, GB, mm, items, W, mAh. */
  readonly value: number;
  /** The text it was read from, for the explanation of a conflict. */
  readonly text: string;
}

/** Each unit as written after a number, with its dimension and factor to the base unit. */
const units: readonly (readonly [pattern: string, dimension: SizeDimension, factor: number])[] = [
  ['fl\\.? ?oz', 'volume', 29.5735],
  ['ml', 'volume', 1],
  ['cl', 'volume', 10],
  ['dl', 'volume', 100],
  ['l(?:iters?|itres?)?', 'volume', 1000],
  ['gal(?:lons?)?', 'volume', 3785.41],
  ['mg', 'mass', 0.001],
  ['kg', 'mass', 1000],
  ['g(?:rams?)?', 'mass', 1],
  ['oz|ounces?', 'mass', 28.3495],
  ['lbs?|pounds?', 'mass', 453.592],
  ['mb', 'data', 1 / 1024],
  ['gb', 'data', 1],
  ['tb', 'data', 1024],
  ['mm', 'length', 1],
  ['cm', 'length', 10],
  ['"|inch(?:es)?', 'length', 25.4],
  ['pack|pk|count|ct|pcs|pieces?', 'count', 1],
  ['mah', 'charge', 1],
  ['w(?:atts?)?', 'power', 1],
];

/** "1,000" (a thousands separator), "1.5" or "1,5" (decimal marks). */
const NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)';
/** A number, then a unit ("500ml", "500 ml", "2-pack", "55-inch"), not inside a longer word. */
const measured = new RegExp(
  `(?<![\\p{L}\\p{N}.])${NUMBER}\\s*-?\\s*(${units.map(([p]) => `(?:${p})`).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** "pack of 6", "set of 4", "box of 12", "case of 24"; "6 x 330 ml" (a count before a size). */
const countOf = /\b(?:pack|set|box|case|bundle) of (\d+)\b|\b(\d{1,3}) ?x ?(?=\d)/gu;

const wholeUnits = units.map(
  ([pattern, dimension, factor]) =>
    [new RegExp(`^(?:${pattern})$`, 'u'), dimension, factor] as const,
);

const unitOf = (written: string) => wholeUnits.find(([whole]) => whole.test(written));

const toNumber = (text: string) =>
  Number(/^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.'));

export interface SizeReading {
  readonly sizes: readonly ProductSize[];
  /** The name with the sizes taken out, for the checks that must not see them again. */
  readonly rest: string;
}

/**
 * The sizes of a name, read from its normalized text. Inch marks (") are kept for the reading,
 * since normalizeText leaves them in place.
 */
export const readSizes = (name: string): SizeReading => {
  const text = normalizeText(name).replace(/[”″]/g, '"');
  const sizes: ProductSize[] = [];
  let rest = text.replace(countOf, (whole, countOfWords?: string, countTimes?: string) => {
    const count = Number(countOfWords ?? countTimes);
    sizes.push({ dimension: 'count', value: count, text: whole.trim() });
    return ' ';
  });
  rest = rest.replace(measured, (whole, amount: string, unit: string) => {
    const known = unitOf(unit.replace(/\s+/g, ' '));
    if (!known) return whole;
    const [, dimension, factor] = known;
    sizes.push({ dimension, value: toNumber(amount) * factor, text: whole.trim() });
    return ' ';
  });
  return { sizes, rest };
};

/** Two readings of the same size agree within 2 % (12 fl oz is 354.9 ml, labels say 355 ml). */
const SIZE_TOLERANCE = 0.02;

const sameAmount = (a: number, b: number) =>
  Math.abs(a - b) <= SIZE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

export interface SizeConflict {
  readonly dimension: SizeDimension;
  readonly a: string;
  readonly b: string;
}

/**
 * The first dimension both names give a size in without any size in common: "250 g" against
 * "500 g" conflicts; "12 fl oz (355 ml)" against "355ml" agrees; a size only one name gives
 * says nothing (the other may just leave it out).
 */
export const sizeConflict = (
  a: readonly ProductSize[],
  b: readonly ProductSize[],
): SizeConflict | undefined => {
  for (const dimension of new Set(a.map((s) => s.dimension))) {
    const ofA = a.filter((s) => s.dimension === dimension);
    const ofB = b.filter((s) => s.dimension === dimension);
    if (ofB.length === 0) continue;
    const shared = ofA.some((x) => ofB.some((y) => sameAmount(x.value, y.value)));
    if (!shared) {
      return {
        dimension,
        a: ofA.map((s) => s.text).join(', '),
        b: ofB.map((s) => s.text).join(', '),
      };
    }
  }
  return undefined;
};
