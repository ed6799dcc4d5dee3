import type { ScheduledEvent } from 'aws-lambda';
import { retryDueDeliveries, type RetryRunReport } from '../../domain/push/retry-deliveries';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';
import { readVapidSubject } from '../../lib/vapid-keys';

// A subject push services would refuse fails the cold start, not the first push.
readVapidSubject();

/**
 * The scheduled push retry job (every few minutes): sends the push messages a busy push service
 * asked to have again later (domain/push/retry-deliveries.ts).
 */
export const handler = withMetrics(async (event: ScheduledEvent): Promise<RetryRunReport> => {
  const report = await retryDueDeliveries();
  logger.info('Push retry job ran', { time: event.time, ...report });
  return report;
});
