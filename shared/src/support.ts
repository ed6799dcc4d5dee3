/**
 * The support area's contracts: the contact request, tickets and their conversation, the ticket
 * list's query, replies and the staff's status changes. Timestamps are ISO 8601. Every string a
 * person sends is bounded first (bounded-string.ts), then trimmed and checked.
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { verdictEvidenceSchema, webUrlSchema } from './store-analysis';
import { authenticityBands } from './store-analysis-rules';
import {
  appealMessages,
  appealOutcomes,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportCategories,
  supportMessages as m,
  supportPriorities,
  ticketAuthors,
  ticketCategories,
  TICKET_SEARCH_MAX_LENGTH,
  ticketSorts,
  ticketStatuses,
} from './support-rules';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export * from './support-rules';

const isoTimestamp = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Fields a person sends

const name = boundedString(TEXT_LIMITS.name, {
  tooLong: tooLongMessage('Name', TEXT_LIMITS.name),
  notText: m.nameRequired,
})
  .trim()
  .min(1, m.nameRequired);

const email = boundedString(TEXT_LIMITS.email, {
  tooLong: m.emailInvalid,
  notText: m.emailRequired,
})
  .trim()
  .min(1, m.emailRequired)
  .pipe(z.email(m.emailInvalid));

const subject = boundedString(SUPPORT_SUBJECT_MAX_LENGTH, {
  tooLong: m.subjectTooLong,
  notText: m.subjectRequired,
})
  .trim()
  .min(1, m.subjectRequired);

/** A message: the form's first message and every reply share the same limits. */
export const supportMessageTextSchema = boundedString(SUPPORT_MESSAGE_MAX_LENGTH, {
  tooLong: m.messageTooLong,
  notText: m.messageRequired,
})
  .trim()
  .min(1, m.messageRequired)
  .min(SUPPORT_MESSAGE_MIN_LENGTH, m.messageTooShort);

/**
 * POST /api/support/contact. A signed-in caller's ticket belongs to the user in the token; the
 * form prefills name and e-mail from the profile, and the body never names the user.
 */
export const supportRequestSchema = z.strictObject({
  name,
  email,
  category: z.enum(supportCategories, { error: m.categoryInvalid }).default('support'),
  subject,
  message: supportMessageTextSchema,
  priority: z.enum(supportPriorities, { error: m.priorityInvalid }).default('medium'),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;
export type ParsedSupportRequest = z.output<typeof supportRequestSchema>;

/**
 * POST /api/support/appeals: a store owner asks for a review of the store analysed at `url`.
 * It names the store only: the server attaches the verdict and evidence from its own report, and
 * a verdict in the body is refused (strict), never trusted.
 */
export const storeAppealRequestSchema = z.strictObject({
  name,
  email,
  url: webUrlSchema,
  message: supportMessageTextSchema,
});
export type StoreAppealRequest = z.input<typeof storeAppealRequestSchema>;
export type ParsedStoreAppealRequest = z.output<typeof storeAppealRequestSchema>;

/** PUT /api/support/staff/tickets/{id}/appeal-outcome (staff only): the note is for the shopper. */
export const appealDecisionSchema = z.strictObject({
  outcome: z.enum(appealOutcomes, { error: appealMessages.outcomeInvalid }),
  note: boundedString(SUPPORT_MESSAGE_MAX_LENGTH, {
    tooLong: m.messageTooLong,
    notText: appealMessages.noteRequired,
  })
    .trim()
    .min(1, appealMessages.noteRequired)
    .min(SUPPORT_MESSAGE_MIN_LENGTH, m.messageTooShort),
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;

/** POST /api/support/tickets/{id}/replies: the owner's or a staff member's answer. */
export const ticketReplySchema = z.strictObject({ message: supportMessageTextSchema });
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** PUT /api/support/staff/tickets/{id}/status (staff only). */
export const ticketStatusChangeSchema = z.strictObject({
  status: z.enum(ticketStatuses, { error: m.statusInvalid }),
});
export type TicketStatusChange = z.infer<typeof ticketStatusChangeSchema>;

/** `{id}` of a ticket's path. */
export const ticketPathSchema = z.strictObject({
  id: boundedString(TEXT_LIMITS.id, {
    tooLong: tooLongMessage('Ticket id', TEXT_LIMITS.id),
    notText: 'Ticket id is required',
  }).trim(),
});

/** GET /api/support/tickets and the staff inbox: status filter (absent: all), sort, text search. */
export const ticketListQuerySchema = z.strictObject({
  status: z.enum(ticketStatuses, { error: m.statusInvalid }).optional(),
  sortBy: z.enum(ticketSorts, { error: m.sortInvalid }).default('updated'),
  q: boundedString(TICKET_SEARCH_MAX_LENGTH, {
    tooLong: tooLongMessage('Search', TICKET_SEARCH_MAX_LENGTH),
  })
    .trim()
    .optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// What the server answers

/** One ticket in a list (the spec's Support ticket). */
export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  priority: z.enum(supportPriorities),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** Staff answers so far. */
  responseCount: z.number().int().nonnegative(),
  /** The latest staff answer's time, if any. */
  lastResponse: isoTimestamp.optional(),
  /** A store appeal's store, so a list tells which store it contests. */
  appealStore: z.string().optional(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  author: z.enum(ticketAuthors),
  /** The writer's name as shown: the requester's name, or 'Shop Scanner Support'. */
  authorName: z.string(),
  body: z.string(),
  createdAt: isoTimestamp,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/**
 * What a store appeal holds: the store, and the verdict, score and evidence of the server's own
 * report as it was when the appeal was made; then what staff decided.
 */
export const ticketAppealSchema = z.object({
  store: z.string(),
  url: z.string(),
  verdict: z.enum(['scored', 'unknown']),
  authenticityScore: z.number().nullable(),
  band: z.enum(authenticityBands).nullable(),
  analyzedAt: isoTimestamp,
  evidence: z.array(verdictEvidenceSchema),
  decision: z
    .object({ outcome: z.enum(appealOutcomes), note: z.string(), decidedAt: isoTimestamp })
    .optional(),
});
export type TicketAppeal = z.infer<typeof ticketAppealSchema>;

/** A ticket with its conversation, oldest message first (the ticket page). */
export const ticketDetailSchema = ticketSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  messages: z.array(ticketMessageSchema),
  /** A store appeal's store, verdict and evidence. */
  appeal: ticketAppealSchema.optional(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** POST /api/support/contact answers 201 with the new ticket. */
export const contactResponseSchema = z.object({ ticket: ticketSummarySchema });
export const ticketListResponseSchema = z.object({ tickets: z.array(ticketSummarySchema) });
export const ticketResponseSchema = z.object({ ticket: ticketDetailSchema });

/** POST /api/support/appeals answers 201 with the new ticket. */
export const storeAppealResponseSchema = z.object({ ticket: ticketSummarySchema });
