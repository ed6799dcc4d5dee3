/**
 * Rate counters in the single table, one item per caller and window:
 *   pk = RATE#USER#<sub> | RATE#GUEST#<address hash> | RATE#EMAIL#<e-mail address hash>
 *   sk = WINDOW#<window start, Unix seconds>   the plan's per-minute request limits (docs/plans.md#rate-limits)
 *      | HOUR#<window start, Unix seconds>     hourly limits of one action (price reports,
 *                                              support requests and replies)
 *   one number attribute per counter (apiRequests, scans, priceReports), `expiresAt` = the
 *   window's end (TTL)
 * A count increments its counters in one conditional update whose condition is every limit:
 * past any of them nothing is written, whatever the concurrency. Old windows are never read;
 * the table's TTL deletes them. A partition of their own: reading a user's partition (profile,
 * subscription, usage) never meets a request counter. Each window length has its own key prefix,
 * since an hour's start is also a minute's: the two must never share an item.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import type { CounterLimits, RateCounter } from '../lib/http/rate-limit-rules';
import { ttlAttribute } from './table-definition';
import { subjectPartitionKey, type UsageSubject } from './usage';

/** How long a counter's window is: the key says it, so windows of two lengths never meet. */
export type CounterWindow = 'minute' | 'hour';
const windowPrefixes: Readonly<Record<CounterWindow, string>> = {
  minute: 'WINDOW#',
  hour: 'HOUR#',
};

/**
 * Whose counter: a user or a guest's address, or an e-mail address (support requests are limited
 * per address they are sent from too, whoever sends them), known only by a hash.
 */
export type RateSubject = UsageSubject | { kind: 'email'; emailHash: string };

const ratePartition = (subject: RateSubject): string =>
  subject.kind === 'email' ? `EMAIL#${subject.emailHash}` : subjectPartitionKey(subject);

export const rateCounterKey = (
  subject: RateSubject,
  windowStart: number,
  window: CounterWindow = 'minute',
) => ({
  pk: `RATE#${ratePartition(subject)}`,
  sk: `${windowPrefixes[window]}${windowStart}`,
});

/** One count of counters named C in one window of a caller. */
export interface WindowCount<C extends string> {
  readonly subject: RateSubject;
  readonly window: CounterWindow;
  readonly windowStart: number;
  readonly windowEnd: number;
  /** Each counter this count counts in, with its limit in the window. */
  readonly limits: Partial<Record<C, number>>;
}

export type WindowCountResult<C extends string> =
  { readonly kind: 'counted' } | { readonly kind: 'limited'; readonly counter: C };

/** A request of the plan's per-minute limits (domain/usage/request-rate.ts). */
export type RequestCount = Omit<WindowCount<RateCounter>, 'window' | 'limits' | 'subject'> & {
  readonly subject: UsageSubject;
  readonly limits: CounterLimits;
};
export type RequestCountResult = WindowCountResult<RateCounter>;

/** The counter that was full, read from the item DynamoDB returns with the refusal. */
const fullCounter = <C extends string>(
  old: Record<string, { N?: string }> | undefined,
  limits: Partial<Record<C, number>>,
  counters: readonly C[],
): C | undefined => {
  const full = counters.find((c) => Number(old?.[c]?.N ?? 0) >= (limits[c] ?? Infinity));
  // Without the old item (an emulator that does not return it) the most specific counter is named.
  return full ?? counters[counters.length - 1];
};

/** Counts once in the window; refused (and nothing written) when a counter is full. */
export const countInWindow = async <C extends string>(
  count: WindowCount<C>,
): Promise<WindowCountResult<C>> => {
  const counters = (Object.keys(count.limits) as C[]).sort();
  const names = Object.fromEntries(counters.map((c, i) => [`#c${i}`, c]));
  const values = Object.fromEntries(counters.map((c, i) => [`:limit${i}`, count.limits[c]]));
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateCounterKey(count.subject, count.windowStart, count.window),
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
      const counter = fullCounter(old, count.limits, counters);
      if (counter !== undefined) return { kind: 'limited', counter };
    }
    throw error;
  }
};

/** Counts one request in its minute (the plan's request-rate limits). */
export const countRequest = (count: RequestCount): Promise<RequestCountResult> =>
  countInWindow({ ...count, window: 'minute' });
