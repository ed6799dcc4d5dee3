import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';
import { scheduledDay } from '../../domain/prices/demo-market/market-day';
import { runMarketDay, type MarketDayReport } from '../../domain/prices/demo-market/run-market-day';

/**
 * The demo market's scheduled job (source `demo`): runs the day the schedule fired for (UTC),
 * once. On AWS the schedule passes its scheduled time as `time` (infra events.ts); the local timer
 * and `npm run job -- demo-market` send a scheduled event of the moment.
 */
export const handler = withMetrics(
  async (event: Partial<ScheduledEvent>): Promise<MarketDayReport> => {
    const report = await runMarketDay(scheduledDay(event.time, new Date()));
    logger.info(report.ran ? 'Demo market day ran' : 'Demo market day skipped', { ...report });
    return report;
  },
);
