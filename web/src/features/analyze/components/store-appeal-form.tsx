/**
 * The store owner's request for a review: name and e-mail (from the signed-in user), and what is
 * wrong and why, with the contact form's limits, checked with the shared schema the server uses.
 * It sends the analysed address, never the verdict: the server attaches its own.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  storeAppealRequestSchema,
  type ParsedStoreAppealRequest,
  type TicketSummary,
} from '@shop-scanner/shared/support';
import type { User } from '@shop-scanner/shared/user';
import { Button } from '../../../components/ui/button';
import { NameEmailFields, TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { openAppealTicketOf, useSubmitStoreAppeal } from '../api/store-appeal-api';

interface AppealFormValues {
  name: string;
  email: string;
  message: string;
}

const fieldNames = ['name', 'email', 'message'] as const;

/** What came of a sent appeal: its new ticket, or the one still open for this store. */
export type AppealResult =
  | { readonly kind: 'sent'; readonly ticket: TicketSummary }
  | { readonly kind: 'already-open'; readonly ticketId: string; readonly message: string };

export const StoreAppealForm = ({
  url,
  user,
  onDone,
  onCancel,
}: {
  /** The analysed address: the store the review is about. */
  url: string;
  user: User | undefined;
  onDone: (result: AppealResult) => void;
  onCancel: () => void;
}) => {
  const submit = useSubmitStoreAppeal();
  const [refusal, setRefusal] = useState<string | undefined>();
  const { field, control, submitParsed, showErrors } = useZodForm<
    AppealFormValues,
    ParsedStoreAppealRequest
  >(storeAppealRequestSchema, {
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' },
    input: (values) => ({ ...values, url }),
  });
  const message = useWatch({ control, name: 'message' });

  const send = async (request: ParsedStoreAppealRequest) => {
    setRefusal(undefined);
    try {
      onDone({ kind: 'sent', ticket: await submit.mutateAsync(request) });
    } catch (error) {
      const openId = openAppealTicketOf(error);
      if (openId && error instanceof ApiError) {
        onDone({ kind: 'already-open', ticketId: openId, message: error.message });
        return;
      }
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        const placed = error.fieldErrors ? showErrors(error.fieldErrors, fieldNames) : false;
        if (!placed) setRefusal(error.message);
        return;
      }
      setRefusal('The request could not be sent. Please try again.');
    }
  };

  const pending = submit.isPending;
  return (
    <form
      className="form store-appeal__form"
      onSubmit={submitParsed((parsed) => void send(parsed))}
      noValidate
      aria-label="Ask for a review of this store's verdict"
    >
      <NameEmailFields className="store-appeal__pair" name={field('name')} email={field('email')} />
      <TextAreaField
        label="What is wrong, and why"
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        required
        hint={`${message.length}/${SUPPORT_MESSAGE_MAX_LENGTH}`}
        {...field('message')}
      />
      {refusal && (
        <p className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
      <div className="store-appeal__actions">
        <Button type="submit" loading={pending}>
          {pending ? 'Sending...' : 'Send for review'}
        </Button>
        <Button variant="secondary" type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
