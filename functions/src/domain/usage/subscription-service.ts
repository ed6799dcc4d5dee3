/** The subscription endpoints' work: read the view, and count a use the client reports. */
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { usageMessages } from '@shop-scanner/shared/messages';
import { usageMonth, type Subscription } from '@shop-scanner/shared/subscription';
import { getSubscription } from '../../data/subscriptions';
import { getUsageCounts } from '../../data/usage';
import { consumeUsage } from './quota';
import { buildSubscriptionView } from './subscription-view';

/** The user's subscription (or the free fallback) with this month's usage. */
export const subscriptionView = async (
  userId: string,
  now: Date = new Date(),
): Promise<Subscription> => {
  const [stored, counts] = await Promise.all([
    getSubscription(userId),
    getUsageCounts({ kind: 'user', userId }, usageMonth(now)),
  ]);
  return buildSubscriptionView({ stored, counts, now });
};

/**
 * POST /api/subscription/usage: one use of the feature, every call counted (the
 * client names no distinct use), refused at the limit with the spec's message for this call.
 */
export const recordUsage = async (
  userId: string,
  feature: UsageFeature,
  now: Date = new Date(),
): Promise<Subscription> => {
  await consumeUsage({
    subject: { kind: 'user', userId },
    feature,
    now,
    limitMessage: usageMessages.usageLimit,
  });
  return subscriptionView(userId, now);
};
