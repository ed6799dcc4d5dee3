/**
 * Adds a card: a SetupIntent confirmed in the same card form as the checkout. Its own module,
 * loaded when "Add card" is chosen: the card form stays off the subscription page's first load.
 */
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { billingCountries } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { billingApi, billingQueryKeys } from '../../../lib/api/billing';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { countryName, defaultCountry } from '../../../lib/payments/payment-country';
import { checkoutOutcome } from '../../../lib/payments/card-outcome';
import { CardForm } from '../../../lib/payments/card-form';
import type { CardFormHandle, CardFormState } from '../../../lib/payments/card-form-types';
import { toast } from '../../../lib/toast-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';

const addCardSchema = z.object({ country: z.enum(billingCountries) });

export const AddCardDialog = ({ onClose }: { onClose: () => void }) => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const intent = useQuery({
    queryKey: [...billingQueryKeys.all, 'setup-intent'],
    queryFn: billingApi.setupIntent,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const card = useRef<CardFormHandle>(null);
  const [cardState, setCardState] = useState<CardFormState>({ ready: false, complete: false });
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(addCardSchema, {
    defaultValues: { country: defaultCountry(billingCountries, navigator.languages ?? []) },
  });

  const submit = async ({ country }: z.infer<typeof addCardSchema>) => {
    if (!card.current || !user) return;
    setFailure(undefined);
    const result = await card.current.confirm({ email: user.email, country });
    if (result.status === 'succeeded' && !result.error) {
      await queryClient.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods });
      toast.success('Card added');
      onClose();
      return;
    }
    const outcome = checkoutOutcome(result);
    setFailure(outcome.kind === 'failed' ? outcome.message : undefined);
  };

  return (
    <Dialog title="Add a card" onClose={onClose}>
      {intent.isPending ? (
        <Spinner label="Preparing the card form" />
      ) : intent.isError ? (
        <div data-testid="add-card-failed">
          <p className="subscription-failed-title">{billingMessages.setupFailedTitle}</p>
          <p role="alert">{billingMessages.initFailed}</p>
          <Button variant="secondary" onClick={onClose}>
            Go Back
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={handleSubmit(submit)} noValidate>
          <SelectField label="Billing country" {...register('country')}>
            {billingCountries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </SelectField>
          <CardForm
            ref={card}
            clientSecret={intent.data.clientSecret}
            intentType="setup"
            returnUrl={`${window.location.origin}/subscription?tab=payment-methods`}
            onStateChange={setCardState}
          />
          {failure && (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          )}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!cardState.ready || !cardState.complete}
              loading={isSubmitting}
            >
              Save card
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
