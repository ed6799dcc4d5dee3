import { Duration } from 'aws-cdk-lib';
import { Operation } from 'aws-cdk-lib/aws-dynamodb';

/**
 * When the alarms page, and why: each threshold and period with the reason it pages for real
 * trouble within minutes and not for noise. CloudWatch's Lambda, SQS and API metrics arrive each
 * minute. Used by the Monitoring construct (constructs/monitoring.ts).
 */

/**
 * The DynamoDB operations the functions call (lib-dynamodb's Get, Put, Update, Delete, Query,
 * BatchGet and TransactWrite commands). DynamoDB reports throttles and system errors per
 * operation, and an alarm's metric math may hold ten metrics at most, so the alarm names these
 * rather than all fourteen; infra/test/monitoring.test.ts fails when the functions start calling
 * one that is missing here.
 */
export const alarmedTableOperations: readonly Operation[] = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** How often a scheduled job must have finished a run, at least. */
export type JobCadence = 'hourly' | 'daily';

/**
 * What "has not run" means per cadence. A run is an invocation that did not fail (Invocations
 * minus Errors), counted per hour; an hour with no data counts as no run. Hourly: two clock hours
 * in a row without one, so a run that lands a few seconds across an hour's edge does not page.
 * Daily: 26 hours without one, the day plus time for Lambda's and the Scheduler's retries, so a
 * missed day pages about two hours after the run was due. (CloudWatch allows up to seven days of
 * one-hour periods.)
 */
export const jobWindows: Readonly<Record<JobCadence, { readonly hours: number }>> = {
  hourly: { hours: 2 },
  daily: { hours: 26 },
};

/**
 * Lambda errors are crashes, timeouts and unhandled rejections (the HTTP groups answer their own
 * 4xx and 5xx without failing the invocation). One is a blip a retry absorbs; three in five minutes
 * is a pattern: a bad deploy fails every call and reaches three within a minute of traffic, and a
 * failing job with Lambda's two retries does too.
 */
export const FUNCTION_ERRORS = { period: Duration.minutes(5), threshold: 3 } as const;

/**
 * A throttle means the account's concurrency is spent: shoppers get errors (consumers are retried
 * for hours). A handful in five minutes is not a lone burst.
 */
export const FUNCTION_THROTTLES = { period: Duration.minutes(5), threshold: 5 } as const;

/**
 * A dead letter is an event that failed every retry: never noise, so one message pages, within
 * about a minute (SQS reports queue depths each minute). It stays in alarm until the queue is
 * emptied (replayed), so a stuck event cannot be forgotten.
 */
export const DEAD_LETTERS = { period: Duration.minutes(1), threshold: 1 } as const;

/**
 * The API's 5xx share and p99 latency over five minutes, only when at least 20 requests came in:
 * below that one failed or slow request at night would be a large share of nothing. Two periods
 * in a row, so one bad request does not page but ten minutes of trouble does.
 */
export const API_FLOOR = { period: Duration.minutes(5), minRequests: 20, periods: 2 } as const;
export const API_5XX_SHARE = 0.05;
/**
 * Search and product pages answer in well under a second; the two groups that read other sites
 * (store analysis, platform search) may take up to 25 s but are well under 1 % of requests (the
 * SPA's analytics batches alone outnumber them). A p99 over 5 s for ten minutes means the ordinary
 * routes slowed down too. Should those groups ever pass 1 % of requests, this alarm needs the
 * API's per-route metrics (detailed metrics on the stage) instead of the whole API's p99.
 */
export const API_P99_MS = 5_000;

/**
 * The SDK retries throttled and failed DynamoDB calls, so a few pass unseen; five in five minutes
 * means calls are failing for shoppers (an on-demand table throttles only on a hot key or a
 * sudden multiple of its previous peak).
 */
export const TABLE_TROUBLE = { period: Duration.minutes(5), threshold: 5 } as const;
