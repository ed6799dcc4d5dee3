/**
 * The contact form: name, e-mail, category, subject, message and priority, checked with the shared
 * schema's rules without zod (contact-rules.ts: the spec's messages), counters x/100 and x/2000,
 * inputs with the same maxlength. Name and e-mail start from the signed-in user. While it is sent the button
 * is disabled and says 'Submitting...'; a refusal leaves the form as typed.
 */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ParsedSupportRequest, TicketSummary } from '@shop-scanner/shared/support';
import {
  DEFAULT_SUPPORT_CATEGORY,
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportCategories,
  supportPriorities,
} from '@shop-scanner/shared/support-rules';
import type { User } from '@shop-scanner/shared/user';
import { Button } from '../../../components/ui/button';
import {
  NameEmailFields,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import type { ContactPrefill } from '../../../lib/contact-prefill';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { checkSupportRequest, type ContactValues } from '../contact-rules';
import { SAVED_OFFLINE, isQueuedAnswer } from '../../../lib/offline/saved-offline';
import { useSubmitContact } from '../api/submit-contact';
import { contactCategoryLabel, priorityLabels } from '../ticket-wording';

const fieldNames = ['name', 'email', 'category', 'subject', 'message', 'priority'] as const;

export interface SentRequest {
  readonly ticket: TicketSummary;
  readonly email: string;
}

export const ContactForm = ({
  user,
  prefill,
  onSent,
}: {
  /** The signed-in user, whose name and e-mail the form starts from. */
  user: User | undefined;
  /** A subject and message to start from (the help widget's conversation). */
  prefill?: ContactPrefill;
  onSent: (sent: SentRequest) => void;
}) => {
  const submit = useSubmitContact();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [savedOffline, setSavedOffline] = useState(false);
  const { field, control, submitParsed, showErrors, formState } = useCheckedForm<
    ContactValues,
    ParsedSupportRequest
  >(checkSupportRequest, {
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      category: DEFAULT_SUPPORT_CATEGORY,
      subject: prefill?.subject ?? '',
      message: prefill?.message ?? '',
      priority: DEFAULT_SUPPORT_PRIORITY,
    },
  });
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });

  const send = async (request: ParsedSupportRequest) => {
    setRefusal(undefined);
    try {
      const ticket = await submit.mutateAsync(request);
      // Saved offline: the toast says so, and the form stays as typed until it is sent.
      if (isQueuedAnswer(ticket)) return setSavedOffline(true);
      onSent({ ticket, email: request.email });
    } catch (error) {
      // The toast has said it failed; a refusal the shopper can act on is said beside the form.
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      const placed = error.fieldErrors ? showErrors(error.fieldErrors, fieldNames) : false;
      if (!placed) setRefusal(error.message);
    }
  };

  const pending = submit.isPending;
  return (
    <form
      className="form contact-form"
      onSubmit={submitParsed((parsed) => void send(parsed))}
      noValidate
      aria-label="Contact support"
    >
      <NameEmailFields className="contact-form__pair" name={field('name')} email={field('email')} />
      <div className="contact-form__pair">
        <SelectField label="Category" {...field('category')}>
          {supportCategories.map((category) => (
            <option key={category} value={category}>
              {contactCategoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Priority" {...field('priority')}>
          {supportPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {priorityLabels[priority]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Subject"
        autoComplete="off"
        maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
        required
        hint={`${subject.length}/${SUPPORT_SUBJECT_MAX_LENGTH}`}
        {...field('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        required
        hint={`${message.length}/${SUPPORT_MESSAGE_MAX_LENGTH}`}
        {...field('message')}
      />
      {savedOffline && (
        <p className="notice" role="status" data-testid="contact-saved-offline">
          {SAVED_OFFLINE}
        </p>
      )}
      {(refusal ?? formState.errors.root?.message) && (
        <p className="notice notice--error" role="alert">
          {refusal ?? formState.errors.root?.message}
        </p>
      )}
      <div className="contact-form__actions">
        <Button type="submit" loading={pending}>
          {pending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
};
