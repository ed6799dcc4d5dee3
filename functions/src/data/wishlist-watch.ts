/**
 * The price-drop job's writes of a wishlist item (domain/price-watch/wishlist-watchers.ts decides
 * them): its card's figures and watch state, and when a watch fires, everything the alert is
 * made of, in ONE transaction:
 *
 *   the item (card, watch state, version + 1)   conditional on the version read
 *   the owner's counters                        value and unpriced items move with the card,
 *                                               unreadDrops + 1
 *   the price drop                              attribute_not_exists: one per alert id
 *   the in-app notification, the push notice, the week's digest entry
 *
 * Every write is conditional on the version read, and bumps it; the shopper's edits do the same
 * (wishlist.ts updateItem), so an edit and the job never overwrite each other's fields: the one
 * that read an older version fails its condition, reads again and applies its change to the other's.
 */
import type { WishlistProduct } from '@shop-scanner/shared/wishlist';
import type { WatchState } from '../model/price-watch/watch-state';
import { tableName } from '../lib/dynamodb';
import { failedConditionAt, cancellationCodes } from '../lib/dynamodb-transactions';
import type { TransactItem } from './price-history';
import type { WatchNoticeRecord } from './watch-notices';
import { digestEntryUpdate } from './weekly-digest-keys';
import { counterWrite, getOne, transact } from './wishlist';
import {
  itemKey,
  priceDropItem,
  statsAttributes,
  toWatcher,
  type CounterDeltas,
  type PriceDropRecord,
  type WishlistWatcher,
} from './wishlist-keys';

/** What the job writes of an item: nothing else of it is the job's. */
export interface WatchUpdate {
  readonly product: WishlistProduct;
  readonly watchState: WatchState;
  readonly awaitingStock: boolean;
}

/** What one fired watch records beside the item. */
export interface FiredWatch {
  readonly drop: PriceDropRecord;
  /** The in-app notification's and the push notice's puts, as every fired watch writes them. */
  readonly announcement: readonly TransactItem[];
  /** The notice to send once the transaction committed. */
  readonly notice: WatchNoticeRecord;
}

/**
 * - written: done;
 * - changed: the item moved (an edit, another run of the job) or is gone since it was read: read
 *   it again and decide again;
 * - recorded: this alert was recorded already (its drop exists): nothing more to do.
 */
export type WatchWrite = 'written' | 'changed' | 'recorded';

/** The item, as of the version read (the index's copy, or a consistent read). */
const ITEM = 0;

/** Fresh from the table (consistent): undefined when the item is gone. */
export const readWatcher = async (
  userId: string,
  itemId: string,
): Promise<WishlistWatcher | undefined> => {
  const item = await getOne(itemKey(userId, itemId));
  return item ? toWatcher(item) : undefined;
};

const itemUpdate = (before: WishlistWatcher, update: WatchUpdate): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: itemKey(before.userId, before.id),
    UpdateExpression:
      'SET #product = :product, #watchState = :watchState, #awaitingStock = :awaitingStock, #version = :next',
    // A deleted item has no version: the condition fails and the job finds it gone.
    ConditionExpression: '#version = :read',
    ExpressionAttributeNames: {
      '#product': 'product',
      '#watchState': 'watchState',
      '#awaitingStock': 'awaitingStock',
      '#version': 'version',
    },
    ExpressionAttributeValues: {
      ':product': update.product,
      ':watchState': update.watchState,
      ':awaitingStock': update.awaitingStock,
      ':next': before.version + 1,
      ':read': before.version,
    },
  },
});

const writeOutcome = async (items: readonly TransactItem[]): Promise<WatchWrite> => {
  try {
    await transact(items);
    return 'written';
  } catch (error) {
    if (failedConditionAt(error, ITEM)) return 'changed';
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return 'recorded';
    throw error;
  }
};

/** The card's figures and the watch state, with the counters they move. */
export const saveWatch = (
  before: WishlistWatcher,
  update: WatchUpdate,
  deltas: CounterDeltas,
): Promise<WatchWrite> =>
  writeOutcome([
    itemUpdate(before, update),
    ...(Object.keys(deltas).length > 0 ? [counterWrite(before.userId, deltas)] : []),
  ]);

/** A fired watch: the item, its counters, the drop, the notification, the notice, the digest. */
export const recordFiredWatch = (
  before: WishlistWatcher,
  update: WatchUpdate,
  deltas: CounterDeltas,
  fired: FiredWatch,
): Promise<WatchWrite> =>
  writeOutcome([
    itemUpdate(before, update),
    counterWrite(before.userId, {
      ...deltas,
      [statsAttributes.unreadDrops]: (deltas[statsAttributes.unreadDrops] ?? 0) + 1,
    }),
    {
      Put: {
        TableName: tableName,
        Item: priceDropItem(fired.drop),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...fired.announcement,
    digestEntryUpdate(before.userId, fired.drop.detectedAt),
  ]);
