/** `PUT /api/support/staff/tickets/{id}/appeal-outcome`: a staff member decides a store appeal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppealDecision } from '@shop-scanner/shared/support';
import { appealOutcomeLabels } from '@shop-scanner/shared/support-rules';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { ticketDetailAnswer } from './ticket-answers';
import { appealOutcomePath, supportQueryKeys } from './support-query-keys';

export const decideAppeal = ({ id, ...body }: AppealDecision & { id: string }) =>
  apiRequest(appealOutcomePath(id), { method: 'PUT', body, schema: ticketDetailAnswer }).then(
    (answer) => answer.ticket,
  );

export const useDecideAppeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (ticket, decision) => {
      toast.success(`Appeal decided: ${appealOutcomeLabels[decision.outcome]}`);
      queryClient.setQueryData(supportQueryKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportQueryKeys.all });
    },
  });
};
