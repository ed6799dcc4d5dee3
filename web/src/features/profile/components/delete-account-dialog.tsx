import {
  ACCOUNT_DELETION_CONFIRMATION,
  accountDeletionRequestSchema,
  type AccountDeletionRequest,
  type AccountDeletionResponse,
} from '@shop-scanner/shared/account-data';
import type { Plan } from '@shop-scanner/shared/plans';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useDeleteAccount } from '../api/delete-account';

/** What the deletion removes, in the shopper's words (docs/account-data.md has the whole list). */
const whatIsDeleted = [
  'Your profile and your sign-in: you cannot sign in with this e-mail and password again',
  'Your scan and search usage, store analyses and cross-platform search history',
  'Your price alerts and the prices you reported that are still waiting for confirmation',
  'Your wishlist, its collections (shared links stop working) and its price drops',
  'Your notifications and the push subscriptions of every device',
];

/**
 * Asks before the account is deleted: says what goes (the paid plan, if any, cancelled at once),
 * and takes the word DELETE typed out, which the server checks again.
 */
export const DeleteAccountDialog = ({
  paidPlan,
  onDeleted,
  onClose,
}: {
  /** The plan in force, when it is a paid one: it is cancelled at Stripe first. */
  paidPlan: Plan | undefined;
  onDeleted: (answer: AccountDeletionResponse) => void;
  onClose: () => void;
}) => {
  const remove = useDeleteAccount();
  const { field, submitParsed, formState } = useZodForm<
    { confirmation: string },
    AccountDeletionRequest
  >(accountDeletionRequestSchema, { defaultValues: { confirmation: '' } });
  const submit = submitParsed((input) =>
    remove.mutate(input, { onSuccess: (answer) => onDeleted(answer) }),
  );
  const failure = remove.error
    ? remove.error.message || 'Could not delete your account. Please try again.'
    : undefined;

  return (
    <Dialog
      title="Delete your account?"
      role="alertdialog"
      onClose={remove.isPending ? () => undefined : onClose}
    >
      <div className="dialog__body">
        <p>This cannot be undone. Deleting your account deletes, at once:</p>
        <ul className="delete-account__list">
          {whatIsDeleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {paidPlan ? (
          <p className="delete-account__plan" data-testid="delete-account-plan">
            Your {paidPlan.name} plan is cancelled at Stripe first, right away: nothing more is
            charged, and the rest of the current period is not refunded.
          </p>
        ) : null}
        <p>
          Stripe, our payment provider, keeps the invoices of payments already made, as the law
          requires. Download your data first if you want a copy.
        </p>
      </div>
      <form
        className="delete-account__form"
        onSubmit={submit}
        noValidate
        aria-label="Delete account"
      >
        <TextField
          label={`Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...field('confirmation')}
        />
        {failure && !formState.errors.confirmation ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" loading={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
