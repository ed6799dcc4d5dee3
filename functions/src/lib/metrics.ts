/**
 * The business metrics (business-metrics.ts), written by Powertools Metrics in CloudWatch's
 * embedded metric format: one JSON line on stdout at the end of an invocation that counted
 * something, which CloudWatch Logs turns into metrics without a single API call. The local stack
 * runs the same handlers in-process, so the same lines appear on its output.
 *
 * The domain calls `countMetric` at the point where the thing has happened (after the write that
 * makes it true); the handlers' middleware (`publishMetricsMiddleware`) flushes at the end.
 */
import type { MiddlewareObj } from '@middy/core';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE, type BusinessMetricName } from './business-metrics';

/**
 * The one instance: the namespace and the `service` dimension are fixed here, not read from each
 * function's POWERTOOLS_SERVICE_NAME, so a metric is the same series whichever function emits it.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/**
 * Counts of this invocation, summed per name before they reach Powertools: a demo-market day's
 * thousands of price changes become one value (`"PriceChangesIngested": 13012`), not arrays of
 * ones flushed every hundred values.
 */
const counts = new Map<BusinessMetricName, number>();

/** Counts `n` occurrences (default one) of a business metric in this invocation. */
export const countMetric = (name: BusinessMetricName, n = 1): void => {
  counts.set(name, (counts.get(name) ?? 0) + n);
};

/**
 * Writes this invocation's counts as one EMF line and forgets them. An invocation that counted
 * nothing (most reads) writes nothing: Powertools' own `logMetrics` middleware would print a
 * "No application metrics to publish" warning for each of them instead.
 */
export const publishMetrics = (): void => {
  if (counts.size === 0) return;
  for (const [name, n] of counts) metrics.addMetric(name, MetricUnit.Count, n);
  counts.clear();
  metrics.publishStoredMetrics();
};

/** Flushes the counts when the handler returns and when it throws (a refusal is counted too). */
export const publishMetricsMiddleware = (): MiddlewareObj => ({
  after: publishMetrics,
  onError: publishMetrics,
});

/**
 * An event consumer or job whose counts are flushed at the end of every invocation, returned or
 * thrown. Its signature is kept as it is (the consumers take only their event).
 */
export const withMetrics =
  <TArgs extends unknown[], TResult>(handler: (...args: TArgs) => Promise<TResult>) =>
  async (...args: TArgs): Promise<TResult> => {
    try {
      return await handler(...args);
    } finally {
      publishMetrics();
    }
  };
