/**
 * What a page needs to hand a batch to the browser as it hides, kept apart so that the first load
 * carries only this (analytics.ts) and the queue loads later (analytics-sender.ts) with the same.
 */
import { ANALYTICS_EVENTS_PATH } from '@shop-scanner/shared/analytics-limits';
import { getRuntimeConfig } from '../../config/runtime-config';
import type { AnalyticsBatchBody } from './analytics-queue';

// randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere, so a
// plain-http stage gets 128 random bits as hex instead.
export const newBatchId = (): string =>
  crypto.randomUUID?.() ??
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** navigator.sendBeacon: true when the browser took the batch to send after the page is gone. */
export const sendBeacon = (batch: AnalyticsBatchBody): boolean =>
  navigator.sendBeacon?.(
    `${getRuntimeConfig().apiBaseUrl}${ANALYTICS_EVENTS_PATH}`,
    new Blob([JSON.stringify(batch)], { type: 'application/json' }),
  ) ?? false;
