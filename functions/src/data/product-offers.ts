/**
 * The write of the ingest path: a product's offers after a price observation, with
 * everything they decide and the history point, in ONE transaction.
 *
 * - The product item is written by one Update (DynamoDB allows one operation per item in a
 *   transaction): its offers and derived figures (offerDerivedAttributes, the catalogue's own
 *   rules) are carried by the same Update that appends to its price-history window
 *   (price-history.ts), with the month items the window rolls into beside it.
 * - It is conditional on the item as read: its `version` (a shopper's edit puts the whole item
 *   back and bumps it) and its historyVersion (every price write bumps it, so an edit that read
 *   before cannot put old offers back, and two observations of the product cannot both land on
 *   the same read). The loser reads again and retries (the service's loop; lostRace).
 * - Search cards. Where a product's card is a copy that this write can keep exact, it does:
 *   - the byCategory and byPopularity indexes project the product item itself (DynamoDB keeps
 *     them, eventually consistent as every GSI);
 *   - a product indexed by token items of its own (`indexedIn: 'items'`: shoppers' products and
 *     edited demo products) gets its token items rewritten in the same transaction when a card
 *     field changed (averagePrice, lowestPrice, inStockStores, verified, authenticityScore), so
 *     its search card and its product page never disagree.
 *   What lags: a demo product in the search index (`indexedIn: 'bucket'`). Its card is its search
 *   card item and its entries in the index's sorted lists and postings (search-index-items.ts),
 *   which stay as the index was built until it is built again. Rebuilding the index per
 *   observation would rewrite chunks shared by hundreds of products; moving the product to items
 *   of its own (as an edit does) would, after one demo-market day, put all 25,000 demo products in
 *   the byCategory index that every search reads whole. So a search may show such a
 *   product with its search card's figures (and filter, sort and count it by them); its product
 *   page, price comparison, trend and Popular Products card are current. The demo market, which
 *   moves demo offers in bulk, puts the current cards in place and publishes the index built from
 *   them at the end of its day (demo-buckets.ts), so a card lags by a day at most.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TrackedOffer } from '@shop-scanner/shared/prices';
import type { HistoryPoint } from '../model/price-history/history-point';
import { documentClient, tableName } from '../lib/dynamodb';
import { planAppend, windowReadOf, windowWrite, type TransactItem } from './price-history';
import {
  offerAttributes,
  summaryChanged,
  tokenItems,
  withOffers,
  type ProductItem,
} from './products';

export interface OfferChange {
  /** The product's offers after the observation. */
  readonly offers: readonly TrackedOffer[];
  /** The history point to append; null when no price fact changed (only the offers move). */
  readonly point: HistoryPoint | null;
}

export interface OfferChangeWritten {
  /** A history point was appended (false when there was none, or the window already held it). */
  readonly historyAppended: boolean;
  /** The months (`yyyy-mm`) that points rolled into, beside the window. */
  readonly months: readonly string[];
  /** The product's token items were rewritten with its new card. */
  readonly cardRewritten: boolean;
}

/** Token items of a product indexed by items of its own, when its card changed. */
const cardWrites = (before: ProductItem, after: ProductItem): TransactItem[] =>
  before.indexedIn === 'items' && summaryChanged(before, after)
    ? tokenItems(after).map((item) => ({ Put: { TableName: tableName, Item: item } }))
    : [];

/**
 * Writes the change in one transaction, as of `now` (the history window's edge), conditional on
 * `before` being the product as it still is. Throws what DynamoDB threw: lostRace(error) is a
 * lost race, for the caller to read the product again and retry.
 */
export const saveOfferChange = async (
  before: ProductItem,
  change: OfferChange,
  now: Date,
): Promise<OfferChangeWritten> => {
  const read = windowReadOf(before);
  const plan = await planAppend(before.id, read, change.point, now);
  const after = withOffers(before, change.offers);
  const { set, remove } = offerAttributes(after);
  const productWrite = windowWrite(before.id, read, plan.window, {
    set,
    remove,
    condition: {
      expression: '#version = :version',
      names: { '#version': 'version' },
      values: { ':version': before.version },
    },
  });
  const cards = cardWrites(before, after);
  await documentClient.send(
    new TransactWriteCommand({ TransactItems: [productWrite, ...plan.monthItems, ...cards] }),
  );
  return { historyAppended: plan.appended, months: plan.months, cardRewritten: cards.length > 0 };
};
