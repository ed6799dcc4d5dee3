/**
 * The staff's moderation calls: revert an edit, suspend its author, the edits waiting for review
 * and the suspensions in force, each with its query options and hook. Every write invalidates
 * what it changed: a product and its history (the catalogue's keys), or the moderation lists.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditSuspension, PendingEdit, RevertAnswer } from '@shop-scanner/shared/moderation';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { productQueryKeys } from '../../../lib/api/products';
import { toast } from '../../../lib/toast-store';

export const moderationQueryKeys = {
  all: ['moderation'] as const,
  pending: () => ['moderation', 'pending'] as const,
  suspensions: () => ['moderation', 'suspensions'] as const,
};

const messageAnswer = objectWith<{ message: string }>('message');
const revertAnswer = objectWith<RevertAnswer>('message', 'product', 'reverted', 'left');
const pendingAnswer = objectWith<{ pendingEdits: PendingEdit[] }>('pendingEdits');
const suspensionsAnswer = objectWith<{ suspensions: EditSuspension[] }>('suspensions');

const enc = encodeURIComponent;
const editPath = (productId: string, editId: string) =>
  `/api/moderation/products/${enc(productId)}/edits/${enc(editId)}`;
const pendingPath = (productId: string, pendingId: string) =>
  `/api/moderation/products/${enc(productId)}/pending-edits/${enc(pendingId)}`;

export interface ReasonedAction {
  readonly reason: string;
}

/** After any moderation write: the catalogue's pages and histories, and the staff's lists. */
const useModerationWrite = () => {
  const queryClient = useQueryClient();
  return (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all });
  };
};

export const useRevertEdit = (productId: string) => {
  const done = useModerationWrite();
  return useMutation({
    mutationFn: ({ editId, reason }: ReasonedAction & { editId: string }) =>
      apiRequest(`${editPath(productId, editId)}/revert`, {
        method: 'POST',
        body: { reason },
        schema: revertAnswer,
      }),
    onSuccess: (answer) => done(answer.message),
  });
};

export const useSuspendAuthor = (productId: string) => {
  const done = useModerationWrite();
  return useMutation({
    mutationFn: ({ editId, reason }: ReasonedAction & { editId: string }) =>
      apiRequest(`${editPath(productId, editId)}/suspend-author`, {
        method: 'POST',
        body: { reason },
        schema: messageAnswer,
      }),
    onSuccess: (answer) => done(answer.message),
  });
};

export const pendingEditsOptions = () =>
  queryOptions({
    queryKey: moderationQueryKeys.pending(),
    queryFn: ({ signal }) =>
      apiRequest('/api/moderation/pending-edits', { schema: pendingAnswer, signal }).then(
        (answer) => answer.pendingEdits,
      ),
  });
export const usePendingEdits = () => useQuery(pendingEditsOptions());

export const suspensionsOptions = () =>
  queryOptions({
    queryKey: moderationQueryKeys.suspensions(),
    queryFn: ({ signal }) =>
      apiRequest('/api/moderation/suspensions', { schema: suspensionsAnswer, signal }).then(
        (answer) => answer.suspensions,
      ),
  });
export const useSuspensions = () => useQuery(suspensionsOptions());

export const useApprovePendingEdit = () => {
  const done = useModerationWrite();
  return useMutation({
    mutationFn: (pending: Pick<PendingEdit, 'id' | 'productId'>) =>
      apiRequest(`${pendingPath(pending.productId, pending.id)}/approve`, {
        method: 'POST',
        schema: messageAnswer,
      }),
    onSuccess: (answer) => done(answer.message),
  });
};

export const useRejectPendingEdit = () => {
  const done = useModerationWrite();
  return useMutation({
    mutationFn: ({ reason, ...pending }: ReasonedAction & Pick<PendingEdit, 'id' | 'productId'>) =>
      apiRequest(`${pendingPath(pending.productId, pending.id)}/reject`, {
        method: 'POST',
        body: { reason },
        schema: messageAnswer,
      }),
    onSuccess: (answer) => done(answer.message),
  });
};

export const useLiftSuspension = () => {
  const done = useModerationWrite();
  return useMutation({
    mutationFn: ({ editorRef, reason }: ReasonedAction & { editorRef: string }) =>
      apiRequest(`/api/moderation/suspensions/${enc(editorRef)}/lift`, {
        method: 'POST',
        body: { reason },
        schema: messageAnswer,
      }),
    onSuccess: (answer) => done(answer.message),
  });
};
