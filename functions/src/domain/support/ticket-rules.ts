/**
 * The rules of a ticket's life, pure: how replies move its status, who may see it, how lists
 * are filtered, searched and sorted, and what a list and a ticket page are shown.
 */
import {
  supportPriorityRank,
  type TicketSort,
  type TicketStatus,
} from '@shop-scanner/shared/support-rules';
import type { TicketDetail, TicketMessage, TicketSummary } from '@shop-scanner/shared/support';
import type { TicketMessageRecord, TicketRecord } from '../../data/support-ticket-keys';

/** Who is looking at or writing to a ticket. */
export interface TicketViewer {
  readonly userId: string;
  readonly isSupportStaff: boolean;
}

/** The name staff answers are signed with. */
export const STAFF_AUTHOR_NAME = 'Shop Scanner Support';

/**
 * Its owner and the staff see a ticket; for anyone else it does not exist (404, not 403: a
 * stranger learns nothing, not even that the id is taken).
 */
export const canSeeTicket = (ticket: TicketRecord, viewer: TicketViewer): boolean =>
  viewer.isSupportStaff || (ticket.userId !== null && ticket.userId === viewer.userId);

/**
 * A staff answer waits for the requester: an open ticket moves to waiting_response. A status
 * the staff chose themselves (in progress, resolved...) stays as they set it.
 */
export const statusAfterStaffReply = (status: TicketStatus): TicketStatus =>
  status === 'open' ? 'waiting_response' : status;

/**
 * The requester's answer puts the ticket back in the staff's hands: a ticket waiting for them,
 * or one marked resolved that was not, is open again.
 */
export const statusAfterOwnerReply = (status: TicketStatus): TicketStatus =>
  status === 'waiting_response' || status === 'resolved' ? 'open' : status;

/** A closed ticket takes no more replies from its requester: they write a new request. */
export const ownerMayReply = (status: TicketStatus): boolean => status !== 'closed';

/**
 * How much of a conversation a search looks in. The ticket item keeps it, and an item holds at
 * most 400 KB: a long conversation's later messages stay on the ticket's page but out of search.
 */
export const SEARCH_TEXT_MAX_LENGTH = 100_000;

/** What a search looks in: the subject and every message, lower-cased, up to the maximum. */
export const searchTextOf = (subject: string, messageBodies: readonly string[]): string =>
  [subject, ...messageBodies].join('\n').toLowerCase().slice(0, SEARCH_TEXT_MAX_LENGTH);

/** The search text with a new message, as far as the maximum allows. */
export const withMessageSearchText = (searchText: string, body: string): string =>
  `${searchText}\n${body.toLowerCase()}`.slice(0, SEARCH_TEXT_MAX_LENGTH);

/** Case-insensitive: every ticket when the query is empty. */
export const matchesSearch = (ticket: Pick<TicketRecord, 'searchText'>, q?: string): boolean =>
  !q || ticket.searchText.includes(q.toLowerCase());

const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

const comparators: Readonly<Record<TicketSort, (a: TicketRecord, b: TicketRecord) => number>> = {
  updated: (a, b) => newestFirst(a.updatedAt, b.updatedAt) || newestFirst(a.id, b.id),
  created: (a, b) => newestFirst(a.createdAt, b.createdAt) || newestFirst(a.id, b.id),
  // The most pressing first; among equals, the most recently updated.
  priority: (a, b) =>
    supportPriorityRank(b.priority) - supportPriorityRank(a.priority) || comparators.updated(a, b),
};

/** A list in the order asked for: latest update, latest creation, or highest priority first. */
export const sortTickets = (tickets: readonly TicketRecord[], sortBy: TicketSort): TicketRecord[] =>
  [...tickets].sort(comparators[sortBy]);

export const toTicketSummary = (ticket: TicketRecord): TicketSummary => ({
  id: ticket.id,
  subject: ticket.subject,
  category: ticket.category,
  status: ticket.status,
  priority: ticket.priority,
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
  responseCount: ticket.responseCount,
  ...(ticket.lastResponse ? { lastResponse: ticket.lastResponse } : {}),
  ...(ticket.appeal ? { appealStore: ticket.appeal.store } : {}),
});

const toTicketMessage = (message: TicketMessageRecord): TicketMessage => ({
  author: message.author,
  authorName: message.authorName,
  body: message.body,
  createdAt: message.createdAt,
});

export const toTicketDetail = (
  ticket: TicketRecord,
  messages: readonly TicketMessageRecord[],
): TicketDetail => ({
  ...toTicketSummary(ticket),
  name: ticket.name,
  email: ticket.email,
  messages: messages.map(toTicketMessage),
  ...(ticket.appeal ? { appeal: ticket.appeal } : {}),
});
