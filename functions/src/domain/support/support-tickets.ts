/**
 * Support tickets: a contact request becomes a ticket, its requester and the staff write to it,
 * the staff move its status, and the requester hears of each staff answer by e-mail.
 *
 * The ticket is always written first and its e-mail sent after: a mail that fails is logged and
 * never loses or fails the ticket (the requester sees the answer on the ticket's page).
 */
import type { z } from 'zod';
import type {
  ParsedSupportRequest,
  TicketDetail,
  TicketSummary,
  ticketListQuerySchema,
} from '@shop-scanner/shared/support';
import type { TicketStatus } from '@shop-scanner/shared/support-rules';
import {
  getTicket,
  getTicketMessages,
  insertTicket,
  listAllTickets,
  listTicketsOfOwner,
  updateTicket,
  type TicketCompanionWrite,
} from '../../data/support-tickets';
import type { TicketMessageRecord, TicketRecord } from '../../data/support-ticket-keys';
import { env } from '../../lib/env';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { mailer, type OutgoingMail } from '../../lib/mailer';
import type { UsageSubject } from '../../lib/usage-subject';
import { countSupportReply, countSupportRequest } from './support-rate-limits';
import { acknowledgementMail, resolvedMail, staffReplyMail } from './support-mails';
import { isTicketId, newTicketId } from './ticket-id';
import {
  canSeeTicket,
  matchesSearch,
  ownerMayReply,
  searchTextOf,
  sortTickets,
  STAFF_AUTHOR_NAME,
  statusAfterOwnerReply,
  statusAfterStaffReply,
  toTicketDetail,
  toTicketSummary,
  withMessageSearchText,
  type TicketViewer,
} from './ticket-rules';

/** Not spec texts: a closed ticket, and a ticket changed by someone else at the same moment. */
export const ticketMessages = {
  closed: 'This ticket is closed. Please submit a new request.',
  busy: 'The ticket is being updated. Please try again in a moment.',
} as const;

/** A new id is drawn this many times before giving up (2^40 ids: a second draw is already rare). */
const ID_ATTEMPTS = 5;
/** A reply or status change that meets another write of the same ticket reads it again. */
const UPDATE_ATTEMPTS = 4;

/** Who sent a contact request: the signed-in user (from the token), else a guest. */
export interface ContactSender {
  readonly userId: string | null;
  /** Whose hourly allowance of requests it uses (the user, or the guest's address). */
  readonly rateSubject: UsageSubject;
}

/** Sends a mail, logging a failure instead of throwing it: the ticket is already written. */
export const sendQuietly = async (
  mail: OutgoingMail,
  ticketId: string,
  kind: string,
): Promise<void> => {
  // A ticket whose requester deleted their account keeps no address: there is nobody to write to.
  if (mail.to === '') return;
  try {
    await mailer.send(mail);
  } catch (error) {
    logger.error('A support e-mail could not be sent', { ticketId, kind, error });
  }
};

export const submitContactRequest = async (
  request: ParsedSupportRequest,
  sender: ContactSender,
  now = new Date(),
): Promise<TicketSummary> => {
  await countSupportRequest(request.email, sender.rateSubject, now);
  const createdAt = now.toISOString();
  for (let attempt = 1; attempt <= ID_ATTEMPTS; attempt += 1) {
    const ticket: TicketRecord = {
      id: newTicketId(),
      userId: sender.userId,
      name: request.name,
      email: request.email,
      category: request.category,
      subject: request.subject,
      status: 'open',
      priority: request.priority,
      createdAt,
      updatedAt: createdAt,
      responseCount: 0,
      searchText: searchTextOf(request.subject, [request.message]),
      version: 1,
    };
    const firstMessage: TicketMessageRecord = {
      ticketId: ticket.id,
      author: 'user',
      authorName: request.name,
      body: request.message,
      createdAt,
    };
    if ((await insertTicket(ticket, firstMessage)) === true) {
      await sendQuietly(acknowledgementMail(ticket, env.SITE_URL), ticket.id, 'acknowledgement');
      return toTicketSummary(ticket);
    }
  }
  throw new ServiceUnavailable();
};

/** The list query as validated (its sort defaulted). */
type ListQuery = z.output<typeof ticketListQuerySchema>;

const listed = (tickets: readonly TicketRecord[], query: ListQuery): TicketSummary[] =>
  sortTickets(
    tickets.filter((t) => matchesSearch(t, query.q)),
    query.sortBy,
  ).map(toTicketSummary);

/** The caller's own tickets: the list is filtered by the user in the token, never by the query. */
export const listOwnTickets = async (userId: string, query: ListQuery): Promise<TicketSummary[]> =>
  listed(await listTicketsOfOwner(userId, query.status), query);

/** Every ticket, for the staff inbox. */
export const listInbox = async (query: ListQuery): Promise<TicketSummary[]> =>
  listed(await listAllTickets(query.status), query);

/** The ticket if the viewer may see it; 404 otherwise, as for an id that does not exist. */
export const visibleTicket = async (id: string, viewer: TicketViewer): Promise<TicketRecord> => {
  const ticket = isTicketId(id) ? await getTicket(id) : undefined;
  if (!ticket || !canSeeTicket(ticket, viewer)) throw new NotFound();
  return ticket;
};

export const detailOf = async (ticket: TicketRecord): Promise<TicketDetail> =>
  toTicketDetail(ticket, await getTicketMessages(ticket.id));

export const ticketForViewer = async (id: string, viewer: TicketViewer): Promise<TicketDetail> =>
  detailOf(await visibleTicket(id, viewer));

/** A ticket's next state, with the message and the companion items written with it. */
export interface TicketChange {
  readonly after: TicketRecord;
  readonly message?: TicketMessageRecord;
  readonly companions?: readonly TicketCompanionWrite[];
}

/**
 * Reads the ticket, lets `change` decide its next state (and message; nothing: no change), and
 * writes both only if nobody changed the ticket meanwhile; on such a clash it reads again and
 * decides again.
 */
export const changeTicket = async (
  read: () => Promise<TicketRecord>,
  change: (ticket: TicketRecord) => Promise<TicketChange | undefined> | TicketChange | undefined,
): Promise<{ before: TicketRecord; after: TicketRecord }> => {
  for (let attempt = 1; attempt <= UPDATE_ATTEMPTS; attempt += 1) {
    const before = await read();
    const changed = await change(before);
    if (!changed) return { before, after: before };
    if (await updateTicket(changed.after, before.version, changed.message, changed.companions))
      return { before, after: changed.after };
  }
  throw new ServiceUnavailable(ticketMessages.busy);
};

/**
 * The owner's or a staff member's reply. A staff member answering counts as a staff answer
 * (responseCount, lastResponse) even on their own ticket, and the requester gets it by e-mail.
 */
export const replyToTicket = async (
  id: string,
  viewer: TicketViewer & { readonly name?: string },
  body: string,
  now = new Date(),
): Promise<TicketDetail> => {
  await countSupportReply(viewer.userId, now);
  const at = now.toISOString();
  const { after } = await changeTicket(
    () => visibleTicket(id, viewer),
    (ticket) => {
      const byStaff = viewer.isSupportStaff;
      if (!byStaff && !ownerMayReply(ticket.status)) throw new Conflict(ticketMessages.closed);
      const after: TicketRecord = {
        ...ticket,
        status: byStaff
          ? statusAfterStaffReply(ticket.status)
          : statusAfterOwnerReply(ticket.status),
        updatedAt: at,
        ...(byStaff ? { responseCount: ticket.responseCount + 1, lastResponse: at } : {}),
        searchText: withMessageSearchText(ticket.searchText, body),
        version: ticket.version + 1,
      };
      const message: TicketMessageRecord = {
        ticketId: ticket.id,
        author: byStaff ? 'staff' : 'user',
        authorName: byStaff ? STAFF_AUTHOR_NAME : ticket.name,
        body,
        createdAt: at,
      };
      return { after, message };
    },
  );
  if (viewer.isSupportStaff)
    await sendQuietly(staffReplyMail(after, body, env.SITE_URL), after.id, 'staff reply');
  return detailOf(after);
};

/** A staff member sets the status; moving it to resolved tells the requester by e-mail. */
export const changeTicketStatus = async (
  id: string,
  staff: TicketViewer,
  status: TicketStatus,
  now = new Date(),
): Promise<TicketDetail> => {
  const { before, after } = await changeTicket(
    () => visibleTicket(id, staff),
    // The same status again changes nothing (its updated time stays).
    (ticket) =>
      ticket.status === status
        ? undefined
        : {
            after: { ...ticket, status, updatedAt: now.toISOString(), version: ticket.version + 1 },
          },
  );
  if (status === 'resolved' && before.status !== 'resolved')
    await sendQuietly(resolvedMail(after, env.SITE_URL), after.id, 'resolved');
  return detailOf(after);
};
