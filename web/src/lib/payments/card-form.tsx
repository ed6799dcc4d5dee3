/**
 * The card form for the configured home: Stripe's Payment Element when /config.json carries a
 * publishable key, else the local Stripe stand-in's form. Whoever renders this is itself loaded
 * lazily (the checkout, the "add a card" form), and Stripe's module only when it is the one used.
 */
import { lazy, Suspense } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { Spinner } from '../../components/ui/spinner';
import type { CardFormProps } from './card-form-types';
import { LocalCardForm } from './local-card-form';

const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })),
);

export const CardForm = (props: CardFormProps) => {
  const { stripePublishableKey, stripeLocalUrl } = getRuntimeConfig();
  if (stripePublishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form" />}>
        <StripeCardForm publishableKey={stripePublishableKey} {...props} />
      </Suspense>
    );
  }
  if (stripeLocalUrl) return <LocalCardForm stripeLocalUrl={stripeLocalUrl} {...props} />;
  return (
    <p className="notice notice--error" role="alert">
      Payments are not configured for this site.
    </p>
  );
};
