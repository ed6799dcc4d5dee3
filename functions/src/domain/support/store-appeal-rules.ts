/**
 * The rules of a store owner's appeal, pure: what the ticket holds of the server's report, its
 * subject, when an appeal still counts as open, and the ticket once staff decide it.
 */
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import type { AppealDecision, TicketAppeal } from '@shop-scanner/shared/support';
import { SUPPORT_SUBJECT_MAX_LENGTH } from '@shop-scanner/shared/support-rules';
import type { TicketRecord } from '../../data/support-ticket-keys';

/** The store, verdict, score and evidence of the report, as the report has them. */
export const appealSnapshotOf = (
  store: string,
  url: string,
  report: StoreAnalysisReport,
): TicketAppeal => ({
  store,
  url,
  verdict: report.verdict,
  authenticityScore: report.authenticityScore,
  band: report.band,
  analyzedAt: report.analyzedAt,
  evidence: report.evidence,
});

const SUBJECT_PREFIX = 'Review of the verdict on ';

/** The ticket's subject names the store; a marketplace listing's long key is cut to fit. */
export const appealSubjectOf = (store: string): string =>
  `${SUBJECT_PREFIX}${store}`.slice(0, SUPPORT_SUBJECT_MAX_LENGTH);

/**
 * Open until staff decide it; a ticket closed without an outcome no longer holds the place, so
 * its requester can ask again.
 */
export const isAppealOpen = (ticket: Pick<TicketRecord, 'appeal' | 'status'>): boolean =>
  ticket.appeal !== undefined && ticket.appeal.decision === undefined && ticket.status !== 'closed';

/**
 * The ticket once staff decide: the decision on the appeal, resolved, the note counted as a staff
 * answer (it is the answer the requester reads).
 */
export const decidedAppealTicket = (
  ticket: TicketRecord & { readonly appeal: TicketAppeal },
  decision: AppealDecision,
  at: string,
): TicketRecord => ({
  ...ticket,
  appeal: { ...ticket.appeal, decision: { ...decision, decidedAt: at } },
  status: 'resolved',
  updatedAt: at,
  responseCount: ticket.responseCount + 1,
  lastResponse: at,
  version: ticket.version + 1,
});
