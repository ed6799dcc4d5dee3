/** `PUT /api/support/staff/tickets/{id}/status`: a staff member moves a ticket on. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketStatusChange } from '@shop-scanner/shared/support';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { ticketPageMessages } from '../ticket-wording';
import { ticketDetailAnswer } from './ticket-answers';
import { supportQueryKeys, ticketStatusPath } from './support-query-keys';

export const changeTicketStatus = ({ id, ...body }: TicketStatusChange & { id: string }) =>
  apiRequest(ticketStatusPath(id), {
    method: 'PUT',
    body,
    schema: ticketDetailAnswer,
  }).then((answer) => answer.ticket);

export const useChangeTicketStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTicketStatus,
    onSuccess: (ticket) => {
      toast.success(ticketPageMessages.statusChanged(ticket.status));
      queryClient.setQueryData(supportQueryKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportQueryKeys.all });
    },
    onError: () => {
      toast.error(ticketPageMessages.statusFailed);
    },
  });
};
