/**
 * The payments and billing API, one place for its calls and query keys: the checkout,
 * the subscription page and the activation poll all read and invalidate through these.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CheckoutStart,
  Invoice,
  PaymentAttempt,
  PaymentMethod,
} from '@shop-scanner/shared/billing';
import { invoiceDownloadPath, type PaidPlanId } from '@shop-scanner/shared/billing-rules';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { apiRequest } from '../api-client';
import { listOf, objectWith } from './answer-shape';
import { retryTransientOnce } from './retry-policy';

export const billingQueryKeys = {
  all: ['billing'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  invoices: ['billing', 'invoices'] as const,
  paymentAttempts: ['billing', 'payment-attempts'] as const,
};

const encode = encodeURIComponent;

// Answers are checked for their kind, not parsed with the shared zod schemas: zod would put 25 KB
// on /subscription's first load (answer-shape.ts says why that is enough).
const checkoutAnswer = objectWith<CheckoutStart>('checkoutId', 'intentType', 'clientSecret');
const subscriptionAnswer = objectWith<Subscription>('planId', 'status', 'usage', 'remaining');
const methodsAnswer = listOf<PaymentMethod>('id', 'is_default', 'card');
const invoicesAnswer = listOf<Invoice>('id', 'status', 'amount_due');
const attemptsAnswer = listOf<PaymentAttempt>('id', 'at', 'outcome');
const setupAnswer = objectWith<{ clientSecret: string }>('clientSecret');

export const billingApi = {
  startCheckout: (planId: PaidPlanId, customerEmail?: string) =>
    apiRequest('/api/subscriptions/create-checkout-session', {
      method: 'POST',
      body: { planId, ...(customerEmail ? { customerEmail } : {}) },
      schema: checkoutAnswer,
    }),
  /** The trial's card is saved: start the trial now rather than when Stripe's webhook comes. */
  completeCheckout: (checkoutId: string) =>
    apiRequest('/api/subscriptions/checkout/complete', {
      method: 'POST',
      body: { checkoutId },
    }),
  /** The dialog closed unfinished: what the checkout made at Stripe is canceled. */
  abandonCheckout: (checkoutId: string) =>
    apiRequest('/api/subscriptions/checkout/abandon', {
      method: 'POST',
      body: { checkoutId },
      keepalive: true,
    }),
  cancel: () =>
    apiRequest('/api/subscription/cancel', { method: 'POST', schema: subscriptionAnswer }),
  reactivate: () =>
    apiRequest('/api/subscription/reactivate', { method: 'POST', schema: subscriptionAnswer }),
  downgrade: () =>
    apiRequest('/api/subscription/downgrade', { method: 'POST', schema: subscriptionAnswer }),
  paymentMethods: (signal?: AbortSignal) =>
    apiRequest('/api/payment-methods', { schema: methodsAnswer, signal }),
  setupIntent: () =>
    apiRequest('/api/payment-methods/setup-intent', {
      method: 'POST',
      schema: setupAnswer,
    }),
  deletePaymentMethod: (id: string) =>
    apiRequest<void>(`/api/payment-methods/${encode(id)}`, { method: 'DELETE' }),
  setDefaultPaymentMethod: (id: string) =>
    apiRequest(`/api/payment-methods/${encode(id)}/set-default`, {
      method: 'POST',
      schema: methodsAnswer,
    }),
  invoices: (signal?: AbortSignal) =>
    apiRequest('/api/billing/invoices', { schema: invoicesAnswer, signal }),
  paymentAttempts: (signal?: AbortSignal) =>
    apiRequest('/api/billing/payment-attempts', { schema: attemptsAnswer, signal }),
};

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKeys.paymentMethods,
    queryFn: ({ signal }) => billingApi.paymentMethods(signal),
    retry: retryTransientOnce,
  });

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKeys.invoices,
    queryFn: ({ signal }) => billingApi.invoices(signal),
    retry: retryTransientOnce,
  });

export const paymentAttemptsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: billingQueryKeys.paymentAttempts,
    queryFn: ({ signal }) => billingApi.paymentAttempts(signal),
    retry: retryTransientOnce,
    refetchInterval,
  });

/** `GET /api/billing/invoices/{id}/download`: the PDF as a Blob, with the session's token. */
export const downloadInvoicePdf = (invoiceId: string): Promise<Blob> =>
  apiRequest<Blob>(invoiceDownloadPath(invoiceId), { responseType: 'blob' });
