/**
 * The contracts of web push: the subscribe, unsubscribe, test and preferences calls, and the
 * message a device receives. A `userId` in a body is accepted, as the spec's calls send one, and
 * never read: the caller is the user of the request's token.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import {
  AUTH_SECRET_BYTES,
  isBase64UrlOfBytes,
  isP256PublicKeyText,
  isPushEndpointForm,
  isSitePath,
  PUSH_BODY_MAX_LENGTH,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_TAG_MAX_LENGTH,
  PUSH_TITLE_MAX_LENGTH,
  pushCategories,
  pushMessages as m,
  TEST_MESSAGE_MAX_LENGTH,
  type PushCategory,
} from './push-rules';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export * from './push-rules';

/** Sent by the spec's calls and ignored: whose subscription it is comes from the token. */
const ignoredUserId = boundedString(TEXT_LIMITS.id, {
  tooLong: tooLongMessage('userId', TEXT_LIMITS.id),
}).optional();

export const pushEndpointSchema = boundedString(PUSH_ENDPOINT_MAX_LENGTH, {
  tooLong: m.endpointTooLong,
  notText: m.endpointRequired,
})
  .min(1, m.endpointRequired)
  .refine(isPushEndpointForm, m.endpointInvalid);

/** Key lengths fit in 90 characters; a longer one fails before the alphabet is looked at. */
const KEY_TEXT_MAX_LENGTH = 90;

/** PushSubscription.toJSON(): endpoint, expirationTime (null from most browsers) and keys. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().int().nonnegative().nullish(),
  keys: z.strictObject({
    p256dh: boundedString(KEY_TEXT_MAX_LENGTH, {
      tooLong: m.p256dhInvalid,
      notText: m.p256dhInvalid,
    }).refine(isP256PublicKeyText, m.p256dhInvalid),
    auth: boundedString(KEY_TEXT_MAX_LENGTH, {
      tooLong: m.authInvalid,
      notText: m.authInvalid,
    }).refine((text) => isBase64UrlOfBytes(text, AUTH_SECRET_BYTES), m.authInvalid),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `POST /api/push/subscribe`. */
export const subscribeRequestSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  userId: ignoredUserId,
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/**
 * `DELETE /api/push/unsubscribe`: this device's endpoint; without one, every device of the
 * caller's (the spec's call names only the user).
 */
export const unsubscribeRequestSchema = z.strictObject({
  endpoint: pushEndpointSchema.optional(),
  userId: ignoredUserId,
});
export type UnsubscribeRequest = z.input<typeof unsubscribeRequestSchema>;

/** `POST /api/push/test`: the text to show; without one, the app's own. */
export const testPushRequestSchema = z.strictObject({
  message: boundedString(TEST_MESSAGE_MAX_LENGTH, {
    tooLong: m.testMessageTooLong,
    notText: m.testMessageRequired,
  })
    .trim()
    .min(1, m.testMessageRequired)
    .optional(),
  userId: ignoredUserId,
});
export type TestPushRequest = z.input<typeof testPushRequestSchema>;

const preferenceFlag = z.boolean({ error: m.preferenceInvalid });

export const pushPreferencesSchema = z.strictObject(
  Object.fromEntries(pushCategories.map((c) => [c, preferenceFlag])) as Record<
    PushCategory,
    typeof preferenceFlag
  >,
);

/** `PUT /api/push/preferences`: the switches that changed (or all four). */
export const updatePushPreferencesSchema = z.strictObject({
  preferences: pushPreferencesSchema
    .partial()
    .refine((p) => Object.keys(p).length > 0, m.preferencesEmpty),
  userId: ignoredUserId,
});
export type UpdatePushPreferences = z.input<typeof updatePushPreferencesSchema>;

/**
 * The answer of `POST /api/push/test`: how many of the caller's devices the push service took
 * the message for, how many it will be retried on (the service asked to wait), and how many
 * subscriptions it said are gone (removed).
 */
export const pushDeliveryReportSchema = z.object({
  delivered: z.number().int(),
  retrying: z.number().int(),
  removed: z.number().int(),
});
export type PushDeliveryReport = z.infer<typeof pushDeliveryReportSchema>;

/** What a push message is about: one of the preferences, or a test the shopper asked for. */
export const pushMessageKinds = [...pushCategories, 'test'] as const;
export type PushMessageKind = (typeof pushMessageKinds)[number];

/**
 * The decrypted payload a device receives, as the service worker reads it: what to show and
 * the app path a click opens. Bounded so that any message stays under PUSH_PAYLOAD_MAX_BYTES.
 */
export const pushMessageSchema = z.object({
  kind: z.enum(pushMessageKinds),
  title: z.string().min(1).max(PUSH_TITLE_MAX_LENGTH),
  body: z.string().max(PUSH_BODY_MAX_LENGTH),
  /** An app path (`/products/…`, `/wishlist`): never another origin. */
  url: z.string().refine(isSitePath),
  /** Same tag, same notification on the device: a newer one replaces the shown one. */
  tag: z.string().max(PUSH_TAG_MAX_LENGTH).optional(),
  sentAt: z.iso.datetime(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
