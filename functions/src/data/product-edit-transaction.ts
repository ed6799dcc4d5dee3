/**
 * A shopper's edit of a product, written in one transaction with what it moves: the product, its
 * edit record, its search entries (leaving the search index when the card changed) and the
 * category counters. The product entity itself is products.ts.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { cancellationCodes } from '../lib/dynamodb-transactions';
import type { ProductChanges } from '../model/products/product-edits';
import {
  categoryCountAttribute,
  editItem,
  indexedAt,
  put,
  randomStatsShardKey,
  summaryChanged,
  tokenItems,
  tokenKey,
  windowUnchanged,
  type EditNotes,
  type ProductItem,
} from './products';
import { exclusionWrites } from './search-index';

/**
 * The product changed (or was written by a concurrent transaction) since it was read, or the
 * search index it was to leave was replaced meanwhile.
 */
export class ProductChangedMeanwhile extends Error {
  constructor() {
    super('The product changed since it was read');
    this.name = 'ProductChangedMeanwhile';
  }
}

/**
 * The search writes of an edit. Nothing when no card field changed: the product stays where it
 * is indexed. Otherwise its token items are replaced; a product still in the search index leaves
 * it (its search card deleted, its entry excluded: search-index.ts exclusionWrites) and gets
 * token items of its own (and, through its item, a byCategory entry: indexedAt).
 */
const searchWritesOf = async (
  before: ProductItem,
  after: ProductItem,
): Promise<Record<string, unknown>[]> => {
  if (!summaryChanged(before, after)) return [];
  const writes: Record<string, unknown>[] =
    before.indexedIn === 'bucket'
      ? await exclusionWrites(before)
      : before.searchTokens
          .filter((t) => !after.searchTokens.includes(t))
          .map((token) => ({ Delete: { TableName: tableName, Key: tokenKey(token, before.id) } }));
  writes.push(...tokenItems(after).map((t) => put(t)));
  return writes;
};

/**
 * Where the edited product's search entries are: token items of its own once an edit has written
 * them, else wherever they were (a description-only edit of a demo product leaves it in the
 * buckets, so a later rename still knows to mark those entries stale).
 */
export const indexedAfterEdit = (
  before: ProductItem,
  after: ProductItem,
): ProductItem['indexedIn'] => (summaryChanged(before, after) ? 'items' : before.indexedIn);

/** What an edit records beyond its changes, and what must happen with it or not at all. */
export interface EditRecording {
  /** `reverted` for a staff revert; an edit otherwise. */
  readonly action?: 'updated' | 'reverted';
  readonly notes?: EditNotes;
  /** Writes of the same transaction (a pending edit's removal once approved). */
  readonly alsoWrite?: readonly Record<string, unknown>[];
}

/**
 * Writes an edit in one transaction, conditional on the version that was read: the new product,
 * the edit record, the search entries when the card changed (searchWritesOf) and, when the
 * category changed, the move in a stats shard of the product's source (a demo product's moves
 * are counted apart, so a reload of the demo catalogue can count it as it stands).
 * Throws ProductChangedMeanwhile when the version or the history window moved; a clash with
 * another transaction is thrown as DynamoDB reported it (isTransactionConflict), for the caller
 * to retry.
 */
export const saveProductEdit = async (
  before: ProductItem,
  after: ProductItem,
  changes: ProductChanges,
  userId: string,
  recording: EditRecording = {},
): Promise<void> => {
  const stored = indexedAt(after, indexedAfterEdit(before, after));
  const historyRead = windowUnchanged(before.historyVersion ?? 0);
  const categoryWrites =
    before.category === after.category
      ? []
      : [
          {
            Update: {
              TableName: tableName,
              Key: randomStatsShardKey(before.source),
              UpdateExpression: 'ADD #old :minus, #new :one',
              ExpressionAttributeNames: {
                '#old': categoryCountAttribute(before.category),
                '#new': categoryCountAttribute(after.category),
              },
              ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
            },
          },
        ];
  const searchWrites = await searchWritesOf(before, stored);
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: stored as unknown as Record<string, unknown>,
              // The item carries the history window as read: a history append since then
              // (price-history.ts) must not be put back over, so it counts as a change too.
              ConditionExpression: `#version = :read AND ${historyRead.expression}`,
              ExpressionAttributeNames: { '#version': 'version', ...historyRead.names },
              ExpressionAttributeValues: { ':read': before.version, ...historyRead.values },
            },
          },
          put(editItem(stored, recording.action ?? 'updated', changes, userId, recording.notes)),
          ...searchWrites,
          ...categoryWrites,
          ...(recording.alsoWrite ?? []),
        ],
      }),
    );
  } catch (error) {
    // The product moved, or the search index did (its pointer's condition): read both again.
    const conditions = cancellationCodes(error) ?? [];
    if (conditions.includes('ConditionalCheckFailed')) throw new ProductChangedMeanwhile();
    throw error;
  }
};
