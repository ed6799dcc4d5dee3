/**
 * The light checks of the support answers (lib/api/answer-shape.ts): the ticket lists are on the
 * support page's first load, which must not bring zod.
 */
import type { TicketDetail, TicketSummary } from '@shop-scanner/shared/support';
import { objectWith } from '../../../lib/api/answer-shape';

export const ticketListAnswer = objectWith<{ tickets: TicketSummary[] }>('tickets');
export const ticketSummaryAnswer = objectWith<{ ticket: TicketSummary }>('ticket');
export const ticketDetailAnswer = objectWith<{ ticket: TicketDetail }>('ticket');
