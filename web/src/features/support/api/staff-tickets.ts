/** `GET /api/support/staff/tickets`: every ticket, for support staff (the server answers 403 else). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryTransientOnce } from '../../../lib/api/retry-policy';
import { ticketListAnswer } from './ticket-answers';
import { supportQueryKeys, withQuery } from './support-query-keys';

export const getStaffTickets = (params: Readonly<Record<string, string>>, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/support/staff/tickets', params), {
    schema: ticketListAnswer,
    signal,
  }).then((answer) => answer.tickets);

export const staffTicketsOptions = (params: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: supportQueryKeys.staffTickets(params),
    queryFn: ({ signal }) => getStaffTickets(params, signal),
    retry: retryTransientOnce,
  });

export const useStaffTickets = (params: Readonly<Record<string, string>>, enabled: boolean) =>
  useQuery({ ...staffTicketsOptions(params), enabled });
