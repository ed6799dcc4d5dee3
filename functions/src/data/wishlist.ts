/**
 * The wishlist in the single table: items, collections and their counters (keys and builders in
 * wishlist-keys.ts; the rules in domain/wishlist).
 *
 * Access patterns:
 * - a shopper's items, collections, one of either, their counters: their own partition only
 *   (one Query of a range, or a GetItem), so another shopper's id is simply not there;
 * - a public collection by its id alone (a reader with the link): the PUBLIC_COLLECTION# item
 *   says whose it is, and exists only while the collection is public;
 * - a product's wishlist items (the price-drop job): the byWatchedProduct index, which every item
 *   is in (wishlist-watch.ts writes what the job decides).
 *
 * Atomicity: every write that changes what the stats count writes the counters in the same
 * transaction (an item and its counters, a collection and its counters and public pointer), so
 * the stats are exact at every moment and a failed write leaves nothing behind. The counters'
 * conditions hold the caps under concurrent writes. An item's product claim (one item per
 * product) is written in the item's transaction with `attribute_not_exists`, which is the
 * duplicate check. Edits are checked against the version they read (a concurrent edit of the
 * same item makes the later one read again).
 *
 * Whoever changes an item's product figures later (the price-drop job) moves `valueCents` and
 * `unpricedItems` in the same transaction (itemCounterDeltas), and whoever writes a price drop
 * adds it to `unreadDrops` there too. The drops are listed and marked read in price-drops.ts,
 * with this module's transaction and counter writes.
 */
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ProductSource, StoreOffer } from '@shop-scanner/shared/products';
import { forEachConcurrently } from '../lib/concurrency';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { failedConditionAt, writeRetryingConflicts } from '../lib/dynamodb-transactions';
import { retryOn } from '../lib/retry';
import {
  COLLECTION_PREFIX,
  collectionItem,
  collectionKey,
  counterUpdate,
  ITEM_PREFIX,
  itemCounterDeltas,
  itemKey,
  productClaimItem,
  productClaimKey,
  publicCollectionItem,
  publicCollectionKey,
  statsAttributes,
  statsKey,
  toCollectionRecord,
  toItemRecord,
  toWatcher,
  watchedProductPartition,
  wishlistItemItem,
  type CollectionRecord,
  type CounterDeltas,
  type WishlistItemRecord,
  type WishlistWatcher,
} from './wishlist-keys';
import { productKey } from './products';
import { userKey } from './users';

export type { CollectionRecord, WishlistItemRecord, WishlistWatcher } from './wishlist-keys';

/** The shopper already has this product in their wishlist. */
export class ProductAlreadyListed extends Error {
  constructor() {
    super('The product is already in the wishlist');
    this.name = 'ProductAlreadyListed';
  }
}

/** The shopper has as many items, or collections, as the cap allows. */
export class WishlistCapReached extends Error {
  constructor(readonly of: 'items' | 'collections') {
    super(`The wishlist holds as many ${of} as it may`);
    this.name = 'WishlistCapReached';
  }
}

/** The collection named is not (or no longer) the shopper's. */
export class CollectionMissing extends Error {
  constructor() {
    super('No such collection in the wishlist');
    this.name = 'CollectionMissing';
  }
}

/** Every attempt clashed with concurrent writes of the same shopper's wishlist. */
export class WishlistBusy extends Error {
  constructor() {
    super('Concurrent writes of the wishlist kept clashing with this one');
    this.name = 'WishlistBusy';
  }
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One transaction of the shopper's wishlist, again while it clashes with concurrent writes. */
export const transact = (items: readonly TransactItem[]): Promise<void> =>
  writeRetryingConflicts(
    () => documentClient.send(new TransactWriteCommand({ TransactItems: [...items] })),
    () => new WishlistBusy(),
  );

/** The counters moved by `deltas`; with a cap, only while `capped` is below it. */
export const counterWrite = (
  userId: string,
  deltas: CounterDeltas,
  cap?: { readonly attribute: string; readonly limit: number },
): TransactItem => {
  const update = counterUpdate(deltas);
  return {
    Update: {
      TableName: tableName,
      Key: statsKey(userId),
      ...update,
      ...(cap
        ? {
            ConditionExpression: 'attribute_not_exists(#capped) OR #capped < :cap',
            ExpressionAttributeNames: {
              ...update.ExpressionAttributeNames,
              '#capped': cap.attribute,
            },
            ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':cap': cap.limit },
          }
        : {}),
    },
  };
};

const collectionExists = (userId: string, collectionId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName,
    Key: collectionKey(userId, collectionId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

const putNew = (Item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** A put that replaces the version it read, and nothing newer. */
const putOver = (Item: Record<string, unknown>, readVersion: number): TransactItem => ({
  Put: {
    TableName: tableName,
    Item,
    ConditionExpression: '#version = :readVersion',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':readVersion': readVersion },
  },
});

export const getOne = async (Key: Record<string, string>) =>
  (await documentClient.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true })))
    .Item;

/** Every item of a range of one partition, consistently read. */
export const rangeOf = (pk: string, prefix: string) =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  });

// ---------------------------------------------------------------------------------------------
// Reads

/** What an item keeps of its product, read in one GetItem without the product's history. */
export interface ListedProductSource {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly brand?: string;
  readonly imageUrl?: string;
  readonly source: ProductSource;
  readonly stores: readonly StoreOffer[];
}

/** Undefined for an unknown product. */
export const getListedProductSource = async (
  productId: string,
): Promise<ListedProductSource | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: productKey(productId),
      ConsistentRead: true,
      ProjectionExpression: '#id, #name, #category, #brand, #imageUrl, #source, #stores',
      ExpressionAttributeNames: {
        '#id': 'id',
        '#name': 'name',
        '#category': 'category',
        '#brand': 'brand',
        '#imageUrl': 'imageUrl',
        '#source': 'source',
        '#stores': 'stores',
      },
    }),
  );
  if (!Item) return undefined;
  const item = Item as ListedProductSource;
  return { ...item, stores: item.stores ?? [] };
};

export const listItems = async (userId: string): Promise<WishlistItemRecord[]> =>
  (await rangeOf(userKey(userId).pk, ITEM_PREFIX)).map(toItemRecord);

export const listCollections = async (userId: string): Promise<CollectionRecord[]> =>
  (await rangeOf(userKey(userId).pk, COLLECTION_PREFIX)).map(toCollectionRecord);

export const getItem = async (
  userId: string,
  itemId: string,
): Promise<WishlistItemRecord | undefined> => {
  const item = await getOne(itemKey(userId, itemId));
  return item ? toItemRecord(item) : undefined;
};

export const getCollection = async (
  userId: string,
  collectionId: string,
): Promise<CollectionRecord | undefined> => {
  const item = await getOne(collectionKey(userId, collectionId));
  return item ? toCollectionRecord(item) : undefined;
};

/** Whose public collection this is; undefined when there is none of that id, or it is private. */
export const publicCollectionOwner = async (collectionId: string): Promise<string | undefined> =>
  (await getOne(publicCollectionKey(collectionId)))?.ownerId as string | undefined;

/** The shopper's counters as stored (attribute -> number); {} before their first write. */
export const getCounters = async (userId: string): Promise<Readonly<Record<string, number>>> => {
  const item = (await getOne(statsKey(userId))) ?? {};
  return Object.fromEntries(
    Object.entries(item).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
};

/**
 * A product's wishlist items (the byWatchedProduct index), as the index projects them:
 * eventually consistent, as every index read is (the job's writes are conditional on the
 * version read, and read the item again when it moved).
 */
export const listProductWatchers = async (productId: string): Promise<WishlistWatcher[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'byWatchedProduct',
      KeyConditionExpression: 'gsi4pk = :pk',
      ExpressionAttributeValues: { ':pk': watchedProductPartition(productId) },
    })
  ).map(toWatcher);

// ---------------------------------------------------------------------------------------------
// Items

// The add's items, in this order: a refusal's reasons come back by index.
const ADD_CLAIM = 0;
const ADD_COUNTERS = 2;
const ADD_COLLECTION = 3;

/**
 * Writes a new item, its product claim and its counters in one transaction, inside its
 * collection (which must exist at that moment). Throws ProductAlreadyListed, WishlistCapReached,
 * CollectionMissing, WishlistBusy.
 */
export const putNewItem = async (item: WishlistItemRecord, cap: number): Promise<void> => {
  try {
    await transact([
      putNew(productClaimItem(item)),
      putNew(wishlistItemItem(item)),
      counterWrite(item.userId, itemCounterDeltas(undefined, item), {
        attribute: statsAttributes.totalItems,
        limit: cap,
      }),
      ...(item.collectionId ? [collectionExists(item.userId, item.collectionId)] : []),
    ]);
  } catch (error) {
    if (failedConditionAt(error, ADD_CLAIM)) throw new ProductAlreadyListed();
    if (failedConditionAt(error, ADD_COLLECTION)) throw new CollectionMissing();
    if (failedConditionAt(error, ADD_COUNTERS)) throw new WishlistCapReached('items');
    throw error;
  }
};

/** Another write changed the item between our read and our write. */
class ChangedSinceRead extends Error {
  constructor() {
    super('Changed since it was read');
    this.name = 'ChangedSinceRead';
  }
}

const EDIT_ATTEMPTS = 8;
const EDIT_RETRY_BASE_DELAY_MS = 10;

/**
 * Runs a read-then-write again, after a short random pause, while another write changed what it
 * read in between; when it never got through, WishlistBusy.
 */
const rereadingOnChange = async <T>(readThenWrite: () => Promise<T>): Promise<T> => {
  try {
    return await retryOn(
      (error) => error instanceof ChangedSinceRead,
      EDIT_ATTEMPTS,
      EDIT_RETRY_BASE_DELAY_MS,
      readThenWrite,
    );
  } catch (error) {
    if (error instanceof ChangedSinceRead) throw new WishlistBusy();
    throw error;
  }
};

/**
 * Applies `edit` to the shopper's item and writes it with the counters it moves, checked against
 * the version read (a concurrent edit makes this one read again). Undefined when the shopper has
 * no item of that id. Throws CollectionMissing (a collection named that is not theirs) and
 * WishlistBusy.
 */
export const updateItem = (
  userId: string,
  itemId: string,
  edit: (item: WishlistItemRecord) => WishlistItemRecord,
): Promise<WishlistItemRecord | undefined> =>
  rereadingOnChange(async () => {
    const before = await getItem(userId, itemId);
    if (!before) return undefined;
    const after = { ...edit(before), version: before.version + 1 };
    const deltas = itemCounterDeltas(before, after);
    const movesCollection =
      after.collectionId !== null && after.collectionId !== before.collectionId;
    try {
      await transact([
        putOver(wishlistItemItem(after), before.version),
        ...(movesCollection ? [collectionExists(userId, after.collectionId as string)] : []),
        ...(Object.keys(deltas).length > 0 ? [counterWrite(userId, deltas)] : []),
      ]);
      return after;
    } catch (error) {
      if (movesCollection && failedConditionAt(error, 1)) throw new CollectionMissing();
      if (failedConditionAt(error, 0)) throw new ChangedSinceRead();
      throw error;
    }
  });

/**
 * Deletes the shopper's item, its product claim and its share of the counters in one
 * transaction. False when the shopper has no item of that id (or a concurrent delete took it).
 */
export const deleteItem = (userId: string, itemId: string): Promise<boolean> =>
  rereadingOnChange(async () => {
    const item = await getItem(userId, itemId);
    if (!item) return false;
    try {
      await transact([
        {
          Delete: {
            TableName: tableName,
            Key: itemKey(userId, itemId),
            ConditionExpression: '#version = :readVersion',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':readVersion': item.version },
          },
        },
        { Delete: { TableName: tableName, Key: productClaimKey(userId, item.productId) } },
        counterWrite(userId, itemCounterDeltas(item, undefined)),
      ]);
      return true;
    } catch (error) {
      // Changed or deleted since the read: read again (a deleted one then answers false).
      if (failedConditionAt(error, 0)) throw new ChangedSinceRead();
      throw error;
    }
  });

// ---------------------------------------------------------------------------------------------
// Collections

const publicPointerWrite = (collection: CollectionRecord): TransactItem =>
  collection.isPublic
    ? { Put: { TableName: tableName, Item: publicCollectionItem(collection) } }
    : { Delete: { TableName: tableName, Key: publicCollectionKey(collection.id) } };

const COLLECTION_COUNTERS = 1;

/**
 * Writes a new collection, its count and (when public) its public pointer in one transaction.
 * Throws WishlistCapReached, WishlistBusy.
 */
export const putNewCollection = async (
  collection: CollectionRecord,
  cap: number,
): Promise<void> => {
  try {
    await transact([
      putNew(collectionItem(collection)),
      counterWrite(
        collection.userId,
        { [statsAttributes.collections]: 1 },
        { attribute: statsAttributes.collections, limit: cap },
      ),
      ...(collection.isPublic ? [publicPointerWrite(collection)] : []),
    ]);
  } catch (error) {
    if (failedConditionAt(error, COLLECTION_COUNTERS)) throw new WishlistCapReached('collections');
    throw error;
  }
};

/**
 * Applies `edit` to the shopper's collection and writes it with its public pointer (put while
 * public, deleted while private), checked against the version read. Undefined when the shopper
 * has no collection of that id.
 */
export const updateCollection = (
  userId: string,
  collectionId: string,
  edit: (collection: CollectionRecord) => CollectionRecord,
): Promise<CollectionRecord | undefined> =>
  rereadingOnChange(async () => {
    const before = await getCollection(userId, collectionId);
    if (!before) return undefined;
    const after = { ...edit(before), version: before.version + 1 };
    try {
      await transact([putOver(collectionItem(after), before.version), publicPointerWrite(after)]);
      return after;
    } catch (error) {
      if (failedConditionAt(error, 0)) throw new ChangedSinceRead();
      throw error;
    }
  });

/**
 * Deletes the shopper's collection, its public pointer and its count in one transaction; then
 * takes its items out of it (they stay in the wishlist). An item still naming a deleted
 * collection (a crash between the two) reads as in none: readers treat an unknown collection so.
 * False when the shopper has no collection of that id.
 */
export const deleteCollection = async (userId: string, collectionId: string): Promise<boolean> => {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName,
          Key: collectionKey(userId, collectionId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: tableName, Key: publicCollectionKey(collectionId) } },
      counterWrite(userId, { [statsAttributes.collections]: -1 }),
    ]);
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
  const members = (await listItems(userId)).filter((item) => item.collectionId === collectionId);
  await forEachConcurrently(members, LEAVING_CONCURRENCY, (item) =>
    leaveCollection(userId, item.id, collectionId),
  );
  return true;
};

/** A full collection's items leave it a few at a time, not in one burst of hundreds of writes. */
const LEAVING_CONCURRENCY = 8;

/** Takes one item out of a collection, unless it has moved since (then it is left as it is). */
const leaveCollection = async (userId: string, itemId: string, collectionId: string) => {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: itemKey(userId, itemId),
        UpdateExpression: 'SET collectionId = :none ADD #version :one',
        ConditionExpression: 'collectionId = :collectionId',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':none': null, ':one': 1, ':collectionId': collectionId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
