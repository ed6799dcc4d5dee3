/**
 * Products the index does not hold take their place in its name order: the rank of an equal
 * name, or one between the names around them, so that sorted with the index's entries they stand
 * where compareSummaries puts them, in both directions (equal names ordered by id).
 */
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop-scanner/shared/products';
import { chunkSorted, rowOf } from './search-chunks';
import { compareEntries, type IndexEntry } from './search-entry';
import { placementStep, type RankedName } from './search-placement';
import { compareSummaries, compareText } from './search-results';

const indexedNames = [
  'alpha',
  'Beta',
  'beta',
  'Delta',
  'echo',
  'Foxtrot',
  'golf',
  'Hotel',
  'item 9',
  'item 10',
];

/** The index's name list: dense ranks, chunks of 3. */
const index = () => {
  const sorted = indexedNames
    .map((name, i) => ({ id: `d${i}`, name }))
    .sort((a, b) => compareText(a.name, b.name) || (a.id < b.id ? -1 : 1));
  let rank = -1;
  const ranked: RankedName[] = sorted.map((p, i) => {
    if (i === 0 || compareText(sorted[i - 1]!.name, p.name) !== 0) rank += 1;
    return { ...p, rank };
  });
  const chunks = chunkSorted(ranked, (e) => e.rank, 3);
  const entry = (e: RankedName): IndexEntry => ({
    id: e.id,
    category: 'Books',
    averagePrice: null,
    inStockStores: 0,
    verified: false,
    authenticityScore: null,
    createdMs: 0,
    rank: e.rank,
  });
  return {
    ranked,
    chunks,
    list: {
      rows: chunks.map((c) => rowOf(c.map(entry), (e) => ({ value: e.rank, id: e.id }))),
      firsts: chunks.map((c) => c[0]!),
    },
    entry,
  };
};

const aCard = (id: string, name: string): ProductSummary => ({
  id,
  name,
  barcode: '40063813',
  category: 'Books',
  tags: [],
  averagePrice: null,
  lowestPrice: null,
  inStockStores: 0,
  verified: false,
  source: 'demo',
  createdAt: '2025-01-01T00:00:00.000Z',
  authenticityScore: null,
});

describe('placementStep', () => {
  it('reads the chunks the names fall in, then ranks them as compareSummaries orders them', () => {
    // Prepare
    const { ranked, chunks, list, entry } = index();
    const placed = [
      { id: 'u1', name: 'BETA' },
      { id: 'a0', name: 'beta' },
      { id: 'u2', name: 'charlie' },
      { id: 'u3', name: 'Charlie' },
      { id: 'u4', name: 'aardvark' },
      { id: 'u5', name: 'item 11' },
      { id: 'u6', name: 'zulu' },
      { id: 'u7', name: 'Echo' },
    ];

    // Act
    const first = placementStep(placed, list, new Map());
    const read = new Map(('read' in first ? first.read : []).map((n) => [n, chunks[n]!] as const));
    const second = placementStep(placed, list, read);

    // Assess
    expect('read' in first && first.read.length).toBeGreaterThan(0);
    if (!('done' in second)) throw new Error('placement needs no more reads');
    const all = [
      ...ranked.map(entry),
      ...placed.map((p) => ({ ...entry({ ...p, rank: 0 }), rank: second.done.get(p.id)! })),
    ];
    const names = new Map([...ranked, ...placed].map((p) => [p.id, p.name] as const));
    for (const direction of ['asc', 'desc'] as const) {
      const byRank = [...all].sort(compareEntries('name', direction)).map((e) => e.id);
      const byName = [...names]
        .map(([id, name]) => aCard(id, name))
        .sort(compareSummaries('name', direction))
        .map((c) => c.id);
      expect(byRank, direction).toEqual(byName);
    }
  });
});
