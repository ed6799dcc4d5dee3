/**
 * What a page needs to hand a batch to the browser as it hides, kept apart so that the first load
 * carries only this (analytics.ts) and the queue loads later (analytics-sender.ts) with the same.
 */
import { ANALYTICS_EVENTS_PATH } from '@shop-scanner/shared/analytics-limits';
import { getRuntimeConfig } from '../../config/runtime-config';
import type { AnalyticsBatchBody } from './analytics-queue';

// randomUUID exists only in secure contexts (https, localhost); a plain-http stage gets less
// random ids, which only need to be unique among one browser's retries.
export const newBatchId = (): string =>
  crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** navigator.sendBeacon: true when the browser took the batch to send after the page is gone. */
export const sendBeacon = (batch: AnalyticsBatchBody): boolean =>
  navigator.sendBeacon?.(
    `${getRuntimeConfig().apiBaseUrl}${ANALYTICS_EVENTS_PATH}`,
    new Blob([JSON.stringify(batch)], { type: 'application/json' }),
  ) ?? false;
