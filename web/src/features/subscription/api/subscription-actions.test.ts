import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { aSubscription } from '../../../test/api-fixtures';
import { settleWithServer } from './subscription-actions';

const cached = (queryClient: QueryClient) =>
  queryClient.getQueryData<Subscription>(subscriptionQueryKey);

describe('settleWithServer', () => {
  it('keeps the change on the page until the server agrees, whatever refetches in between', async () => {
    // Prepare: the cancel's answer, and a server whose table follows two polls later.
    const queryClient = new QueryClient();
    const before = aSubscription({ planId: 'premium', status: 'trialing' });
    const answer: Subscription = { ...before, cancelAtPeriodEnd: true };
    const agreeing: Subscription = { ...answer, usageResetsAt: '2027-01-01T00:00:00.000Z' };
    const answers = [before, before, agreeing];
    const shown: (boolean | undefined)[] = [];
    const wait = async () => {
      // What the page shows as each poll starts; then a refetch from elsewhere (a notification)
      // writes the table's older state meanwhile.
      shown.push(cached(queryClient)?.cancelAtPeriodEnd);
      queryClient.setQueryData(subscriptionQueryKey, before);
    };
    queryClient.setQueryData(subscriptionQueryKey, answer);

    // Act
    await settleWithServer(queryClient, answer, async () => answers.shift() ?? answer, wait);

    // Assess: after every stale poll the change is back on the page, and the server's own
    // answer stays once it agrees.
    expect(shown).toEqual([true, true, true]);
    expect(cached(queryClient)).toEqual(agreeing);
  });

  it('gives up after a while, leaving the change shown', async () => {
    const queryClient = new QueryClient();
    const before = aSubscription({ planId: 'premium' });
    const answer: Subscription = { ...before, cancelAtPeriodEnd: true };
    let polls = 0;

    await settleWithServer(
      queryClient,
      answer,
      async () => {
        polls++;
        return before;
      },
      async () => {},
    );

    expect(polls).toBe(15);
    expect(cached(queryClient)).toEqual(answer);
  });
});
