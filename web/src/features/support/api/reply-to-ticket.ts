/**
 * `POST /api/support/tickets/{id}/replies`: the owner's or a staff member's answer (the server
 * decides which from the token). The ticket page shows the conversation the server answers with.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketReply } from '@shop-scanner/shared/support';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { ticketPageMessages } from '../ticket-wording';
import { ticketDetailAnswer } from './ticket-answers';
import { supportQueryKeys, ticketPath } from './support-query-keys';

export const replyToTicket = ({ id, ...body }: TicketReply & { id: string }) =>
  apiRequest(`${ticketPath(id)}/replies`, {
    method: 'POST',
    body,
    schema: ticketDetailAnswer,
  }).then((answer) => answer.ticket);

export const useReplyToTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (ticket) => {
      toast.success(ticketPageMessages.replySent);
      queryClient.setQueryData(supportQueryKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportQueryKeys.all });
    },
    onError: () => {
      toast.error(ticketPageMessages.replyFailed);
    },
  });
};
