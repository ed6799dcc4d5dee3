/** The push API: the server's VAPID key, this device's subscription, the shopper's preferences. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { pushCategories, type PushPreferences } from '@shop-scanner/shared/push-rules';
import type { DeviceSubscription } from '../browser-push';

/** The four switches, each on or off, as both calls answer them. */
const preferencesAnswer = objectWith<PushPreferences>(...pushCategories);

export const pushApi = {
  vapidKey: (signal?: AbortSignal) =>
    apiRequest('/api/push/vapid-key', {
      schema: objectWith<{ publicKey: string }>('publicKey'),
      signal,
    }),
  preferences: (signal?: AbortSignal) =>
    apiRequest('/api/push/preferences', { schema: preferencesAnswer, signal }),
  subscribe: (subscription: DeviceSubscription) =>
    apiRequest('/api/push/subscribe', { method: 'POST', body: { subscription } }),
  unsubscribe: (endpoint: string) =>
    apiRequest('/api/push/unsubscribe', { method: 'DELETE', body: { endpoint } }),
  /** The server words the test message itself. */
  test: () => apiRequest('/api/push/test', { method: 'POST', body: {} }),
  updatePreferences: (preferences: PushPreferences) =>
    apiRequest('/api/push/preferences', {
      method: 'PUT',
      body: { preferences },
      schema: preferencesAnswer,
    }),
};

export const pushPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'preferences'] as const,
    queryFn: ({ signal }) => pushApi.preferences(signal),
  });

/** A change of the switches; the answer (the switches as kept) replaces the cached ones. */
export const useUpdatePushPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pushApi.updatePreferences,
    onSuccess: (answer) => client.setQueryData(pushPreferencesQueryOptions().queryKey, answer),
  });
};
