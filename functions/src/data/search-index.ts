/**
 * Publishing the search index (search-index-items.ts for its items, products.ts for the design),
 * and taking a product out of it when a shopper's edit moves it to items of its own.
 *
 * A generation is written whole, then made live by one conditional write of the pointer, so a
 * search sees either the old generation or the new one, never a mix. The generation before the
 * replaced one is deleted then: a search still reading the replaced one finds it whole.
 *
 * Exclusions. A demo product edited after a generation was built is stale in it; its edit records
 * the entry the live generation holds of it in the pointer (in the edit's transaction, conditional
 * on that generation still being live), so searches skip it there and take it out of the counts.
 * A switch carries every exclusion over to the new generation, as the entry the new one holds (a
 * product edited while the new one was built from its card is in it), and drops those it does
 * not hold. The switch is conditional on the pointer's version, which every exclusion moves, so
 * none is lost between reading the pointer and switching.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductSummary } from '@shop-scanner/shared/products';
import { locate } from '../model/products/search-chunks';
import type { IndexEntry } from '../model/products/search-entry';
import { deleteAll, putAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import type { TransactItem } from './price-history';
import type { ProductItem } from './products';
import { searchCardKey } from './search-cards';
import { encodeEntry } from './search-index-codec';
import {
  buildSearchIndex,
  listPartitionKey,
  manifestKey,
  scopeOf,
  searchPointerKey,
  textPartitionKey,
  type BuiltIndex,
} from './search-index-items';
import {
  GenerationGone,
  readListChunks,
  readListRows,
  readPointer,
  type SearchPointer,
} from './search-index-reads';

export interface Published {
  readonly gen: string;
  /** Items written: none when the live generation is this one already. */
  readonly written: number;
}

const SWITCH_ATTEMPTS = 8;

/** The pointer's exclusions as the new generation holds them (encoded entries by id). */
const carriedOver = (pointer: SearchPointer, built: BuiltIndex): Record<string, Uint8Array> =>
  Object.fromEntries(
    [...pointer.excluded.keys()].flatMap((id) => {
      const entry = built.entries.get(id);
      return entry === undefined ? [] : [[id, entry]];
    }),
  );

/** Makes `built` live; answers the pointer it replaced. */
const switchTo = async (built: BuiltIndex): Promise<SearchPointer> => {
  for (let attempt = 1; attempt <= SWITCH_ATTEMPTS; attempt += 1) {
    const before = await readPointer();
    if (before.gen === built.gen) return before;
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...searchPointerKey,
            entityType: 'SearchIndexPointer',
            gen: built.gen,
            ...(before.gen ? { previousGen: before.gen } : {}),
            version: before.version + 1,
            excluded: carriedOver(before, built),
          },
          ConditionExpression: 'attribute_not_exists(pk) OR #version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': before.version },
        }),
      );
      return before;
    } catch (error) {
      // An edit recorded an exclusion meanwhile: read it and carry it over too.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error('The search index pointer kept changing while being switched');
};

/** Deletes a generation's items, its manifest last (so a deletion cut short can be done again). */
export const deleteGeneration = async (gen: string, concurrency = 3): Promise<void> => {
  const { Item: manifest } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: manifestKey(gen), ConsistentRead: true }),
  );
  if (!manifest) return;
  const partitions = [
    ...String(manifest.scopes ?? '')
      .split(',')
      .filter(Boolean)
      .map((scope) => listPartitionKey(gen, scope)),
    ...String(manifest.text ?? '')
      .split(',')
      .filter(Boolean)
      .map((partition) => textPartitionKey(gen, partition)),
  ];
  const keys = (
    await Promise.all(
      partitions.map((pk) =>
        queryAll({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk',
        }),
      ),
    )
  ).flat() as { pk: string; sk: string }[];
  const last = manifestKey(gen);
  await deleteAll(
    keys.filter((k) => k.pk !== last.pk || k.sk !== last.sk),
    concurrency,
  );
  await deleteAll([last], 1);
};

/**
 * Builds the index over these cards and makes it live, unless it is live already (the same
 * catalogue builds the same generation). Then deletes the generation before the replaced one.
 */
export const publishSearchIndex = async (
  cards: readonly ProductSummary[],
  options: { concurrency?: number } = {},
): Promise<Published> => {
  const concurrency = options.concurrency ?? 3;
  const built = buildSearchIndex(cards);
  if ((await readPointer()).gen === built.gen) return { gen: built.gen, written: 0 };
  await putAll(built.items, concurrency);
  // Beside the generation, tagged with it: a search on the old one ignores them meanwhile.
  await putAll(built.counts, concurrency);
  const replaced = await switchTo(built);
  const stale = replaced.previousGen;
  if (stale !== undefined && stale !== built.gen && stale !== replaced.gen)
    await deleteGeneration(stale, concurrency);
  return { gen: built.gen, written: built.items.length + built.counts.length };
};

/** The entry the generation holds of a product (by its category and creation time), if any. */
const entryIn = async (gen: string, product: ProductItem): Promise<IndexEntry | undefined> => {
  const list = { scope: scopeOf(product.category), field: 'createdAt' as const };
  try {
    const rows = (await readListRows(gen, [list])).rows(list);
    const key = { value: Date.parse(product.createdAt), id: product.id };
    const { at, inside } = locate(
      rows,
      rows.map((_, i) => i),
      'asc',
      key,
    );
    if (!inside) return undefined;
    const chunk = (await readListChunks(gen, list, [at])).get(at) ?? [];
    return chunk.find((e) => e.id === product.id);
  } catch (error) {
    // Replaced meanwhile: the edit's condition on the generation fails, and it reads again.
    if (error instanceof GenerationGone) return undefined;
    throw error;
  }
};

/**
 * What an edit that moves a demo product out of the index adds to its transaction: its card item
 * deleted, and its exclusion recorded in the pointer, conditional on the generation it read
 * (the edit is tried again when the index moved meanwhile).
 */
export const exclusionWrites = async (product: ProductItem): Promise<TransactItem[]> => {
  const pointer = await readPointer();
  const entry = pointer.gen === undefined ? undefined : await entryIn(pointer.gen, product);
  const recorded = entry === undefined ? '' : encodeEntry(entry);
  const exclusion: TransactItem =
    pointer.version === 0
      ? {
          Put: {
            TableName: tableName,
            Item: {
              ...searchPointerKey,
              entityType: 'SearchIndexPointer',
              version: 1,
              excluded: { [product.id]: recorded },
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : {
          Update: {
            TableName: tableName,
            Key: searchPointerKey,
            UpdateExpression: 'SET #excluded.#id = :entry ADD #version :one',
            ConditionExpression:
              pointer.gen === undefined ? 'attribute_not_exists(#gen)' : '#gen = :gen',
            ExpressionAttributeNames: {
              '#excluded': 'excluded',
              '#id': product.id,
              '#version': 'version',
              '#gen': 'gen',
            },
            ExpressionAttributeValues: {
              ':entry': recorded,
              ':one': 1,
              ...(pointer.gen === undefined ? {} : { ':gen': pointer.gen }),
            },
          },
        };
  return [{ Delete: { TableName: tableName, Key: searchCardKey(product.id) } }, exclusion];
};
