/**
 * What the price reads (comparison, trend, alerts) need of a product, in one GetItem: its current
 * offers, its source and the recent window of its price history (price-history.ts), projected
 * without the rest of the product. Older history is read only when a read reaches past the window.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductSource, StoreOffer } from '@shop-scanner/shared/products';
import type { HistoryPoint } from '../model/price-history/history-point';
import type { HistoryWindow } from '../model/price-history/history-window';
import { documentClient, tableName } from '../lib/dynamodb';
import { historyAround } from './price-history';
import { productKey, windowOf, type ProductItem, type ProductWindowAttributes } from './products';

export interface ProductPrices {
  readonly id: string;
  readonly source: ProductSource;
  readonly stores: readonly StoreOffer[];
  /** The recent window: every point from `window.from` on (at least the last 90 days). */
  readonly window: HistoryWindow;
}

/** Undefined for an unknown product. */
export const getProductPrices = async (id: string): Promise<ProductPrices | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: productKey(id),
      ConsistentRead: true,
      ProjectionExpression: '#id, #source, #stores, #history, #from',
      ExpressionAttributeNames: {
        '#id': 'id',
        '#source': 'source',
        '#stores': 'stores',
        '#history': 'history',
        '#from': 'historyFrom',
      },
    }),
  );
  if (!Item) return undefined;
  const item = Item as Pick<ProductItem, 'id' | 'source' | 'stores'> & ProductWindowAttributes;
  return {
    id: item.id,
    source: item.source,
    stores: item.stores ?? [],
    window: windowOf(item),
  };
};

/**
 * Every point observed at or after `since`, oldest first: from the window already read, and the
 * month items before it when `since` reaches further back (the product is not read again).
 */
export const historySince = (product: ProductPrices, since: Date): Promise<HistoryPoint[]> =>
  historyAround(product.id, product.window, since);
