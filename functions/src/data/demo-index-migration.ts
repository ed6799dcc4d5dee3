/**
 * Moves a table the previous demo loader wrote (index layout 2) to this one, before a load
 * (products-demo-load.ts runs it whenever the seed marker is not of this layout; on a table
 * already moved, or new, it finds nothing to do):
 *
 * - a product indexed by items of their own had its byCategory entry in a partition per category
 *   (gsi2pk CATEGORY#<category>); it moves to the index's one partition (indexedAt), which every
 *   search reads;
 * - the demo catalogue's posting buckets (SEARCH#<2 chars> / <token>!<n>), category buckets
 *   (CATEGORY#<category> / cards!<n>) and their edited markers (`!edited`) are deleted: the search
 *   index and the search cards replace them, and searches would read them for nothing. Posting
 *   buckets are looked for in the partitions of the tokens of the catalogue being loaded (the same
 *   catalogue's, as a rule); buckets of other tokens stay, and cost only their storage.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { productCategories } from '@shop-scanner/shared/products';
import { forEachConcurrently } from '../lib/concurrency';
import { deleteAll } from '../lib/dynamodb-batch';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { tokenPartition } from '../model/products/search-text';
import { ownCategoryPrefix, OWN_ENTRIES_PARTITION, searchPartitionKey } from './products';

const oldCategoryPartition = (category: string) => `CATEGORY#${category}`;

/** Products in a category's old byCategory partition: keys and what the new entry needs. */
const oldIndexEntries = (category: string) =>
  queryAll({
    TableName: tableName,
    IndexName: 'byCategory',
    KeyConditionExpression: 'gsi2pk = :old',
    ExpressionAttributeValues: { ':old': oldCategoryPartition(category) },
  });

const moveIndexEntry = async (item: Record<string, unknown>): Promise<void> => {
  await documentClient
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi2pk = :own, gsi2sk = :sk',
        // Only as it was found: a write meanwhile (an edit) has placed it already.
        ConditionExpression: 'gsi2pk = :old',
        ExpressionAttributeValues: {
          ':own': OWN_ENTRIES_PARTITION,
          ':sk': `${ownCategoryPrefix(String(item.category))}${String(item.id)}`,
          ':old': oldCategoryPartition(String(item.category)),
        },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/** The old layout's demo items in one table partition (buckets and edited markers). */
const oldDemoItems = async (pk: string) =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk, entityType',
    })
  )
    .filter(
      (item) =>
        item.sk === '!edited' ||
        item.entityType === 'SearchBucket' ||
        item.entityType === 'CategoryBucket',
    )
    .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));

export const migrateIndexLayout = async (
  tokens: Iterable<string>,
  concurrency: number,
): Promise<void> => {
  const moved = (await Promise.all(productCategories.map(oldIndexEntries))).flat();
  await forEachConcurrently(moved, concurrency, moveIndexEntry);
  const partitions = [
    ...productCategories.map(oldCategoryPartition),
    ...new Set([...tokens].map((token) => searchPartitionKey(tokenPartition(token)))),
  ];
  const stale: { pk: string; sk: string }[] = [];
  await forEachConcurrently(partitions, concurrency, async (pk) => {
    stale.push(...(await oldDemoItems(pk)));
  });
  await deleteAll(stale, concurrency);
};
