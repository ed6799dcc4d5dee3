/**
 * `POST /api/support/contact`: a new ticket from the contact form, for a guest or a signed-in user
 * (the server takes the user from the token, never from the body). The spec's toasts say how it
 * went; every ticket list is read again after it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParsedSupportRequest } from '@shop-scanner/shared/support';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { apiRequest } from '../../../lib/api-client';
import {
  answerOrQueued,
  isQueuedAnswer,
  saySavedOffline,
} from '../../../lib/offline/saved-offline';
import { toast } from '../../../lib/toast-store';
import { ticketSummaryAnswer } from './ticket-answers';
import { supportQueryKeys } from './support-query-keys';

/** The new ticket, or the queued marker: made offline, it is sent when the connection returns. */
export const submitContact = async (body: ParsedSupportRequest) => {
  const answer = await answerOrQueued(
    apiRequest('/api/support/contact', {
      method: 'POST',
      body,
      schema: ticketSummaryAnswer,
      queueable: true,
    }),
  );
  return isQueuedAnswer(answer) ? answer : answer.ticket;
};

export const useSubmitContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContact,
    // Without a connection the call is queued at once instead of waiting paused.
    networkMode: 'always',
    onSuccess: (ticket) => {
      if (isQueuedAnswer(ticket)) return saySavedOffline();
      toast.success(supportMessages.submitted);
      return queryClient.invalidateQueries({ queryKey: supportQueryKeys.all });
    },
    onError: () => {
      toast.error(supportMessages.submitFailed);
    },
  });
};
