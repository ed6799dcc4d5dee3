/**
 * A staff action's dialog: what it does, a reason (required: every moderation decision is
 * recorded with why), and one button to confirm. Checked without zod, the same limits the server
 * holds (MODERATION_REASON_MAX_LENGTH), so the product page loads nothing more for it.
 */
import type { ReactNode } from 'react';
import {
  MODERATION_REASON_MAX_LENGTH,
  moderationMessages,
} from '@shop-scanner/shared/moderation-rules';
import { tooLongMessage } from '@shop-scanner/shared/text-limits';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { ApiError } from '../../../lib/api-client';

type Values = { reason: string };

const checkReason = (values: Values) => {
  const reason = values.reason.trim();
  if (reason === '')
    return { ok: false as const, errors: { reason: moderationMessages.reasonRequired } };
  if (reason.length > MODERATION_REASON_MAX_LENGTH)
    return {
      ok: false as const,
      errors: { reason: tooLongMessage('Reason', MODERATION_REASON_MAX_LENGTH) },
    };
  return { ok: true as const, data: { reason } };
};

/** The server's words for a refusal (a 409 says what moved); a plain sentence for the rest. */
export const refusalText = (error: unknown): string | undefined => {
  if (!error) return undefined;
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'That did not work. Please try again.';
};

export const ReasonDialog = ({
  title,
  description,
  confirmLabel,
  reasonLabel = 'Reason',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) => {
  const form = useCheckedForm<Values, { reason: string }>(checkReason, {
    defaultValues: { reason: '' },
  });
  const refusal = refusalText(error);
  return (
    <Dialog title={title} onClose={pending ? () => undefined : onClose} className="reason-dialog">
      <form
        className="form"
        noValidate
        onSubmit={form.submitParsed(({ reason }) => onConfirm(reason))}
      >
        <div className="dialog__body">{description}</div>
        <TextAreaField label={reasonLabel} rows={3} required {...form.field('reason')} />
        {refusal && (
          <p className="notice notice--error" role="alert">
            {refusal}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
