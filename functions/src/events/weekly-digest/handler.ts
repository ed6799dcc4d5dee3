import type { ScheduledEvent } from 'aws-lambda';
import { runWeeklyDigest, type DigestRunReport } from '../../domain/price-watch/weekly-digest';
import { weekBefore } from '../../domain/price-watch/weekly-digest-rules';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';
import { readVapidSubject } from '../../lib/vapid-keys';

// A subject push services would refuse fails the cold start, not the first digest.
readVapidSubject();

/** The schedule's time when it names one (AWS passes the scheduled time), else now. */
const scheduledAt = (time: string | undefined, now: Date): Date => {
  const at = time === undefined ? Number.NaN : Date.parse(time);
  return Number.isNaN(at) ? now : new Date(at);
};

/**
 * The weekly digest job (Monday mornings, UTC): sends each shopper with drops in the week before
 * one summary of them (domain/price-watch/weekly-digest.ts). On AWS the schedule passes its
 * scheduled time as `time` (infra events.ts), so a retry that comes late still sums up the same
 * week; the local timer and `npm run job -- weekly-digest` send a scheduled event of the moment.
 */
export const handler = withMetrics(
  async (event: Partial<ScheduledEvent>): Promise<DigestRunReport> => {
    const now = new Date();
    const report = await runWeeklyDigest(weekBefore(scheduledAt(event.time, now)), now);
    logger.info('Weekly digest job ran', { ...report });
    return report;
  },
);
