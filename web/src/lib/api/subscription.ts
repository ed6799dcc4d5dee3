/** The subscription and usage API, and the one query every page reads it through. */
import { queryOptions } from '@tanstack/react-query';
import type { UsageFeature } from '@shop-scanner/shared/plans';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { apiRequest } from '../api-client';
import { objectWith } from './answer-shape';
import { retryTransientOnce } from './retry-policy';

/** Checked for its kind only (answer-shape.ts): zod stays off the pages that show usage. */
const subscriptionAnswer = objectWith<Subscription>('planId', 'status', 'usage', 'remaining');

/** TanStack Query key of the signed-in user's subscription: invalidate it after any counted use. */
export const subscriptionQueryKey = ['subscription'] as const;

export const subscriptionApi = {
  get: (signal?: AbortSignal) =>
    apiRequest('/api/subscription', { schema: subscriptionAnswer, signal }),
  recordUsage: (feature: UsageFeature) =>
    apiRequest('/api/subscription/usage', {
      method: 'POST',
      body: { feature },
      schema: subscriptionAnswer,
    }),
};

/**
 * `GET /api/subscription` for the usage counters. Signed-in users only (`enabled`): a guest's
 * allowance is kept by the server against their address and has no subscription to show.
 */
export const subscriptionQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => subscriptionApi.get(signal),
    retry: retryTransientOnce,
    enabled,
  });
