/**
 * The payments and billing API (part 2 §7), one place for its calls and query keys: the checkout,
 * the subscription page and the activation poll all read and invalidate through these.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  checkoutStartSchema,
  invoiceDownloadPath,
  invoiceListSchema,
  paymentAttemptListSchema,
  paymentMethodListSchema,
  setupIntentResponseSchema,
  type PaidPlanId,
} from '@shop-scanner/shared/billing';
import { subscriptionSchema } from '@shop-scanner/shared/subscription';
import { apiRequest } from '../api-client';
import { retryTransientOnce } from './retry-policy';

export const billingQueryKeys = {
  all: ['billing'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
  invoices: ['billing', 'invoices'] as const,
  paymentAttempts: ['billing', 'payment-attempts'] as const,
};

const encode = encodeURIComponent;

export const billingApi = {
  startCheckout: (planId: PaidPlanId, customerEmail?: string) =>
    apiRequest('/api/subscriptions/create-checkout-session', {
      method: 'POST',
      body: { planId, ...(customerEmail ? { customerEmail } : {}) },
      schema: checkoutStartSchema,
    }),
  cancel: () =>
    apiRequest('/api/subscription/cancel', { method: 'POST', schema: subscriptionSchema }),
  reactivate: () =>
    apiRequest('/api/subscription/reactivate', { method: 'POST', schema: subscriptionSchema }),
  downgrade: () =>
    apiRequest('/api/subscription/downgrade', { method: 'POST', schema: subscriptionSchema }),
  paymentMethods: (signal?: AbortSignal) =>
    apiRequest('/api/payment-methods', { schema: paymentMethodListSchema, signal }),
  setupIntent: () =>
    apiRequest('/api/payment-methods/setup-intent', {
      method: 'POST',
      schema: setupIntentResponseSchema,
    }),
  deletePaymentMethod: (id: string) =>
    apiRequest<void>(`/api/payment-methods/${encode(id)}`, { method: 'DELETE' }),
  setDefaultPaymentMethod: (id: string) =>
    apiRequest(`/api/payment-methods/${encode(id)}/set-default`, {
      method: 'POST',
      schema: paymentMethodListSchema,
    }),
  invoices: (signal?: AbortSignal) =>
    apiRequest('/api/billing/invoices', { schema: invoiceListSchema, signal }),
  paymentAttempts: (signal?: AbortSignal) =>
    apiRequest('/api/billing/payment-attempts', { schema: paymentAttemptListSchema, signal }),
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
