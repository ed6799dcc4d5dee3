/**
 * Checkout inside the pricing page: the receipt e-mail (the user's
 * by default), the billing country from the allow-list, the card form, and what is charged when.
 * Loaded only when it opens, with the card form and Stripe.js: no other page carries them.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { billingCountries, type PaidPlanId } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { formatUsd } from '../../../lib/format';
import { billingApi } from '../../../lib/api/billing';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { CardForm } from '../../../lib/payments/card-form';
import type { CardFormHandle, CardFormState } from '../../../lib/payments/card-form-types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmailField, SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useStartCheckout } from '../api/start-checkout';
import { countryName, defaultCountry } from '../../../lib/payments/payment-country';
import { checkoutFormSchema, type CheckoutFormValues } from '../checkout-form';
import {
  checkoutOutcome,
  PROCESSING_MESSAGE,
  type CheckoutOutcome,
} from '../../../lib/payments/card-outcome';
import { chargeWording } from '../checkout-wording';
import { track } from '../../../lib/analytics/analytics';
import '../checkout.css';

export const SUCCESS_PATH = '/pricing?success=true';

/** A refusal the server explains (already on this plan) is shown as it is; anything else is not. */
const startFailure = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : billingMessages.initFailed;

/**
 * A checkout left unfinished leaves nothing at Stripe: when the dialog goes (Cancel, Escape, the
 * page left or the tab closed) before the payment or the card went through, its checkout is
 * abandoned. The server refuses to undo one that finished meanwhile.
 */
const useAbandonUnlessFinished = (checkoutId: string | undefined) => {
  const finished = useRef(false);
  const pendingAbandon = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!checkoutId) return;
    // React's strict mode unmounts and mounts again at once: only a real unmount abandons.
    clearTimeout(pendingAbandon.current);
    const abandon = () => {
      if (finished.current) return;
      finished.current = true;
      billingApi.abandonCheckout(checkoutId).catch(() => {
        // Nothing more to do here: an unpaid checkout is never charged, and Stripe lets it expire.
      });
    };
    window.addEventListener('pagehide', abandon);
    return () => {
      window.removeEventListener('pagehide', abandon);
      pendingAbandon.current = setTimeout(abandon, 0);
    };
  }, [checkoutId]);
  return () => {
    finished.current = true;
  };
};

export const CheckoutDialog = ({
  planId,
  email,
  onClose,
}: {
  planId: PaidPlanId;
  /** The signed-in user's e-mail: the default receipt address. */
  email: string;
  onClose: () => void;
}) => {
  const plan = plans[planId];
  const start = useStartCheckout(planId, email);
  const markFinished = useAbandonUnlessFinished(start.data?.checkoutId);
  return (
    <Dialog title={`Checkout: ${plan.name} plan`} onClose={onClose} className="checkout">
      {start.isPending ? (
        <div className="checkout__loading">
          <Spinner label="Preparing your checkout" />
          <span>Preparing your checkout…</span>
        </div>
      ) : start.isError ? (
        <div className="checkout__failed" data-testid="checkout-setup-failed">
          <p className="checkout__failed-title">{billingMessages.setupFailedTitle}</p>
          <p role="alert">{startFailure(start.error)}</p>
          <Button variant="secondary" onClick={onClose}>
            Go Back
          </Button>
        </div>
      ) : (
        <CheckoutForm
          planId={planId}
          email={email}
          checkoutId={start.data.checkoutId}
          clientSecret={start.data.clientSecret}
          intentType={start.data.intentType}
          onFinished={markFinished}
          wording={chargeWording(start.data, plan.billingPeriod, plan.trialDays)}
          submitLabel={
            start.data.trialEnd !== null
              ? 'Start free trial'
              : `Pay ${formatUsd(start.data.amountDue / 100)}`
          }
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};

const CheckoutForm = ({
  planId,
  email,
  checkoutId,
  clientSecret,
  intentType,
  onFinished,
  wording,
  submitLabel,
  onClose,
}: {
  planId: PaidPlanId;
  email: string;
  checkoutId: string;
  clientSecret: string;
  intentType: 'payment' | 'setup';
  /** The payment or the card went through: closing the dialog now abandons nothing. */
  onFinished: () => void;
  wording: string;
  submitLabel: string;
  onClose: () => void;
}) => {
  const plan = plans[planId];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useRef<CardFormHandle>(null);
  const [cardState, setCardState] = useState<CardFormState>({ ready: false, complete: false });
  const [outcome, setOutcome] = useState<CheckoutOutcome | undefined>();
  const failureBox = useRef<HTMLDivElement>(null);
  // A refusal is read where it appears: scrolled into the dialog's view above the actions.
  useEffect(() => {
    if (outcome?.kind === 'failed') failureBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm<CheckoutFormValues>(checkoutFormSchema, {
    defaultValues: { email, country: defaultCountry(billingCountries, navigator.languages ?? []) },
  });

  const submit = async (values: CheckoutFormValues) => {
    if (!card.current) return;
    setOutcome(undefined);
    const result = checkoutOutcome(await card.current.confirm(values));
    if (result.kind === 'succeeded' || result.kind === 'processing') onFinished();
    if (result.kind === 'succeeded') {
      track('upgrade', { plan: planId, interval: plan.billingPeriod });
      // The trial starts from the saved card now, not when Stripe's webhook comes; should this
      // call fail, the webhook still starts it, so the shopper is not told of a failure.
      if (intentType === 'setup') await billingApi.completeCheckout(checkoutId).catch(() => {});
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      onClose();
      navigate(SUCCESS_PATH);
      return;
    }
    setOutcome(result);
  };

  const canSubmit = cardState.ready && cardState.complete && !isSubmitting;
  return (
    <form className="checkout__form" onSubmit={handleSubmit(submit)} noValidate>
      <div className="checkout__summary">
        <p className="checkout__plan">
          {plan.name}: {plan.description}
        </p>
        <p className="checkout__charge" data-testid="checkout-charge">
          {wording}
        </p>
      </div>
      <EmailField label="Email for receipts" {...field('email')} />
      <SelectField label="Billing country" {...field('country')}>
        {billingCountries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </SelectField>
      <div className="checkout__card">
        <span className="field__label">Card</span>
        {!cardState.ready && <Spinner label="Loading the card form" />}
        <CardForm
          ref={card}
          clientSecret={clientSecret}
          intentType={intentType}
          returnUrl={`${window.location.origin}${SUCCESS_PATH}`}
          onStateChange={setCardState}
        />
      </div>
      {outcome?.kind === 'processing' && (
        <p className="notice" role="status" data-testid="checkout-processing">
          {PROCESSING_MESSAGE}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <div
          ref={failureBox}
          className="notice notice--error checkout__failure"
          role="alert"
          data-testid="checkout-error"
        >
          <strong>{outcome.title}</strong>
          <p>{outcome.message}</p>
        </div>
      )}
      <p className="checkout__fine-print">
        Cancel anytime: your plan then runs to the end of the period you paid for. 30-day money-back
        guarantee.
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
