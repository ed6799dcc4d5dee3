/**
 * Shoppers' unconfirmed price reports in the single table (docs/prices.md#shopper-reports): a
 * report far from the other stores' median waits here, apart from the offers and their history,
 * until a second shopper confirms it (domain/prices/price-reports.ts decides; this stores).
 *
 *   PRODUCT#<id> / REPORT#<user sub>#<store key>    one open report per shopper and store
 *   USER#<sub> / PRICE_REPORT#<product id>#<store key>
 *                                                   its pointer in the shopper's partition
 *
 * Access patterns:
 * - a product's open reports (the comparison lists them; a new report is judged against them):
 *   one Query of the product partition's REPORT# range. Reports live 7 days and a shopper has
 *   one per store, so the range stays small.
 * - the one report of a shopper and a store: its key.
 * - a shopper's reports (their data's export and deletion): the pointers in their partition, one
 *   Query, then the reports by key. The pointer is written before its report and lives as long,
 *   so no report is ever without one; a pointer whose report was settled finds nothing.
 *
 * Why one item per shopper and store, not one per report: a shopper who reports the same store
 * again says what the price is now, so their newer report replaces the older one; and a retried
 * request (the same price and stock again while the report is open) finds its own item and
 * writes nothing, so it has one effect and can never stand as a second shopper's confirmation.
 * The user id comes before the store key: a Cognito sub holds no '#', and the store key is last,
 * so whatever a store name holds, the parts stay apart.
 *
 * `expiresAt` (the table's TTL) removes a report some time after it can no longer be confirmed;
 * TTL deletion is late by hours or days, so reads filter on `reportedAt` and never rely on it.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { storeKey } from '@shop-scanner/shared/prices';
import { documentClient, tableName } from '../lib/dynamodb';
import { queryAll } from '../lib/dynamodb-query';
import { batchGetAll } from '../lib/dynamodb-batch';
import { productKey } from './products';
import { userKey } from './users';
import { ttlAttribute } from './table-definition';

/** A shopper's report kept apart, with the judgement it was kept apart by. */
export interface PriceReportRecord {
  readonly productId: string;
  readonly userId: string;
  /** The store as the shopper wrote it (trimmed). */
  readonly store: string;
  readonly price: number;
  readonly inStock: boolean;
  readonly url?: string;
  readonly reportedAt: string;
  /** The other stores' median it was judged against, and the judgement in words. */
  readonly medianPrice: number;
  readonly text: string;
}

export const REPORT_PREFIX = 'REPORT#';

export const priceReportKey = (
  report: Pick<PriceReportRecord, 'productId' | 'userId' | 'store'>,
) => ({
  pk: productKey(report.productId).pk,
  sk: `${REPORT_PREFIX}${report.userId}#${storeKey(report.store)}`,
});

export const PRICE_REPORT_POINTER_PREFIX = 'PRICE_REPORT#';

/** The pointer's key: the product id holds no '#', and the store key is last. */
const reportPointerKey = (report: Pick<PriceReportRecord, 'productId' | 'userId' | 'store'>) => ({
  pk: userKey(report.userId).pk,
  sk: `${PRICE_REPORT_POINTER_PREFIX}${report.productId}#${storeKey(report.store)}`,
});

const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The item: no link is stored as '', so "the same report" can compare links in a condition. */
const reportItem = (report: PriceReportRecord, expiresAt: Date) => ({
  ...priceReportKey(report),
  entityType: 'PriceReport' as const,
  productId: report.productId,
  userId: report.userId,
  store: report.store,
  price: report.price,
  inStock: report.inStock,
  url: report.url ?? '',
  reportedAt: report.reportedAt,
  medianPrice: report.medianPrice,
  text: report.text,
  [ttlAttribute]: toEpochSeconds(expiresAt),
});

const toReportRecord = (item: Record<string, unknown>): PriceReportRecord => {
  const i = item as unknown as ReturnType<typeof reportItem>;
  return {
    productId: i.productId,
    userId: i.userId,
    store: i.store,
    price: i.price,
    inStock: i.inStock,
    ...(i.url ? { url: i.url } : {}),
    reportedAt: i.reportedAt,
    medianPrice: i.medianPrice,
    text: i.text,
  };
};

/**
 * Keeps a report apart, replacing the shopper's earlier report of the store, unless that earlier
 * one is still open (reported at or after `openSince`) and says the same (price, stock, link): then
 * nothing is written. Answers the report as stored: the new one, or the same one already there.
 */
export const putPriceReport = async (
  report: PriceReportRecord,
  options: { readonly openSince: Date; readonly expiresAt: Date },
): Promise<PriceReportRecord> => {
  const item = reportItem(report, options.expiresAt);
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...reportPointerKey(report),
        entityType: 'PriceReportPointer',
        productId: report.productId,
        store: report.store,
        [ttlAttribute]: item[ttlAttribute],
      },
    }),
  );
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: item,
        ConditionExpression:
          'attribute_not_exists(pk) OR reportedAt < :openSince OR price <> :price OR inStock <> :inStock OR #url <> :url',
        ExpressionAttributeNames: { '#url': 'url' },
        ExpressionAttributeValues: {
          ':openSince': options.openSince.toISOString(),
          ':price': item.price,
          ':inStock': item.inStock,
          ':url': item.url,
        },
      }),
    );
    return report;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName, Key: priceReportKey(report), ConsistentRead: true }),
    );
    // Settled (deleted) between the put and the read: the refusal still said it was there.
    return Item ? toReportRecord(Item) : report;
  }
};

/** The product's reports made at or after `since`, any order. */
export const listPriceReports = async (
  productId: string,
  since: Date,
): Promise<PriceReportRecord[]> => {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'reportedAt >= :since',
    ExpressionAttributeValues: {
      ':pk': productKey(productId).pk,
      ':prefix': REPORT_PREFIX,
      ':since': since.toISOString(),
    },
    ConsistentRead: true,
  });
  return items.map(toReportRecord);
};

/** The key of the report a pointer (an item of the shopper's partition) points to. */
export const reportKeyOfPointer = (userId: string, pointer: Record<string, unknown>) =>
  priceReportKey({ userId, productId: String(pointer.productId), store: String(pointer.store) });

/** The shopper's open reports, from the pointers of their partition (any order). */
export const reportsOfPointers = async (
  userId: string,
  pointers: readonly Record<string, unknown>[],
): Promise<PriceReportRecord[]> =>
  (
    await batchGetAll(
      pointers.map((p) => reportKeyOfPointer(userId, p)),
      { consistentRead: true },
    )
  )
    .filter((item) => item.userId === userId)
    .map(toReportRecord);

/** Removes the shopper's reports the pointers name (the account's deletion). */
export const deleteReportsOfPointers = async (
  userId: string,
  pointers: readonly Record<string, unknown>[],
): Promise<void> => {
  await Promise.all(
    pointers.map((pointer) =>
      documentClient.send(
        new DeleteCommand({ TableName: tableName, Key: reportKeyOfPointer(userId, pointer) }),
      ),
    ),
  );
};

/**
 * Removes reports that now count (confirmed, or replaced by their shopper's accepted report).
 * Each is removed only while it is the report that was read: a newer report the same shopper
 * made of the store meanwhile stays. Removing one already gone is not an error: a retry or a
 * concurrent confirmation may have settled it first.
 */
export const settlePriceReports = async (reports: readonly PriceReportRecord[]): Promise<void> => {
  await Promise.all(
    reports.map(async (report) => {
      try {
        await documentClient.send(
          new DeleteCommand({
            TableName: tableName,
            Key: priceReportKey(report),
            ConditionExpression: 'attribute_not_exists(pk) OR reportedAt = :reportedAt',
            ExpressionAttributeValues: { ':reportedAt': report.reportedAt },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
};
