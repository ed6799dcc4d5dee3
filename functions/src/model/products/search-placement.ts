/**
 * Where products the index does not hold (shoppers' products, products edited since it was built)
 * fall in its name order. The index orders names by rank, one per distinct name; such a product
 * takes the rank of its name when the index has that name, or a fractional rank between the two
 * names it falls between, read from the catalogue-wide name list: its chunks' first names say
 * which chunk, and that chunk (names included) says where in it. Products placed in the same gap
 * are spaced in name order, equal names alike, so ties stay the ids'.
 */
import type { ProductSummary } from '@shop-scanner/shared/products';
import type { ChunkRow } from './search-chunks';
import type { Step } from './search-pages';
import { compareText } from './search-results';

export type NameKey = Pick<ProductSummary, 'name' | 'id'>;

/** An entry of the catalogue-wide name list: its name beside its rank. */
export interface RankedName extends NameKey {
  readonly rank: number;
}

export interface NameList {
  readonly rows: readonly ChunkRow[];
  /** The first name of each chunk, in storage order. */
  readonly firsts: readonly NameKey[];
}

/** The last chunk whose first name is not after `name`, or -1 (a run of one name is one chunk). */
const chunkOf = (list: NameList, name: string): number => {
  let [lo, hi] = [0, list.firsts.length - 1];
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (compareText(list.firsts[mid]!.name, name) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
};

/** The rank of the name in the chunk, or the rank of the last name before it (-1: none). */
const standing = (name: string, entries: readonly RankedName[]) => {
  const same = entries.find((e) => compareText(e.name, name) === 0);
  if (same) return { rank: same.rank, exact: true };
  const before = entries.filter((e) => compareText(e.name, name) < 0).map((e) => e.rank);
  return { rank: before.length === 0 ? -1 : Math.max(...before), exact: false };
};

/** The chunks to read, then each product's rank. */
export const placementStep = (
  products: readonly NameKey[],
  list: NameList,
  read: ReadonlyMap<number, readonly RankedName[]>,
): Step<Map<string, number>> => {
  const chunks = products.map((p) => chunkOf(list, p.name));
  const need = [...new Set(chunks.filter((c) => c >= 0 && !read.has(c)))];
  if (need.length > 0) return { read: need };
  const ranks = new Map<string, number>();
  // Names between rank r and r + 1, spaced in name order (equal names one place).
  const gaps = new Map<number, NameKey[]>();
  products.forEach((product, i) => {
    const { rank, exact } = standing(product.name, read.get(chunks[i]!) ?? []);
    if (exact) ranks.set(product.id, rank);
    else gaps.set(rank, [...(gaps.get(rank) ?? []), product]);
  });
  for (const [rank, placed] of gaps) {
    const names = [...placed.map((p) => p.name)].sort(compareText);
    const distinct = names.filter((n, j) => j === 0 || compareText(names[j - 1]!, n) !== 0);
    for (const p of placed) {
      const place = distinct.findIndex((n) => compareText(n, p.name) === 0);
      ranks.set(p.id, rank + (place + 1) / (distinct.length + 1));
    }
  }
  return { done: ranks };
};
