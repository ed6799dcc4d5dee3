/**
 * The queue wired to the network (loaded on demand by analytics.ts): batches go with plain fetch
 * through the app's API client (so a signed-in shopper's token goes with them), or with the
 * beacon as the page hides.
 */
import { ANALYTICS_EVENTS_PATH } from '@shop-scanner/shared/analytics-limits';
import { ApiError, apiRequest } from '../api-client';
import { newBatchId, sendBeacon } from './analytics-beacon';
import { createAnalyticsQueue } from './analytics-queue';

/** Another try may succeed: offline, timed out, rate limited, the server's trouble. */
const retryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || [0, 408, 429].includes(error.status) || error.status >= 500;

export const createSenderQueue = (allowed: () => boolean) =>
  createAnalyticsQueue({
    allowed,
    post: (body) => apiRequest(ANALYTICS_EVENTS_PATH, { method: 'POST', body }),
    retryable,
    beacon: sendBeacon,
    newId: newBatchId,
  });
