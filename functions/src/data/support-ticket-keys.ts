/**
 * Support tickets' items and keys, as pure builders (support-tickets.ts reads and writes them).
 *
 * One partition per ticket, the ticket and its conversation together:
 *   TICKET#<id> / TICKET                      the ticket (what a list shows, its requester, the
 *                                             text a search looks in)
 *                                             gsi1 (byEntityType): SUPPORT_TICKET / <updatedAt>#<id>
 *                                             (the staff inbox: every ticket)
 *                                             gsi5 (byTicketOwner), a signed-in user's ticket
 *                                             only: TICKET_OWNER#<sub> / <updatedAt>#<id>
 *   TICKET#<id> / MESSAGE#<createdAt>#<nonce> one message of its conversation, oldest first
 * A guest's ticket has no owner: it keeps the name and e-mail the form sent and is in no one's
 * list (the staff answer it by e-mail).
 */
import type { TicketAppeal } from '@shop-scanner/shared/support';
import type {
  SupportPriority,
  TicketAuthor,
  TicketCategory,
  TicketStatus,
} from '@shop-scanner/shared/support-rules';

/** A ticket as the table keeps it. */
export interface TicketRecord {
  readonly id: string;
  /** The signed-in requester's `sub`; null for a guest's ticket. */
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly category: TicketCategory;
  readonly subject: string;
  readonly status: TicketStatus;
  readonly priority: SupportPriority;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Staff answers so far. */
  readonly responseCount: number;
  /** The latest staff answer's time. */
  readonly lastResponse?: string;
  /**
   * The subject and every message, lower-cased: what a list's text search looks in, so a list
   * is read from the index alone and not from every ticket's conversation.
   */
  readonly searchText: string;
  /** Bumped by every write: a reply or a status change is conditional on the version it read. */
  readonly version: number;
  /** A store appeal's store, verdict and evidence as the server's report had them, and the decision. */
  readonly appeal?: TicketAppeal;
}

export interface TicketMessageRecord {
  readonly ticketId: string;
  readonly author: TicketAuthor;
  readonly authorName: string;
  readonly body: string;
  readonly createdAt: string;
}

export const TICKET_ENTITY_TYPE = 'SupportTicket';
export const TICKET_MESSAGE_ENTITY_TYPE = 'SupportTicketMessage';
/** The byEntityType partition every ticket is in: the staff inbox. */
export const ALL_TICKETS_PARTITION = 'SUPPORT_TICKET';
export const MESSAGE_PREFIX = 'MESSAGE#';

export const ticketPartition = (ticketId: string): string => `TICKET#${ticketId}`;
export const ticketKey = (ticketId: string) => ({
  pk: ticketPartition(ticketId),
  sk: 'TICKET' as const,
});
export const ownerPartition = (userId: string): string => `TICKET_OWNER#${userId}`;

/** A message's sort key: its time first (the conversation's order), then a nonce against ties. */
export const messageKey = (ticketId: string, createdAt: string, nonce: string) => ({
  pk: ticketPartition(ticketId),
  sk: `${MESSAGE_PREFIX}${createdAt}#${nonce}`,
});

/** The index keys that follow the updated time (both lists read the latest first). */
const listIndexKeys = (ticket: Pick<TicketRecord, 'id' | 'userId' | 'updatedAt'>) => {
  const order = `${ticket.updatedAt}#${ticket.id}`;
  return {
    gsi1pk: ALL_TICKETS_PARTITION,
    gsi1sk: order,
    ...(ticket.userId ? { gsi5pk: ownerPartition(ticket.userId), gsi5sk: order } : {}),
  };
};

export const ticketItem = (ticket: TicketRecord) => ({
  ...ticketKey(ticket.id),
  entityType: TICKET_ENTITY_TYPE,
  ...ticket,
  ...listIndexKeys(ticket),
});

export const ticketMessageItem = (message: TicketMessageRecord, nonce: string) => ({
  ...messageKey(message.ticketId, message.createdAt, nonce),
  entityType: TICKET_MESSAGE_ENTITY_TYPE,
  ...message,
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A ticket item as read back: the table's own fields and index keys left out. */
export const toTicketRecord = (item: Record<string, unknown>): TicketRecord => ({
  id: text(item.id),
  userId: typeof item.userId === 'string' ? item.userId : null,
  name: text(item.name),
  email: text(item.email),
  category: item.category as TicketCategory,
  subject: text(item.subject),
  status: item.status as TicketStatus,
  priority: item.priority as SupportPriority,
  createdAt: text(item.createdAt),
  updatedAt: text(item.updatedAt),
  responseCount: Number(item.responseCount ?? 0),
  ...(typeof item.lastResponse === 'string' ? { lastResponse: item.lastResponse } : {}),
  searchText: text(item.searchText),
  version: Number(item.version ?? 0),
  // Written by the server from its own report, never from a request: read back as it was put.
  ...(item.appeal && typeof item.appeal === 'object'
    ? { appeal: item.appeal as TicketAppeal }
    : {}),
});

export const toTicketMessageRecord = (item: Record<string, unknown>): TicketMessageRecord => ({
  ticketId: text(item.ticketId),
  author: item.author as TicketAuthor,
  authorName: text(item.authorName),
  body: text(item.body),
  createdAt: text(item.createdAt),
});
