/**
 * Request-rate counters in the single table, one item per caller and window:
 *   pk = RATE#USER#<sub> | RATE#GUEST#<address hash>, sk = WINDOW#<window start, Unix seconds>
 *   one number attribute per counter (apiRequests, scans), `expiresAt` = the window's end (TTL)
 * A request increments its counters in one conditional update whose condition is every limit:
 * past any of them nothing is written, whatever the concurrency. Old windows are never read;
 * the table's TTL deletes them. A partition of their own: reading a user's partition (profile,
 * subscription, usage) never meets a request counter.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import type { CounterLimits, RateCounter } from '../lib/http/rate-limit-rules';
import { ttlAttribute } from './table-definition';
import { subjectPartitionKey, type UsageSubject } from './usage';

export const rateCounterKey = (subject: UsageSubject, windowStart: number) => ({
  pk: `RATE#${subjectPartitionKey(subject)}`,
  sk: `WINDOW#${windowStart}`,
});

export interface RequestCount {
  readonly subject: UsageSubject;
  readonly windowStart: number;
  readonly windowEnd: number;
  /** Each counter this request counts in, with its limit in the window. */
  readonly limits: CounterLimits;
}

export type RequestCountResult =
  { readonly kind: 'counted' } | { readonly kind: 'limited'; readonly counter: RateCounter };

/** The counter that was full, read from the item DynamoDB returns with the refusal. */
const fullCounter = (
  old: Record<string, { N?: string }> | undefined,
  limits: CounterLimits,
  counters: readonly RateCounter[],
): RateCounter => {
  const full = counters.find((c) => Number(old?.[c]?.N ?? 0) >= (limits[c] ?? Infinity));
  // Without the old item (an emulator that does not return it) the most specific counter is named.
  return full ?? counters[counters.length - 1] ?? 'apiRequests';
};

/** Counts one request in its window; refused (and nothing written) when a counter is full. */
export const countRequest = async (count: RequestCount): Promise<RequestCountResult> => {
  const counters = (Object.keys(count.limits) as RateCounter[]).sort();
  const names = Object.fromEntries(counters.map((c, i) => [`#c${i}`, c]));
  const values = Object.fromEntries(counters.map((c, i) => [`:limit${i}`, count.limits[c]]));
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateCounterKey(count.subject, count.windowStart),
        UpdateExpression: `ADD ${counters.map((_, i) => `#c${i} :one`).join(', ')} SET #entityType = :entityType, #ttl = :ttl`,
        ConditionExpression: counters
          .map((_, i) => `(attribute_not_exists(#c${i}) OR #c${i} < :limit${i})`)
          .join(' AND '),
        ExpressionAttributeNames: { ...names, '#entityType': 'entityType', '#ttl': ttlAttribute },
        ExpressionAttributeValues: {
          ...values,
          ':one': 1,
          ':entityType': 'RateCounter',
          ':ttl': count.windowEnd,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { kind: 'counted' };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      const old = error.Item as Record<string, { N?: string }> | undefined;
      return { kind: 'limited', counter: fullCounter(old, count.limits, counters) };
    }
    throw error;
  }
};
