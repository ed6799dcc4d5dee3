/**
 * The demo catalogue's search cards as the demo market uses them (the names are the market's,
 * from when the cards sat in buckets): to list the demo products without a Scan, and to bring
 * what search shows of them up to date after a day.
 *
 * - Listing: the search cards (search-cards.ts: one small item per demo product in the search
 *   index, read by shard) and the demo products indexed by items of their own since an edit (the
 *   byCategory index's partition, which only those and shoppers' products are in). What is read is
 *   cards, never products with their history.
 * - Rewriting: the ingest path leaves a demo product's search card as it was (product-offers.ts
 *   says why), so after a day the market puts the products' current cards in place of the changed
 *   ones, then the search index is built again from all the cards and made live in one switch
 *   (search-index.ts): from then on searches filter, sort and count by the day's figures.
 *
 * A card is put back only while it exists: a shopper's edit meanwhile took the product out of the
 * index, and its card with it. The market leaves all this to a load under way (it checks the seed
 * marker first).
 */
import { forEachConcurrently } from '../lib/concurrency';
import { tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { OWN_ENTRIES_PARTITION, summaryOf, type BucketCard } from './products';
import { listSearchCards, replaceSearchCard } from './search-cards';
import { publishSearchIndex } from './search-index';

/** The demo products indexed by items of their own (edited by shoppers since the load). */
const ownDemoProducts = async (): Promise<string[]> => {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'byCategory',
    KeyConditionExpression: 'gsi2pk = :own',
    FilterExpression: '#source = :demo',
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#source': 'source', '#id': 'id' },
    ExpressionAttributeValues: { ':own': OWN_ENTRIES_PARTITION, ':demo': 'demo' },
  });
  return items.map((item) => String(item.id));
};

/**
 * Every demo product's id, with the card search shows of it (undefined for one found through
 * items of its own, whose cards its own writes keep current).
 */
export const listDemoProducts = async (): Promise<Map<string, BucketCard | undefined>> => {
  const [cards, own] = await Promise.all([listSearchCards(), ownDemoProducts()]);
  const listed = new Map<string, BucketCard | undefined>(cards);
  for (const id of own) if (!listed.has(id)) listed.set(id, undefined);
  return listed;
};

/** A demo product whose search card is to show `card`. */
export interface CardUpdate {
  readonly id: string;
  /** Its category and tokens: where its entries are (kept for the market's sake; unused now). */
  readonly category: string;
  readonly searchTokens: readonly string[];
  readonly card: BucketCard;
}

/**
 * Puts the cards of `updates` in place, `concurrency` at once, then publishes the search index
 * built from every card. Returns how many items were written (cards, and the index's items: none
 * when no card changed what the index holds).
 */
export const rewriteBucketCards = async (
  updates: readonly CardUpdate[],
  concurrency: number,
): Promise<number> => {
  let written = 0;
  await forEachConcurrently(updates, concurrency, async ({ card }) => {
    if (await replaceSearchCard(card)) written += 1;
  });
  if (written === 0) return 0;
  const cards = [...(await listSearchCards()).values()].map(summaryOf);
  const published = await publishSearchIndex(cards, { concurrency: Math.min(concurrency, 3) });
  return written + published.written;
};
