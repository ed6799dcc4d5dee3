/**
 * Store owners' appeals: a signed-in store owner asks for a review of a store's verdict, and
 * staff decide it.
 *
 * The request names the store only. The verdict, score and evidence the ticket holds are read from
 * the server's own shared report of that store, so nobody can put words in the analyser's mouth;
 * without a current report there is nothing to review (404, or 409 once it expired).
 *
 * A decision is written in one transaction with its consequences: the ticket resolved with the
 * note as staff's answer, the outcome recorded on the store (the next analysis shows it), the
 * requester's open appeal of the store ended, and, for a correction, the store's cached report
 * dropped so the next analysis reads the store again.
 */
import type {
  AppealDecision,
  ParsedStoreAppealRequest,
  TicketSummary,
} from '@shop-scanner/shared/support';
import type { TicketDetail } from '@shop-scanner/shared/support';
import { cachedStoreReportDeletion, lookUpStoreReport } from '../../data/check-history';
import {
  appealOutcomeWrite,
  closeAppealMark,
  openAppealMark,
  openAppealOf,
} from '../../data/store-appeals';
import { getTicket, insertTicket } from '../../data/support-tickets';
import type { TicketMessageRecord, TicketRecord } from '../../data/support-ticket-keys';
import { env } from '../../lib/env';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { appealMessages, STORE_APPEAL_CATEGORY } from '@shop-scanner/shared/support-rules';
import { storeKeyOf } from '../analysis-requests/store-key';
import { countSupportRequest } from './support-rate-limits';
import { acknowledgementMail, appealOutcomeMail } from './support-mails';
import { changeTicket, detailOf, sendQuietly, visibleTicket } from './support-tickets';
import {
  appealSnapshotOf,
  appealSubjectOf,
  decidedAppealTicket,
  isAppealOpen,
} from './store-appeal-rules';
import { newTicketId } from './ticket-id';
import {
  searchTextOf,
  STAFF_AUTHOR_NAME,
  toTicketSummary,
  type TicketViewer,
} from './ticket-rules';

/** A new id is drawn, or a stale open mark taken over, this many times before giving up. */
const INSERT_ATTEMPTS = 5;

/** The report the appeal is about: the server's current one, or a 404/409 that says why not. */
const currentReportOf = async (store: string, now: Date) => {
  const found = await lookUpStoreReport(store, now);
  if (found.state === 'missing') throw new NotFound(appealMessages.noReport);
  if (found.state === 'expired') throw new Conflict(appealMessages.reportExpired);
  return found;
};

/**
 * The ticket of the user's open appeal of the store, or the id of a stale mark (its ticket was
 * closed or decided) that a new appeal may take over.
 */
const openAppealTicketOf = async (
  store: string,
  userId: string,
): Promise<{ open: string } | { stale: string } | undefined> => {
  const markedId = await openAppealOf(store, userId);
  if (!markedId) return undefined;
  const marked = await getTicket(markedId);
  return marked && isAppealOpen(marked) ? { open: markedId } : { stale: markedId };
};

export const submitStoreAppeal = async (
  request: ParsedStoreAppealRequest,
  userId: string,
  now = new Date(),
): Promise<TicketSummary> => {
  const store = storeKeyOf(request.url);
  const { report } = await currentReportOf(store, now);
  await countSupportRequest(request.email, { kind: 'user', userId }, now);

  const createdAt = now.toISOString();
  const subject = appealSubjectOf(store);
  let replacing: string | undefined;
  for (let attempt = 1; attempt <= INSERT_ATTEMPTS; attempt += 1) {
    const ticket: TicketRecord = {
      id: newTicketId(),
      userId,
      name: request.name,
      email: request.email,
      category: STORE_APPEAL_CATEGORY,
      subject,
      status: 'open',
      priority: 'medium',
      createdAt,
      updatedAt: createdAt,
      responseCount: 0,
      searchText: searchTextOf(`${subject}\n${request.url}`, [request.message]),
      version: 1,
      appeal: appealSnapshotOf(store, request.url, report),
    };
    const firstMessage: TicketMessageRecord = {
      ticketId: ticket.id,
      author: 'user',
      authorName: request.name,
      body: request.message,
      createdAt,
    };
    const written = await insertTicket(ticket, firstMessage, [
      openAppealMark(store, userId, ticket.id, replacing),
    ]);
    if (written === true) {
      await sendQuietly(acknowledgementMail(ticket, env.SITE_URL), ticket.id, 'acknowledgement');
      return toTicketSummary(ticket);
    }
    if (written === 'companion-refused') {
      const existing = await openAppealTicketOf(store, userId);
      if (existing && 'open' in existing)
        throw new Conflict(appealMessages.alreadyOpen, undefined, { ticketId: existing.open });
      replacing = existing?.stale;
    }
  }
  throw new ServiceUnavailable();
};

/** Staff decide an appeal; the requester hears of it by e-mail. */
export const decideStoreAppeal = async (
  id: string,
  staff: TicketViewer,
  decision: AppealDecision,
  now = new Date(),
): Promise<TicketDetail> => {
  const at = now.toISOString();
  const { after } = await changeTicket(
    () => visibleTicket(id, staff),
    async (ticket) => {
      const { appeal } = ticket;
      if (!appeal) throw new Conflict(appealMessages.notAnAppeal);
      if (appeal.decision) throw new Conflict(appealMessages.alreadyDecided);
      const openMark = ticket.userId ? await openAppealOf(appeal.store, ticket.userId) : undefined;
      const message: TicketMessageRecord = {
        ticketId: ticket.id,
        author: 'staff',
        authorName: STAFF_AUTHOR_NAME,
        body: decision.note,
        createdAt: at,
      };
      return {
        after: decidedAppealTicket({ ...ticket, appeal }, decision, at),
        message,
        companions: [
          appealOutcomeWrite(appeal.store, {
            ticketId: ticket.id,
            requestedAt: ticket.createdAt,
            decidedAt: at,
            outcome: decision.outcome,
            note: decision.note,
          }),
          // Only this appeal's own mark: a later appeal of the same requester keeps its place.
          ...(ticket.userId && openMark === ticket.id
            ? [closeAppealMark(appeal.store, ticket.userId)]
            : []),
          ...(decision.outcome === 'corrected' ? [cachedStoreReportDeletion(appeal.store)] : []),
        ],
      };
    },
  );
  await sendQuietly(appealOutcomeMail(after, decision, env.SITE_URL), after.id, 'appeal outcome');
  return detailOf(after);
};
