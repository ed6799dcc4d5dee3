/**
 * The analytics group: POST /api/analytics/events, public (guests' events count too). It routes,
 * validates and delegates to domain/analytics. Its own checks come before the body is parsed: a
 * browser that asked not to be tracked is answered without reading anything, and the batch limit
 * per address counts malformed batches too (a flood is a flood).
 */
import {
  ANALYTICS_LIMITS,
  analyticsBatchSchema,
  analyticsMessages,
} from '@shop-scanner/shared/analytics';
import { toFieldErrors } from '@shop-scanner/shared/api-errors';
import { countAnalyticsBatch } from '../../domain/analytics/batch-rate-limit';
import { trackingRefused } from '../../domain/analytics/event-rules';
import { ingestBatch, notTrackedAnswer } from '../../domain/analytics/ingest-batch';
import { HttpError, InvalidInput } from '../../lib/errors';
import { defineRoute } from '../../lib/http/define-route';
import type { HttpEvent } from '../../lib/http/http-event';
import { readJsonBody } from '../../lib/http/json-body';
import { guestAddressHash, optionalCaller } from '../../lib/http/optional-caller';
import { ok } from '../../lib/http/responses';
import { createGroupHandler } from '../group-handler';

const bodyBytes = (event: HttpEvent): number =>
  event.body ? Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : 0;

/** The batch as a whole: its size, then JSON, then its shape (each event is checked later). */
const readBatch = (event: HttpEvent) => {
  if (bodyBytes(event) > ANALYTICS_LIMITS.bodyBytes) {
    throw new HttpError(413, analyticsMessages.batchTooLarge);
  }
  const parsed = analyticsBatchSchema.safeParse(readJsonBody(event));
  if (!parsed.success) throw new InvalidInput(toFieldErrors(parsed.error));
  return parsed.data;
};

export const handler = createGroupHandler('analytics', {
  'POST /api/analytics/events': defineRoute({
    handle: async ({ event }) => {
      if (trackingRefused(event.headers)) return ok(notTrackedAnswer);
      await countAnalyticsBatch(guestAddressHash(event));
      const batch = readBatch(event);
      // Who sent it is the token's to say, never the body's userId; a guest is nobody in particular.
      const caller = await optionalCaller(event);
      const sender = caller
        ? { kind: 'user' as const, userId: caller.userId }
        : { kind: 'guest' as const };
      return ok(await ingestBatch(batch, sender));
    },
  }),
});
