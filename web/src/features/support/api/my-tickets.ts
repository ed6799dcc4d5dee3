/**
 * `GET /api/support/tickets`: the signed-in user's own tickets, filtered, sorted and searched by
 * the server. The server takes the user from the token; the list loads only when signed in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { ticketListAnswer } from './ticket-answers';
import { supportQueryKeys, withQuery } from './support-query-keys';

export const getMyTickets = (params: Readonly<Record<string, string>>, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/support/tickets', params), { schema: ticketListAnswer, signal }).then(
    (answer) => answer.tickets,
  );

export const myTicketsOptions = (params: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: supportQueryKeys.myTickets(params),
    queryFn: ({ signal }) => getMyTickets(params, signal),
    retry: retryTransientOnce,
  });

export const useMyTickets = (params: Readonly<Record<string, string>>, enabled: boolean) =>
  useQuery({ ...myTicketsOptions(params), enabled });
