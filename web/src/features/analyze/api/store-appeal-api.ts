/**
 * `POST /api/support/appeals`: a store owner asks for a review of a store's verdict. The request
 * names the store by the analysed address only; the server attaches its own verdict and evidence.
 */
import { useMutation } from '@tanstack/react-query';
import type { ParsedStoreAppealRequest, TicketSummary } from '@shop-scanner/shared/support';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';

const appealAnswer = objectWith<{ ticket: TicketSummary }>('ticket');

export const submitStoreAppeal = (body: ParsedStoreAppealRequest) =>
  apiRequest('/api/support/appeals', { method: 'POST', body, schema: appealAnswer }).then(
    (answer) => answer.ticket,
  );

export const useSubmitStoreAppeal = () => useMutation({ mutationFn: submitStoreAppeal });

/** The ticket of the requester's appeal still open, when a 409 names it. */
export const openAppealTicketOf = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { ticketId?: unknown } | undefined;
  return typeof body?.ticketId === 'string' ? body.ticketId : undefined;
};
