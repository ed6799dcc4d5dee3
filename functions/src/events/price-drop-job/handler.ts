import type { ScheduledEvent } from 'aws-lambda';
import {
  importOpenPrices,
  type OpenPricesImportSummary,
} from '../../domain/prices/open-prices-import';
import { runSafetyNet, type SafetyNetSummary } from '../../domain/price-watch/safety-net';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';

export interface PriceDropJobSummary extends SafetyNetSummary {
  readonly openPrices: OpenPricesImportSummary;
}

/**
 * The scheduled price job (hourly). It imports recent shelf prices from Open Prices first
 * (domain/prices/open-prices-import.ts: bounded, never throws, quiet when offline), so that the
 * watches it checks next see them; then the price watch's safety net (safety-net.ts): the
 * notices a writer left, and the watched products whose changes no check has judged yet.
 * The clock is the schedule's (the event's time), so a run judges "once a day" as of when it
 * was due.
 */
export const handler = withMetrics(async (event: ScheduledEvent): Promise<PriceDropJobSummary> => {
  const openPrices = await importOpenPrices();
  const now = event.time ? new Date(event.time) : new Date();
  const summary = await runSafetyNet(now);
  logger.info('Price-drop job ran', { time: event.time, ...summary });
  return { ...summary, openPrices };
});
