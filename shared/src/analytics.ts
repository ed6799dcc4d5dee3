/**
 * The analytics call (POST /api/analytics/events, the spec's Analytics section): a batch of
 * events, each with its name, its properties and the page it happened on. The server checks the
 * batch as a whole (size, count), then each event on its own: a bad or unknown event is dropped
 * and counted, never the batch.
 *
 * What the server never takes from the body: who sent it. The `userId` a client puts in the batch
 * is read past and ignored; a signed-in caller is known by their token, a guest by nothing.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { productIdSchema } from './prices';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS as L,
  type AnalyticsEventName,
} from './analytics-limits';

export * from './analytics-limits';

/** Not spec texts: the answers to a batch the server refuses whole. */
export const analyticsMessages = {
  batchTooLarge: `An analytics batch is at most ${L.bodyBytes / 1024} KB`,
  tooManyEvents: `At most ${L.eventsPerBatch} events per batch`,
  notABatch: 'An analytics batch is an object with an events array',
  batchId: 'A batch id is 8 to 64 letters, digits, - or _',
} as const;

const text = (max: number, name: string) =>
  boundedString(max, { tooLong: `${name} is at most ${max} characters` });

/** The batch as a whole; its events are checked one by one afterwards (analyticsEventSchema). */
export const analyticsBatchSchema = z.object(
  {
    events: z
      .array(z.unknown(), { error: analyticsMessages.notABatch })
      .max(L.eventsPerBatch, { error: analyticsMessages.tooManyEvents }),
    /**
     * Kept by the client across retries of the same batch: the server records a batch id once, so
     * a batch delivered twice (its answer lost on the way back) is counted once.
     */
    batchId: text(L.batchId, 'Batch id')
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: analyticsMessages.batchId })
      .optional(),
    /** Sent by the spec's client; never trusted nor stored (the token says who calls). */
    userId: z.unknown().optional(),
    timestamp: z.unknown().optional(),
  },
  { error: analyticsMessages.notABatch },
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

const propertyKey = text(L.propertyKey, 'A property name').regex(/^[a-z][A-Za-z0-9_]*$/, {
  error: 'A property name is a lower camelCase word',
});
const propertyValue = z.union([
  text(L.propertyText, 'A property value'),
  z.number().finite(),
  z.boolean(),
]);

const properties = z
  .record(propertyKey, propertyValue)
  .refine((p) => Object.keys(p).length <= L.propertiesPerEvent, {
    error: `At most ${L.propertiesPerEvent} properties per event`,
  });

const count = z.number().int().min(0).max(1_000_000);
/** A word the app chose (a verdict's band, a plan): one word, never a sentence or an address. */
const word = text(L.propertyText, 'A property value').regex(/^[A-Za-z][A-Za-z0-9_-]*$/, {
  error: 'One word of letters, digits, - or _',
});

/**
 * What each event must carry beyond the common rules: a product's events name the product (the
 * seller dashboard counts them), and nothing takes free text (a search sends counts, never its
 * words; an analysis its verdict, never the store's address).
 */
const eventProperties: Readonly<Record<AnalyticsEventName, z.ZodType<Record<string, unknown>>>> = {
  page_view: z.object({ productId: productIdSchema.optional() }),
  search: z.object({ results: count.optional(), filters: count.optional() }),
  scan: z.object({ found: z.boolean(), productId: productIdSchema.optional() }),
  store_analysis: z.object({ verdict: word }),
  comparison: z.object({ productId: productIdSchema }),
  wishlist_add: z.object({ productId: productIdSchema }),
  upgrade: z.object({ plan: word, interval: word }),
};

const optionalText = (max: number, name: string) => text(max, name).optional();

/** One event of a batch, as the spec's client sends it. */
export const analyticsEventSchema = z
  .object({
    event: z.enum(ANALYTICS_EVENT_NAMES),
    properties: properties.default({}),
    timestamp: z.union([text(L.timestamp, 'Timestamp'), z.number().finite()]).optional(),
    url: optionalText(L.url, 'Url'),
    referrer: optionalText(L.url, 'Referrer'),
    user_agent: optionalText(L.userAgent, 'User agent'),
  })
  .superRefine((e, ctx) => {
    const rule = eventProperties[e.event].safeParse(e.properties);
    for (const issue of rule.success ? [] : rule.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['properties', ...issue.path] });
    }
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The answer: how many events were kept and dropped, and whether anything was stored at all. */
export const analyticsBatchAnswerSchema = z.object({
  accepted: z.number().int().min(0),
  dropped: z.number().int().min(0),
  /** False when the browser asked not to be tracked (Sec-GPC or DNT): nothing was stored. */
  stored: z.boolean(),
  /** True when this batch id was recorded before: nothing was counted again. */
  duplicate: z.boolean().optional(),
  /** The reason of each dropped event, by its index in the batch (at most the first 10). */
  droppedEvents: z
    .array(
      z.object({ index: z.number().int(), fieldErrors: z.record(z.string(), z.array(z.string())) }),
    )
    .optional(),
});
export type AnalyticsBatchAnswer = z.infer<typeof analyticsBatchAnswerSchema>;
