import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';
import { PricingPage, type CheckoutProps } from '../../features/pricing/components/pricing-page';

/** The checkout, its card form and Stripe.js load only when a checkout opens. */
const CheckoutDialog = lazy(() =>
  import('../../features/checkout/components/checkout-dialog').then((m) => ({
    default: m.CheckoutDialog,
  })),
);

const Checkout = (props: CheckoutProps) => (
  <Suspense fallback={<FullPageSpinner label="Opening checkout" />}>
    <CheckoutDialog {...props} />
  </Suspense>
);

export const Component = () => <PricingPage Checkout={Checkout} />;
