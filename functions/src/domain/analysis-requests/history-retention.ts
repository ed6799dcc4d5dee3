/**
 * How long a shopper's analyses and searches are kept: their plan's history retention (7, 90
 * or 365 days: docs/plans.md#limits), from the subscription in force, never from what the client
 * says.
 */
import { plans } from '@shop-scanner/shared/plans';
import { getSubscription } from '../../data/subscriptions';
import { effectivePlanId } from '../usage/entitlement';

export const historyRetentionDays = async (userId: string): Promise<number> =>
  plans[effectivePlanId(await getSubscription(userId))].limits.historyRetention;
