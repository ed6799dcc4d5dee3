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
import { getRuntimeConfig } from '../../config/runtime-config';
import { loadedAuthBackend } from '../auth/load-auth-backend';
import { ApiError, apiRequest } from '../api-client';
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

export interface DownloadDeps {
  fetch: typeof fetch;
  /** The Cognito ID token, as the API client sends it. */
  getToken: () => Promise<string | undefined>;
  baseUrl: string;
}

const defaultDownloadDeps = (): DownloadDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  getToken: async () => {
    const backend = loadedAuthBackend();
    return backend ? (await backend).getIdToken().catch(() => undefined) : undefined;
  },
  baseUrl: getRuntimeConfig().apiBaseUrl,
});

/**
 * `GET /api/billing/invoices/{id}/download`: the PDF as a Blob. The API client reads JSON only,
 * so the binary answer is fetched here with the same bearer token.
 */
export const downloadInvoicePdf = async (
  invoiceId: string,
  deps: DownloadDeps = defaultDownloadDeps(),
): Promise<Blob> => {
  const token = await deps.getToken();
  const res = await deps.fetch(`${deps.baseUrl}${invoiceDownloadPath(invoiceId)}`, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText || `HTTP ${res.status}`);
  return res.blob();
};
