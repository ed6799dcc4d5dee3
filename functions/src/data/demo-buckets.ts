/**
 * The demo catalogue's search buckets (products-items.ts) as the demo market uses them: to list
 * the demo products without a Scan, and to bring the cards they hold up to date after a day.
 *
 * - Listing: the category buckets hold a card of every demo product indexed by the buckets (for
 *   25,000 products, about a hundred items of 300 cards, read in a few dozen Query pages); the
 *   byCategory index holds the demo products indexed by items of their own since an edit (only
 *   those carry its keys). One Query of each per category: the table is never scanned, and what
 *   is read is cards, not products with their history.
 * - Rewriting: a product's card is an entry of its category bucket and of one posting bucket per
 *   token. The ingest path leaves those as they were (product-offers.ts says why), so after a
 *   day the market reads each bucket that holds a changed product's card and puts it back with
 *   the product's current card in place of the old. The bucket keeps its entries and its order;
 *   only cards change, so a search reads the same products, now with true figures.
 *
 * Bucket writes are plain puts, as the loader's are: the buckets have no version to condition on,
 * and their only other writer is the loader, which rebuilds them all from the products as they
 * stand; the market leaves them to a load under way (it checks the seed marker first).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { productCategories } from '@shop-scanner/shared/products';
import { forEachConcurrently } from '../lib/concurrency';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import {
  CATEGORY_BUCKET_PREFIX,
  categoryPartitionKey,
  sameCard,
  searchPartitionKey,
  type BucketCard,
} from './products-items';

/** The bucket items of one table partition whose sort key starts with `prefix`. */
const bucketsAt = (partition: string, prefix: string) =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
  });

const entriesOf = (bucket: Record<string, unknown>): BucketCard[] =>
  Array.isArray(bucket.entries) ? (bucket.entries as BucketCard[]) : [];

/** The demo products edited into items of their own, in one category (the byCategory index). */
const indexedDemoProducts = async (category: string): Promise<string[]> => {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'byCategory',
    KeyConditionExpression: 'gsi2pk = :category',
    FilterExpression: '#source = :demo',
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#source': 'source', '#id': 'id' },
    ExpressionAttributeValues: { ':category': categoryPartitionKey(category), ':demo': 'demo' },
  });
  return items.map((item) => String(item.id));
};

/**
 * Every demo product's id, with the card its category bucket holds (undefined for one found only
 * through the byCategory index). A product edited into another category is listed once.
 */
export const listDemoProducts = async (): Promise<Map<string, BucketCard | undefined>> => {
  const perCategory = await Promise.all(
    productCategories.map(async (category) => {
      const [buckets, indexed] = await Promise.all([
        bucketsAt(categoryPartitionKey(category), CATEGORY_BUCKET_PREFIX),
        indexedDemoProducts(category),
      ]);
      return { cards: buckets.flatMap(entriesOf), indexed };
    }),
  );
  const listed = new Map<string, BucketCard | undefined>();
  for (const { cards } of perCategory) for (const card of cards) listed.set(String(card.id), card);
  for (const { indexed } of perCategory) {
    for (const id of indexed) if (!listed.has(id)) listed.set(id, undefined);
  }
  return listed;
};

/** A demo product whose bucket entries are to show `card`. */
export interface CardUpdate {
  readonly id: string;
  /** Where its entries are: its category's bucket and its tokens' posting buckets. */
  readonly category: string;
  readonly searchTokens: readonly string[];
  readonly card: BucketCard;
}

/**
 * Puts the cards of `updates` into every bucket that holds an entry of theirs; `concurrency`
 * bucket reads in flight. Returns how many bucket items were written (those whose cards changed).
 */
export const rewriteBucketCards = async (
  updates: readonly CardUpdate[],
  concurrency: number,
): Promise<number> => {
  const cards = new Map(updates.map((u) => [u.id, u.card]));
  const partitions = [
    ...[...new Set(updates.map((u) => u.category))].map((category) => ({
      pk: categoryPartitionKey(category),
      prefix: CATEGORY_BUCKET_PREFIX,
    })),
    // `!` follows every letter and digit of a token, so this prefix is the token's buckets only.
    ...[...new Set(updates.flatMap((u) => u.searchTokens))].map((token) => ({
      pk: searchPartitionKey(token),
      prefix: `${token}!`,
    })),
  ];
  let written = 0;
  await forEachConcurrently(partitions, concurrency, async ({ pk, prefix }) => {
    for (const bucket of await bucketsAt(pk, prefix)) {
      let changed = false;
      const entries = entriesOf(bucket).map((entry) => {
        const card = cards.get(String(entry.id));
        if (!card || sameCard(card, entry)) return entry;
        changed = true;
        return card;
      });
      if (!changed) continue;
      await documentClient.send(
        new PutCommand({ TableName: tableName, Item: { ...bucket, entries } }),
      );
      written += 1;
    }
  });
  return written;
};
