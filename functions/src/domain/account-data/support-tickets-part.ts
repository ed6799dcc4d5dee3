/**
 * The user's support tickets, as a part of their data (user-data-parts.ts). They live in
 * partitions of their own (TICKET#<id>), found through the owner index, never by a scan.
 *
 * - Export: each ticket with its conversation.
 * - Deletion: a ticket is a conversation with the support staff, who may still need it (an
 *   appeal's outcome, a payment dispute), so it keeps its text; what named the requester goes:
 *   the name and e-mail on the ticket and on their messages, the owner (it leaves their list,
 *   and the owner index), and an undecided appeal's open mark on the store.
 */
import {
  getTicket,
  getTicketMessages,
  listTicketsOfOwner,
  updateTicket,
} from '../../data/support-tickets';
import { deleteOpenAppealMark } from '../../data/store-appeals';
import { renameRequesterMessages } from '../../data/ticket-requester';
import { ServiceUnavailable } from '../../lib/errors';
import type { UserDataPart } from './user-data-part';

/** What a ticket of a deleted account names as its requester. */
export const ERASED_REQUESTER_NAME = 'Deleted account';
/** Attempts at the ticket's write when a staff answer lands on it meanwhile. */
const ATTEMPTS = 5;

const eraseRequester = async (ticketId: string, userId: string): Promise<void> => {
  // The messages first: once the ticket has no owner, the owner index no longer finds it.
  await renameRequesterMessages(ticketId, ERASED_REQUESTER_NAME);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const ticket = await getTicket(ticketId);
    if (!ticket || ticket.userId !== userId) return;
    // An undecided appeal's mark (one open appeal per store and user) names the user too.
    if (ticket.appeal && !ticket.appeal.decision) {
      await deleteOpenAppealMark(ticket.appeal.store, userId);
    }
    const erased = await updateTicket(
      {
        ...ticket,
        userId: null,
        name: ERASED_REQUESTER_NAME,
        email: '',
        version: ticket.version + 1,
      },
      ticket.version,
    );
    if (erased) return;
  }
  throw new ServiceUnavailable();
};

export const supportTicketsPart: UserDataPart = {
  section: 'supportTickets',
  prefixes: [],
  exportSection: async ({ userId }) =>
    Promise.all(
      (await listTicketsOfOwner(userId)).map(
        async ({ searchText: _search, version: _version, userId: _owner, ...ticket }) => ({
          ...ticket,
          messages: await getTicketMessages(ticket.id),
        }),
      ),
    ),
  eraseOutside: async ({ userId }) => {
    for (const ticket of await listTicketsOfOwner(userId)) await eraseRequester(ticket.id, userId);
  },
};
