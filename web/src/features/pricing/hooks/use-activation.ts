import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';

/** Poll every second for up to 30 s after checkout: Stripe's webhook activates the plan. */
export const ACTIVATION_POLL_MS = 1000;
export const ACTIVATION_TIMEOUT_MS = 30_000;

/** The paid plan's limits apply from the moment it is active or trialing. */
export const isPaidAndActive = (s: Subscription | undefined): s is Subscription =>
  s !== undefined && s.planId !== 'free' && (s.status === 'active' || s.status === 'trialing');

export type ActivationState =
  | { readonly kind: 'confirming' }
  | { readonly kind: 'active'; readonly subscription: Subscription }
  | { readonly kind: 'still-confirming'; readonly checkAgain: () => void };

export const useActivation = (enabled: boolean): ActivationState => {
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), ACTIVATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [enabled, round]);

  const query = useQuery({
    ...subscriptionQueryOptions(enabled),
    staleTime: 0,
    refetchInterval: (q) =>
      timedOut || isPaidAndActive(q.state.data) ? false : ACTIVATION_POLL_MS,
  });
  if (isPaidAndActive(query.data)) return { kind: 'active', subscription: query.data };
  if (timedOut) {
    return {
      kind: 'still-confirming',
      checkAgain: () => {
        setRound((r) => r + 1);
        void query.refetch();
      },
    };
  }
  return { kind: 'confirming' };
};
