/** The subscription and usage API (part 1 §7). */
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { subscriptionSchema } from '@shop-scanner/shared/subscription';
import { apiRequest } from '../api-client';

/** TanStack Query key of the signed-in user's subscription: invalidate it after any counted use. */
export const subscriptionQueryKey = ['subscription'] as const;

export const subscriptionApi = {
  get: (signal?: AbortSignal) =>
    apiRequest('/api/subscription', { schema: subscriptionSchema, signal }),
  recordUsage: (feature: UsageFeature) =>
    apiRequest('/api/subscription/usage', {
      method: 'POST',
      body: { feature },
      schema: subscriptionSchema,
    }),
};
