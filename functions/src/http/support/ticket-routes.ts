/**
 * The ticket routes of the support group: the contact form (public), a user's own tickets and
 * their pages and replies, and the staff's inbox and status changes. Each validates with the
 * shared schemas and delegates to domain/support.
 */
import type { FieldErrors } from '@shop-scanner/shared/api-errors';
import { apiMessages } from '@shop-scanner/shared/messages';
import {
  appealDecisionSchema,
  storeAppealRequestSchema,
  supportRequestSchema,
  ticketListQuerySchema,
  ticketPathSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@shop-scanner/shared/support';
import {
  changeTicketStatus,
  listInbox,
  listOwnTickets,
  replyToTicket,
  submitContactRequest,
  ticketForViewer,
} from '../../domain/support/support-tickets';
import { decideStoreAppeal, submitStoreAppeal } from '../../domain/support/store-appeals';
import { assertEnv } from '../../lib/env';
import type { Caller } from '../../lib/http/caller';
import { defineRoute, requireCaller, requireSupportStaff } from '../../lib/http/define-route';
import { optionalCaller, usageSubjectOf } from '../../lib/http/optional-caller';
import { created, ok } from '../../lib/http/responses';

// The contact form verifies a signed-in sender's token itself (a public route has no
// authorizer), and every ticket route may send mail: without these, fail at the cold start.
assertEnv('USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'MAIL_FROM');

/** The 400's message is the first failing field's own text (the spec's words for it). */
const firstFieldMessage = (fieldErrors: FieldErrors): string =>
  Object.values(fieldErrors).flat()[0] ?? apiMessages.invalidInput;

const viewerOf = (caller: Caller | undefined) => {
  const { userId, isSupportStaff } = requireCaller(caller);
  return { userId, isSupportStaff };
};

export const ticketRoutes = {
  // Public: a guest names themselves; a signed-in sender's ticket is theirs by the token (the
  // form prefills name and e-mail from the profile; the body never names the user).
  'POST /api/support/contact': defineRoute({
    body: supportRequestSchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ body, caller, event }) => {
      const sender = caller ?? (await optionalCaller(event));
      const ticket = await submitContactRequest(body, {
        userId: sender?.userId ?? null,
        rateSubject: usageSubjectOf(sender, event),
      });
      return created({ ticket });
    },
  }),

  // The body names the store (its address) and never the verdict: a strict schema refuses one.
  'POST /api/support/appeals': defineRoute({
    body: storeAppealRequestSchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ body, caller }) =>
      created({ ticket: await submitStoreAppeal(body, requireCaller(caller).userId) }),
  }),

  'GET /api/support/tickets': defineRoute({
    query: ticketListQuerySchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ query, caller }) =>
      ok({ tickets: await listOwnTickets(requireCaller(caller).userId, query) }),
  }),

  'GET /api/support/tickets/{id}': defineRoute({
    params: ticketPathSchema,
    handle: async ({ params: { id }, caller }) =>
      ok({ ticket: await ticketForViewer(id, viewerOf(caller)) }),
  }),

  'POST /api/support/tickets/{id}/replies': defineRoute({
    params: ticketPathSchema,
    body: ticketReplySchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ params: { id }, body, caller }) =>
      ok({ ticket: await replyToTicket(id, viewerOf(caller), body.message) }),
  }),

  'GET /api/support/staff/tickets': defineRoute({
    staffOnly: true,
    query: ticketListQuerySchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ query, caller }) => {
      requireSupportStaff(caller);
      return ok({ tickets: await listInbox(query) });
    },
  }),

  'PUT /api/support/staff/tickets/{id}/status': defineRoute({
    staffOnly: true,
    params: ticketPathSchema,
    body: ticketStatusChangeSchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ params: { id }, body, caller }) =>
      ok({
        ticket: await changeTicketStatus(id, viewerOf(requireSupportStaff(caller)), body.status),
      }),
  }),

  'PUT /api/support/staff/tickets/{id}/appeal-outcome': defineRoute({
    staffOnly: true,
    params: ticketPathSchema,
    body: appealDecisionSchema,
    invalidMessage: firstFieldMessage,
    handle: async ({ params: { id }, body, caller }) =>
      ok({ ticket: await decideStoreAppeal(id, viewerOf(requireSupportStaff(caller)), body) }),
  }),
};
