/**
 * The analytics events' daily aggregates, kept for good (the raw events expire after 30 days):
 *   per event name: pk = ANALYTICS_EVENT#<name>,       sk = DAY#<yyyy-mm-dd>  { count }
 *     what a "popular" list or a usage report reads: one Query per name for a range of days
 *   per product:    pk = ANALYTICS_PRODUCT#<product>,  sk = DAY#<yyyy-mm-dd>
 *     { views, scans, comparisons, wishlistAdds }: the seller dashboard's weekly chart
 *
 * Written with ADD, one update per event name and per product of a batch (merged by the domain,
 * domain/analytics/event-rules.ts), never in a transaction: every batch of a day adds to the
 * same few event-name items, and transactions touching one item at once cancel each other,
 * while plain ADDs queue up and all land. Counted after the batch's raw item claimed its id
 * (data/analytics-events.ts): a batch delivered twice is counted once, and should the process
 * stop between the two writes, that batch goes uncounted: a count can fall short, never double.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsEventName } from '@shop-scanner/shared/analytics';
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';
import { forEachConcurrently } from '../lib/concurrency';
import { documentClient, tableName } from '../lib/dynamodb';
import { activityWeeks, sumIntoWeeks } from '../model/analytics/activity-weeks';
import {
  PRODUCT_COUNTERS,
  type BatchTally,
  type ProductCounter,
} from '../model/analytics/analytics-records';

export const eventDayKey = (event: AnalyticsEventName, day: string) => ({
  pk: `ANALYTICS_EVENT#${event}`,
  sk: `DAY#${day}`,
});

export const productDayKey = (productId: string, day: string) => ({
  pk: `ANALYTICS_PRODUCT#${productId}`,
  sk: `DAY#${day}`,
});

/** Aggregate writes in flight at once for one batch. */
const WRITE_CONCURRENCY = 8;

type Addition = { key: { pk: string; sk: string }; counts: Readonly<Record<string, number>> };

const add = ({ key, counts }: Addition) => {
  const names = Object.keys(counts);
  return documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :v${i}`).join(', ')} SET #entityType = :entityType`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
        '#entityType': 'entityType',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((n, i) => [`:v${i}`, counts[n]])),
        ':entityType': 'AnalyticsDailyAggregate',
      },
    }),
  );
};

/** Adds a batch's tally to the day's aggregates: one update per event name and per product. */
export const addToDailyAggregates = async (tally: BatchTally, day: string): Promise<void> => {
  const additions: Addition[] = [
    ...[...tally.byEvent].map(([event, count]) => ({
      key: eventDayKey(event, day),
      counts: { count },
    })),
    ...[...tally.byProduct].map(([productId, counts]) => ({
      key: productDayKey(productId, day),
      counts: counts as Record<string, number>,
    })),
  ];
  await forEachConcurrently(additions, WRITE_CONCURRENCY, async (a) => {
    await add(a);
  });
};

/** Days of one aggregate partition between two days (inclusive), by key: never a scan. */
const queryDays = async (pk: string, fromDay: string, toDay: string) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': `DAY#${fromDay}`, ':to': `DAY#${toDay}` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Events of one name per day between two days (inclusive); days without events are left out. */
export const readDailyEventCounts = async (
  event: AnalyticsEventName,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; count: number }[]> =>
  (await queryDays(eventDayKey(event, '').pk, fromDay, toDay)).map((item) => ({
    day: String(item.sk).slice('DAY#'.length),
    count: numberOf(item.count),
  }));

/** Products whose days are read at once for the dashboard. */
const READ_CONCURRENCY = 8;

/**
 * The last `weeks` weeks (Monday to Sunday, UTC, the week of `now` last) of views, scans,
 * comparisons and wishlist adds of the given products, summed over them; weeks without events
 * are zeros. One Query per product for the whole date range.
 */
export const readWeeklyActivity = async (
  productIds: readonly string[],
  weeks: number,
  now: Date,
): Promise<ProductActivityWeek[]> => {
  const range = activityWeeks(weeks, now);
  if (range.weekStarts.length === 0) return [];
  const days: { day: string; counts: Partial<Record<ProductCounter, number>> }[] = [];
  await forEachConcurrently(new Set(productIds), READ_CONCURRENCY, async (productId) => {
    for (const item of await queryDays(
      productDayKey(productId, '').pk,
      range.fromDay,
      range.toDay,
    )) {
      days.push({
        day: String(item.sk).slice('DAY#'.length),
        counts: Object.fromEntries(PRODUCT_COUNTERS.map((c) => [c, numberOf(item[c])])),
      });
    }
  });
  return sumIntoWeeks(range, days);
};
