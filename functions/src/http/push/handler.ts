/**
 * The push endpoint group: the VAPID public key (public: a browser needs it to subscribe), and a
 * shopper's subscriptions, test message and preferences. Each route validates with the shared
 * schemas and delegates; a 400 carries the spec's words for the action that failed (the toast
 * the profile card shows) and names the failing fields.
 */
import {
  pushMessages,
  subscribeRequestSchema,
  testPushRequestSchema,
  unsubscribeRequestSchema,
  updatePushPreferencesSchema,
  type PushDeliveryReport,
} from '@shop-scanner/shared/push';
import {
  getPreferences,
  sendTestPush,
  setPreferences,
  subscribe,
  unsubscribe,
} from '../../domain/push/subscriptions';
import { HttpError } from '../../lib/errors';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { created, json, noContent, ok } from '../../lib/http/responses';
import { readVapidSubject, vapidDetails } from '../../lib/vapid-keys';
import { createGroupHandler } from '../group-handler';

// A subject push services would refuse fails the cold start, not the first push.
readVapidSubject();

export const handler = createGroupHandler('push', {
  'GET /api/push/vapid-key': defineRoute({
    handle: async () => ok({ publicKey: (await vapidDetails()).publicKey }),
  }),

  'POST /api/push/subscribe': defineRoute({
    body: subscribeRequestSchema,
    invalidMessage: pushMessages.enableFailed,
    handle: async ({ body, caller }) => {
      const isNew = await subscribe(requireCaller(caller).userId, body.subscription);
      // 201 for a device new to this user, 200 for one that subscribed again.
      return isNew ? created({ subscribed: true }) : ok({ subscribed: true });
    },
  }),

  'DELETE /api/push/unsubscribe': defineRoute({
    body: unsubscribeRequestSchema,
    invalidMessage: pushMessages.disableFailed,
    handle: async ({ body, caller }) => {
      await unsubscribe(requireCaller(caller).userId, body.endpoint);
      return noContent();
    },
  }),

  'POST /api/push/test': defineRoute({
    body: testPushRequestSchema,
    invalidMessage: pushMessages.testFailed,
    handle: async ({ body, caller }) => {
      const { delivered, retrying, removed } = await sendTestPush(
        requireCaller(caller).userId,
        body.message,
      );
      const report: PushDeliveryReport = { delivered, retrying, removed };
      if (delivered > 0) return ok(report);
      // No device has it yet, but the retry job will send it.
      if (retrying > 0) return json(202, report);
      // Every push service refused the request itself: nothing the shopper can do about it.
      throw new HttpError(502, pushMessages.testFailed);
    },
  }),

  'GET /api/push/preferences': defineRoute({
    handle: async ({ caller }) => ok(await getPreferences(requireCaller(caller).userId)),
  }),

  'PUT /api/push/preferences': defineRoute({
    body: updatePushPreferencesSchema,
    invalidMessage: pushMessages.preferencesFailed,
    handle: async ({ body, caller }) =>
      ok(await setPreferences(requireCaller(caller).userId, body.preferences)),
  }),
});
