/** `GET /api/support/tickets/{id}`: a ticket with its conversation (the owner's, or any for staff). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { ticketDetailAnswer } from './ticket-answers';
import { supportQueryKeys, ticketPath } from './support-query-keys';

export const getTicket = (id: string, signal?: AbortSignal) =>
  apiRequest(ticketPath(id), { schema: ticketDetailAnswer, signal }).then(
    (answer) => answer.ticket,
  );

export const ticketOptions = (id: string) =>
  queryOptions({
    queryKey: supportQueryKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    retry: retryTransientOnce,
  });

export const useTicket = (id: string) => useQuery(ticketOptions(id));
