/**
 * A reply on a ticket's page, with the contact form's message limits (the shared schema's rules
 * without zod, reply-rules.ts; the x/2000 counter, maxlength). A staff member's reply goes out as
 * the support team's: the server decides that from who is signed in.
 */
import { useWatch } from 'react-hook-form';
import type { TicketReply } from '@shop-scanner/shared/support';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { checkTicketReply } from '../reply-rules';

export const TicketReplyForm = ({ id, asStaff }: { id: string; asStaff: boolean }) => {
  const reply = useReplyToTicket();
  const { field, control, submitParsed, showErrors, reset, formState } = useCheckedForm(
    checkTicketReply,
    { defaultValues: { message: '' } },
  );
  const message = useWatch({ control, name: 'message' });

  const send = async (parsed: TicketReply) => {
    try {
      await reply.mutateAsync({ id, ...parsed });
      reset({ message: '' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return;
      const placed = error.fieldErrors ? showErrors(error.fieldErrors, ['message']) : false;
      if (!placed) showErrors({ root: error.message });
    }
  };

  return (
    <form
      className="form ticket-reply"
      onSubmit={submitParsed((parsed) => void send(parsed))}
      noValidate
      aria-label="Reply"
    >
      <TextAreaField
        label={asStaff ? 'Reply as the support team' : 'Your reply'}
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        hint={`${message.length}/${SUPPORT_MESSAGE_MAX_LENGTH}`}
        {...field('message')}
      />
      {formState.errors.root?.message && (
        <p className="notice notice--error" role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <div className="ticket-reply__actions">
        <Button type="submit" loading={reply.isPending}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
};
