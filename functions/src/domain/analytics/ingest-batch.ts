/**
 * Ingesting a batch of analytics events: the events the rules keep are stored raw (30 days) and
 * added to the daily aggregates; the answer says how many were kept and dropped. A batch with the
 * id of one stored before is counted once (data/analytics-events.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_RAW_EVENT_DAYS,
  type AnalyticsBatch,
  type AnalyticsBatchAnswer,
} from '@shop-scanner/shared/analytics';
import { addDays } from '@shop-scanner/shared/time';
import { addToDailyAggregates } from '../../data/analytics-aggregates';
import { putRawBatchOnce, type EventSender } from '../../data/analytics-events';
import { dayOf } from '../../model/analytics/activity-weeks';
import { sortEvents, storedEventOf, tallyBatch } from './event-rules';

/** Reasons of dropped events the answer lists: enough to fix a client, never a long answer. */
const DROPPED_REASONS_SHOWN = 10;

/** The answer to a browser that asked not to be tracked: nothing was read, nothing stored. */
export const notTrackedAnswer: AnalyticsBatchAnswer = { accepted: 0, dropped: 0, stored: false };

export const ingestBatch = async (
  batch: AnalyticsBatch,
  sender: EventSender,
  now: Date = new Date(),
): Promise<AnalyticsBatchAnswer> => {
  const { accepted, dropped } = sortEvents(batch.events);
  const answer = {
    accepted: accepted.length,
    dropped: dropped.length,
    ...(dropped.length > 0 ? { droppedEvents: dropped.slice(0, DROPPED_REASONS_SHOWN) } : {}),
  };
  if (accepted.length === 0) return { ...answer, stored: false };
  // The day is the server's: a browser's clock may be wrong, and a client could backdate events.
  const day = dayOf(now);
  const firstDelivery = await putRawBatchOnce({
    sender,
    // Without an id from the client (the spec's client sends none) a retry cannot be recognised.
    batchId: batch.batchId ?? randomUUID(),
    receivedAt: now.toISOString(),
    receivedDay: day,
    events: accepted.map(storedEventOf),
    expiresAt: Math.floor(addDays(now, ANALYTICS_RAW_EVENT_DAYS).getTime() / 1000),
  });
  if (!firstDelivery) return { ...answer, stored: true, duplicate: true };
  await addToDailyAggregates(tallyBatch(accepted), day);
  return { ...answer, stored: true };
};
