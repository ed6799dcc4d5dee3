/**
 * Stripe's Payment Element (when a publishable key is configured). Loaded only when a checkout or
 * an "add a card" form opens: Stripe.js and this module never reach any other page.
 */
import { useEffect, useImperativeHandle, useRef } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardFormProps, CardFormResult } from './card-form-types';

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per key, as Stripe asks (loadStripe outside render). */
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

const Inner = ({
  intentType,
  returnUrl,
  onStateChange,
  ref,
}: Omit<CardFormProps, 'clientSecret'>) => {
  const stripe = useStripe();
  const elements = useElements();
  const state = useRef({ ready: false, complete: false });
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  });

  useImperativeHandle(
    ref,
    () => ({
      confirm: async ({ email, country }): Promise<CardFormResult> => {
        if (!stripe || !elements) return { status: null, error: { type: 'api_error' } };
        // The page collects the e-mail and the country itself, so the element leaves
        // them out and they go with the confirmation.
        const confirmParams = {
          return_url: returnUrl,
          payment_method_data: { billing_details: { email, address: { country } } },
        };
        try {
          if (intentType === 'setup') {
            const { error, setupIntent } = await stripe.confirmSetup({
              elements,
              confirmParams,
              redirect: 'if_required',
            });
            return error
              ? { status: error.setup_intent?.status ?? null, error }
              : { status: setupIntent.status };
          }
          const { error, paymentIntent } = await stripe.confirmPayment({
            elements,
            confirmParams,
            redirect: 'if_required',
          });
          return error
            ? { status: error.payment_intent?.status ?? null, error }
            : { status: paymentIntent.status };
        } catch {
          return { status: null, error: { type: 'api_error' } };
        }
      },
    }),
    [stripe, elements, intentType, returnUrl],
  );

  return (
    <PaymentElement
      options={{
        fields: { billingDetails: { email: 'never', address: { country: 'never' } } },
      }}
      onReady={() => {
        state.current = { ...state.current, ready: true };
        report.current(state.current);
      }}
      onChange={(event) => {
        state.current = { ...state.current, complete: event.complete };
        report.current(state.current);
      }}
    />
  );
};

export const StripeCardForm = ({
  publishableKey,
  clientSecret,
  ...rest
}: CardFormProps & { publishableKey: string }) => (
  <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
    <Inner {...rest} />
  </Elements>
);
