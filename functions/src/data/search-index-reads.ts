/**
 * The search index's read paths (search-index-items.ts for the items). A generation's items
 * never change, so they are read eventually consistent; the pointer, which an edit changes, is
 * read consistently. A generation item that is missing means the generation was replaced and
 * deleted while a search ran (a rebuild keeps the one before for that reason, so it takes two
 * rebuilds during one search): GenerationGone, and the search starts again.
 */
import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { SearchSortField } from '@shop-scanner/shared/products';
import type { ChunkRow } from '../model/products/search-chunks';
import type { IndexEntry } from '../model/products/search-entry';
import type { NameKey, RankedName } from '../model/products/search-placement';
import { metered, recordCapacity, type CapacityMeter } from '../lib/capacity-meter';
import { batchGetAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import {
  categoryCode,
  decodeEntries,
  decodeEntry,
  decodeIds,
  decodeNamedEntries,
  decodeNamedProducts,
  decodeNameKeys,
  decodeRows,
  decodeTokenCounts,
  decodeWords,
  type NamedProduct,
} from './search-index-codec';
import {
  ALL_SCOPE,
  categoryTextPrefix,
  chunkKey,
  countsKey,
  nameFirstsKey,
  rowsKey,
  searchPointerKey,
  textPartitionKey,
  textPrefix,
  type PartitionCounts,
  type TextFamily,
} from './search-index-items';
import { tokenPartition } from '../model/products/search-text';

export class GenerationGone extends Error {
  constructor(readonly gen: string) {
    super(`The search index generation ${gen} is gone`);
    this.name = 'GenerationGone';
  }
}

export interface SearchPointer {
  /** The live generation; undefined before any index was published. */
  readonly gen: string | undefined;
  readonly previousGen: string | undefined;
  readonly version: number;
  /**
   * Products the index holds stale, found through items of their own since: by id, their entry
   * as the live generation holds it (null: it holds none).
   */
  readonly excluded: ReadonlyMap<string, IndexEntry | null>;
}

export const pointerOf = (item: Record<string, unknown> | undefined): SearchPointer => ({
  gen: typeof item?.gen === 'string' ? item.gen : undefined,
  previousGen: typeof item?.previousGen === 'string' ? item.previousGen : undefined,
  version: Number(item?.version ?? 0),
  excluded: new Map(
    Object.entries((item?.excluded as Record<string, unknown> | undefined) ?? {}).map(
      ([id, entry]) => [id, entry instanceof Uint8Array ? decodeEntry(entry) : null],
    ),
  ),
});

export const readPointer = async (meter?: CapacityMeter): Promise<SearchPointer> => {
  const { Item, ConsumedCapacity } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: searchPointerKey,
      ConsistentRead: true,
      ...metered(meter),
    }),
  );
  recordCapacity(meter, ConsumedCapacity);
  return pointerOf(Item);
};

const keyText = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;

/** Generation items by key, every one of them present. */
const readGenerationItems = async (
  gen: string,
  keys: readonly { pk: string; sk: string }[],
  meter?: CapacityMeter,
) => {
  const items = await batchGetAll(keys, { meter });
  const byKey = new Map(items.map((item) => [keyText(item as { pk: string; sk: string }), item]));
  if (keys.some((key) => !byKey.has(keyText(key)))) throw new GenerationGone(gen);
  return (key: { pk: string; sk: string }) => byKey.get(keyText(key))!;
};

export interface ListRef {
  readonly scope: string;
  readonly field: SearchSortField;
}

/** The rows of some lists, and the first names of the catalogue-wide name list if asked. */
export const readListRows = async (
  gen: string,
  lists: readonly ListRef[],
  options: { firsts?: boolean; meter?: CapacityMeter | undefined } = {},
): Promise<{ rows: (list: ListRef) => ChunkRow[]; firsts: NameKey[] }> => {
  const unique = [...new Map(lists.map((l) => [`${l.scope}/${l.field}`, l])).values()];
  const keys = unique.map((l) => rowsKey(gen, l.scope, l.field));
  const item = await readGenerationItems(
    gen,
    options.firsts ? [...keys, nameFirstsKey(gen)] : keys,
    options.meter,
  );
  const rows = new Map(
    unique.map((l) => [
      `${l.scope}/${l.field}`,
      decodeRows(l.field, item(rowsKey(gen, l.scope, l.field)).v as string | undefined),
    ]),
  );
  return {
    rows: (list) => rows.get(`${list.scope}/${list.field}`) ?? [],
    firsts: options.firsts ? decodeNameKeys(item(nameFirstsKey(gen)).v as string) : [],
  };
};

/** Chunks of one list, by index. The catalogue-wide name list's entries carry their names. */
export const readListChunks = async (
  gen: string,
  list: ListRef,
  chunks: readonly number[],
  meter?: CapacityMeter,
): Promise<Map<number, (IndexEntry & Partial<RankedName>)[]>> => {
  if (chunks.length === 0) return new Map();
  const keys = chunks.map((n) => chunkKey(gen, list.scope, list.field, n));
  const item = await readGenerationItems(gen, keys, meter);
  const named = list.scope === ALL_SCOPE && list.field === 'name';
  return new Map(
    chunks.map((n, i) => {
      const bytes = item(keys[i]!).v as Uint8Array | undefined;
      return [n, named ? decodeNamedEntries(bytes) : decodeEntries(bytes)];
    }),
  );
};

/** The token counts of the terms' partitions, by partition, each with the generation it counts. */
export const readTokenCounts = async (
  terms: readonly string[],
  meter?: CapacityMeter,
): Promise<Map<string, PartitionCounts>> => {
  const partitions = [...new Set(terms.map(tokenPartition))];
  const items = await batchGetAll(partitions.map(countsKey), { meter });
  return new Map(
    items.map((item) => [
      String(item.pk).slice('SCOUNT#'.length),
      {
        gen: String(item.gen),
        counts: decodeTokenCounts(item.v as string),
        small: new Set(decodeWords(item.small as string | undefined)),
      },
    ]),
  );
};

const query = (input: Omit<QueryCommandInput, 'TableName'>, meter?: CapacityMeter) =>
  queryAll({ TableName: tableName, ...input, ...metered(meter) }, (page) =>
    recordCapacity(meter, page.ConsumedCapacity),
  );

const withPrefix = (
  gen: string,
  term: string,
  prefix: string,
  attribute: string,
  meter?: CapacityMeter,
) =>
  query(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': textPartitionKey(gen, term), ':prefix': prefix },
      ProjectionExpression: '#v',
      ExpressionAttributeNames: { '#v': attribute },
    },
    meter,
  );

/**
 * The texts of one family of the tokens a term begins: a small token's one item and a large
 * token's own items, the latter only in `category` when one is asked and the counts say which
 * tokens are large (without counts, every item of the term, filtered later).
 */
const textsOf = async (
  gen: string,
  term: string,
  family: Exclude<TextFamily, 's'>,
  scope: { category?: string | undefined; counts?: PartitionCounts | undefined },
  meter?: CapacityMeter,
): Promise<unknown[]> => {
  const { counts, category } = scope;
  const tokens = counts ? [...counts.counts.keys()].filter((t) => t.startsWith(term)) : undefined;
  const small = tokens?.filter((t) => counts!.small.has(t));
  const large = tokens?.filter((t) => !counts!.small.has(t));
  const reads: Promise<Record<string, unknown>[]>[] = [];
  if (small === undefined || small.length > 0)
    reads.push(withPrefix(gen, term, textPrefix('s', term), family, meter));
  if (large === undefined || (large.length > 0 && (family === 'n' || category === undefined))) {
    reads.push(withPrefix(gen, term, textPrefix(family, term), family, meter));
  } else if (family !== 'n' && category !== undefined) {
    const code = categoryCode(category);
    for (const token of large.filter((t) => (counts!.counts.get(t)?.get(code) ?? 0) > 0))
      reads.push(withPrefix(gen, term, categoryTextPrefix(family, token, category), family, meter));
  }
  return (await Promise.all(reads)).flat().map((item) => item[family]);
};

export const readPostingEntries = async (
  gen: string,
  term: string,
  scope: { category?: string | undefined; counts?: PartitionCounts | undefined },
  meter?: CapacityMeter,
): Promise<IndexEntry[]> =>
  (await textsOf(gen, term, 'e', scope, meter)).flatMap((v) => decodeEntries(v as Uint8Array));

export const readPostingIds = async (
  gen: string,
  term: string,
  scope: { category?: string | undefined; counts?: PartitionCounts | undefined },
  meter?: CapacityMeter,
): Promise<Set<string>> =>
  new Set((await textsOf(gen, term, 'i', scope, meter)).flatMap((v) => decodeIds(v as Uint8Array)));

export const readPostingNames = async (
  gen: string,
  term: string,
  meter?: CapacityMeter,
): Promise<NamedProduct[]> =>
  (await textsOf(gen, term, 'n', {}, meter)).flatMap((v) => decodeNamedProducts(v as string));
