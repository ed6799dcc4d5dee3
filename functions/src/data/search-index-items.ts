/**
 * The search index's items and keys, and the pure builder of one generation of it from the demo
 * catalogue's cards (search-index.ts writes, switches and reads it; products.ts says why).
 *
 *   CATALOGUE / SEARCH                          the pointer: the live generation, the one before,
 *                                               a version, and the products excluded from it
 *   SLIST#<gen>#<scope> / <field>#rows          a sorted list's chunk rows (search-chunks.ts)
 *   SLIST#<gen>#<scope> / <field>#<nnnnn>       one chunk of it (compact entries)
 *   SLIST#<gen>#all / name#firsts               the first name of each chunk of the name list
 *   SLIST#<gen>#all / manifest                  the generation's text partitions (to delete it)
 *   STEXT#<gen>#<2 chars> / s|<token>           a token of few products: entries, ids and names
 *   STEXT#<gen>#<2 chars> / e|<token>|<cat>|<n> a token of many: its entries, per category
 *   STEXT#<gen>#<2 chars> / i|<token>|<cat>|<n> ... their ids (to check a query's other words)
 *   STEXT#<gen>#<2 chars> / n|<token>|<n>       ... their names (name matching: cross-platform)
 *   SCOUNT#<2 chars> / counts                   products per token and category, and the
 *                                               generation they count (to pick the rarest word)
 *
 * <scope> is `all` or a category's code; a generation is named by the hash of its content, so the
 * same catalogue always builds the same items (a reload of it writes nothing) and a generation's
 * items never change once written.
 */
import { createHash } from 'node:crypto';
import {
  productCategories,
  searchSortFields,
  type ProductSummary,
  type SearchSortField,
} from '@shop-scanner/shared/products';
import { chunkSorted, LIST_CHUNK_SIZE, rowOf } from '../model/products/search-chunks';
import {
  compareEntries,
  entryOf,
  keyOf,
  orderValue,
  type IndexEntry,
} from '../model/products/search-entry';
import { compareSummaries, compareText } from '../model/products/search-results';
import { productTokens, tokenPartition } from '../model/products/search-text';
import {
  categoryCode,
  encodeEntries,
  encodeEntry,
  encodeIds,
  encodeNamedEntries,
  encodeNamedProducts,
  encodeNameKeys,
  encodeRows,
  encodeTokenCounts,
  encodeWords,
  type NamedProduct,
  type TokenCounts,
} from './search-index-codec';
import { boundedGroups } from '../lib/bounded-groups';
import { catalogueKey } from './products';

export const searchPointerKey = catalogueKey('SEARCH');

export const ALL_SCOPE = 'all';
/**
 * A scope's lists, one per sort field. In one category the list by category is one run of
 * equal values, so it is the list by id, which that sort asks for in both directions.
 */
export const SCOPE_FIELDS: readonly SearchSortField[] = searchSortFields;
export const scopeOf = (category: string | undefined): string =>
  category === undefined ? ALL_SCOPE : `c${categoryCode(category)}`;

export const listPartitionKey = (gen: string, scope: string) => `SLIST#${gen}#${scope}`;
export const rowsKey = (gen: string, scope: string, field: SearchSortField) => ({
  pk: listPartitionKey(gen, scope),
  sk: `${field}#rows`,
});
export const chunkKey = (gen: string, scope: string, field: SearchSortField, n: number) => ({
  pk: listPartitionKey(gen, scope),
  sk: `${field}#${String(n).padStart(5, '0')}`,
});
export const nameFirstsKey = (gen: string) => ({
  pk: listPartitionKey(gen, ALL_SCOPE),
  sk: 'name#firsts',
});
export const manifestKey = (gen: string) => ({
  pk: listPartitionKey(gen, ALL_SCOPE),
  sk: 'manifest',
});

export const textPartitionKey = (gen: string, tokenOrTerm: string) =>
  `STEXT#${gen}#${tokenPartition(tokenOrTerm)}`;
/** The kinds of text items: a small token's one item, and a large token's three families. */
export type TextFamily = 's' | 'e' | 'i' | 'n';
/** Sort-key prefixes: `<family>|<term>` finds every token the term begins. */
export const textPrefix = (family: TextFamily, term: string) => `${family}|${term}`;
/** A large token's entries or ids in one category: `<family>|<token>|<category code>|`. */
export const categoryTextPrefix = (family: 'e' | 'i', token: string, category: string) =>
  `${family}|${token}|${categoryCode(category)}|`;
export const countsKey = (term: string) => ({
  pk: `SCOUNT#${tokenPartition(term)}`,
  sk: 'counts' as const,
});

/**
 * A token with at most this many products keeps everything in one item (one item per word of a
 * model number, say); a larger one is split by kind and category, so a search reads only what it
 * needs of it.
 */
export const SMALL_TOKEN_PRODUCTS = 128;
/**
 * Postings per item of a large token (about 60 KB of entries), and at most this many bytes of
 * names in one: far below DynamoDB's 400 KB, whatever the names.
 */
export const POSTING_CHUNK_SIZE = 2048;
const MAX_NAMES_BYTES = 120_000;

type Item = Record<string, unknown>;

/** A generation item before its generation is known: key parts relative to it, and its text. */
interface Part {
  readonly partition: { kind: 'list'; scope: string } | { kind: 'text'; token: string };
  readonly sk: string;
  readonly entityType: string;
  readonly value: Readonly<Record<string, string | Uint8Array>>;
}

export interface BuiltIndex {
  readonly gen: string;
  /** The generation's items. */
  readonly items: readonly Item[];
  /** The token counts, one item per text partition, beside the generation (countsKey). */
  readonly counts: readonly Item[];
  /** Each product's entry as this generation holds it (encodeEntry). */
  readonly entries: ReadonlyMap<string, Uint8Array>;
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, n) =>
    items.slice(n * size, (n + 1) * size),
  );

const listParts = (scope: string, entries: readonly IndexEntry[], names: Map<string, string>) =>
  SCOPE_FIELDS.flatMap((field): Part[] => {
    const sorted = [...entries].sort(compareEntries(field, 'asc'));
    const chunks = chunkSorted(sorted, (e) => orderValue(field, e), LIST_CHUNK_SIZE);
    const at = { kind: 'list' as const, scope };
    // The catalogue-wide name list carries the names: products it does not hold are placed by them.
    const named = scope === ALL_SCOPE && field === 'name';
    const withNames = (chunk: readonly IndexEntry[]) =>
      chunk.map((e) => ({ ...e, name: names.get(e.id)! }));
    return [
      {
        partition: at,
        sk: `${field}#rows`,
        entityType: 'SearchListRows',
        value: {
          v: encodeRows(
            field,
            chunks.map((c) => rowOf(c, (e) => keyOf(field, e))),
          ),
        },
      },
      ...chunks.map((chunk, n) => ({
        partition: at,
        sk: `${field}#${String(n).padStart(5, '0')}`,
        entityType: 'SearchListChunk',
        value: { v: named ? encodeNamedEntries(withNames(chunk)) : encodeEntries(chunk) },
      })),
      ...(named
        ? [
            {
              partition: at,
              sk: 'name#firsts',
              entityType: 'SearchListFirsts',
              value: { v: encodeNameKeys(chunks.map((c) => withNames(c)[0]!)) },
            },
          ]
        : []),
    ];
  });

interface Posting {
  readonly entry: IndexEntry;
  readonly named: NamedProduct;
}

const textParts = (token: string, postings: readonly Posting[]): Part[] => {
  const at = { kind: 'text' as const, token };
  const sorted = [...postings].sort((a, b) => (a.entry.id < b.entry.id ? -1 : 1));
  if (sorted.length <= SMALL_TOKEN_PRODUCTS) {
    return [
      {
        partition: at,
        sk: textPrefix('s', token),
        entityType: 'SearchTokenPostings',
        value: {
          e: encodeEntries(sorted.map((p) => p.entry)),
          i: encodeIds(sorted.map((p) => p.entry.id)),
          n: encodeNamedProducts(sorted.map((p) => p.named)),
        },
      },
    ];
  }
  const byCategory = new Map<string, Posting[]>();
  for (const p of sorted) {
    const code = categoryCode(p.entry.category);
    byCategory.set(code, [...(byCategory.get(code) ?? []), p]);
  }
  return [
    ...[...byCategory].flatMap(([code, list]) =>
      chunksOf(list, POSTING_CHUNK_SIZE).flatMap((chunk, n): Part[] => [
        {
          partition: at,
          sk: `e|${token}|${code}|${n}`,
          entityType: 'SearchPostings',
          value: { e: encodeEntries(chunk.map((p) => p.entry)) },
        },
        {
          partition: at,
          sk: `i|${token}|${code}|${n}`,
          entityType: 'SearchPostingIds',
          value: { i: encodeIds(chunk.map((p) => p.entry.id)) },
        },
      ]),
    ),
    ...[
      ...boundedGroups(
        sorted,
        (p) => Buffer.byteLength(encodeNamedProducts([p.named])) + 1,
        POSTING_CHUNK_SIZE,
        MAX_NAMES_BYTES,
      ),
    ].map((chunk, n) => ({
      partition: at,
      sk: `n|${token}|${n}`,
      entityType: 'SearchPostingNames',
      value: { n: encodeNamedProducts(chunk.map((p) => p.named)) },
    })),
  ];
};

/** Token counts per text partition: the rarest word is read, and only its category's share. */
const countsByPartition = (postings: ReadonlyMap<string, readonly Posting[]>) => {
  const partitions = new Map<string, Map<string, Map<string, number>>>();
  for (const [token, list] of postings) {
    const byCategory = new Map<string, number>();
    for (const p of list) {
      const code = categoryCode(p.entry.category);
      byCategory.set(code, (byCategory.get(code) ?? 0) + 1);
    }
    const partition = tokenPartition(token);
    const tokens = partitions.get(partition) ?? new Map<string, Map<string, number>>();
    tokens.set(token, byCategory);
    partitions.set(partition, tokens);
  }
  return partitions;
};

const hashOf = (parts: readonly Part[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) {
    const { partition } = part;
    hash.update(partition.kind === 'list' ? partition.scope : tokenPartition(partition.token));
    hash.update(`\u0000${part.sk}\u0000`);
    for (const [name, value] of Object.entries(part.value)) {
      hash.update(`${name}=`);
      hash.update(value);
      hash.update('\u0000');
    }
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * One generation of the index over these cards (the demo catalogue's, as search shows them).
 * Independent of the cards' order: every list and posting is sorted, so equal catalogues give
 * equal generations.
 */
export const buildSearchIndex = (cards: readonly ProductSummary[]): BuiltIndex => {
  const byName = [...cards].sort(compareSummaries('name', 'asc'));
  // Equal names share a rank, so their order is the id's in both directions.
  let rank = -1;
  const entries = byName.map((card, i) => {
    if (i === 0 || compareText(byName[i - 1]!.name, card.name) !== 0) rank += 1;
    return entryOf(card, rank);
  });
  const names = new Map(byName.map((card) => [card.id, card.name]));

  // Every category of the fixed list has its lists, empty or not: a missing one means a
  // generation gone (search-index-reads.ts).
  const scopes = [
    { scope: ALL_SCOPE, entries },
    ...productCategories.map((category) => ({
      scope: scopeOf(category),
      entries: entries.filter((e) => e.category === category),
    })),
    ...[...new Set(entries.map((e) => e.category))]
      .filter((c) => !productCategories.includes(c as (typeof productCategories)[number]))
      .sort()
      .map((category) => ({
        scope: scopeOf(category),
        entries: entries.filter((e) => e.category === category),
      })),
  ];

  const postings = new Map<string, Posting[]>();
  byName.forEach((card, i) => {
    const posting = {
      entry: entries[i]!,
      named: {
        id: card.id,
        name: card.name,
        ...(card.brand ? { brand: card.brand } : {}),
        category: card.category,
      },
    };
    for (const token of productTokens(card)) {
      const list = postings.get(token);
      if (list) list.push(posting);
      else postings.set(token, [posting]);
    }
  });
  const tokens = [...postings.keys()].sort();

  const parts: Part[] = [
    ...scopes.flatMap(({ scope, entries: inScope }) => listParts(scope, inScope, names)),
    ...tokens.flatMap((token) => textParts(token, postings.get(token)!)),
  ];
  const textPartitions = [...new Set(tokens.map(tokenPartition))];
  parts.push({
    partition: { kind: 'list', scope: ALL_SCOPE },
    sk: 'manifest',
    entityType: 'SearchIndexManifest',
    value: { scopes: scopes.map((s) => s.scope).join(','), text: textPartitions.join(',') },
  });
  const gen = hashOf(parts);

  const items = parts.map(({ partition, sk, entityType, value }) => ({
    pk:
      partition.kind === 'list'
        ? listPartitionKey(gen, partition.scope)
        : textPartitionKey(gen, partition.token),
    sk,
    entityType,
    ...value,
  }));
  const counts = [...countsByPartition(postings)].map(([partition, byToken]) => ({
    ...countsKey(partition),
    entityType: 'SearchTokenCounts',
    gen,
    v: encodeTokenCounts(byToken as TokenCounts),
    // Which tokens have one item of their own (SMALL_TOKEN_PRODUCTS), so a reader knows where to look.
    small: encodeWords(
      [...byToken.keys()].filter((t) => postings.get(t)!.length <= SMALL_TOKEN_PRODUCTS),
    ),
  }));
  return {
    gen,
    items,
    counts,
    entries: new Map(entries.map((e) => [e.id, encodeEntry(e)])),
  };
};

/** What a text partition's counts item says, once decoded. */
export interface PartitionCounts {
  readonly gen: string;
  readonly counts: TokenCounts;
  readonly small: ReadonlySet<string>;
}
