/**
 * Subscription and usage contracts. Usage is counted per calendar
 * month (UTC): a new month is a new counter, so the reset needs no job.
 */
import { z } from 'zod';
import { planIds, usageFeatures, type UsageFeature } from './plans';
import { subscriptionStatuses } from './subscription-rules';

export * from './subscription-rules';

/** A month's usage {scansUsed, storeAnalysisUsed, crossPlatformSearchesUsed, lastResetDate}. */
export const usageSchema = z.object({
  scansUsed: z.number().int(),
  storeAnalysisUsed: z.number().int(),
  crossPlatformSearchesUsed: z.number().int(),
  /** The first instant of the current usage month (ISO), when the counters last started at zero. */
  lastResetDate: z.iso.datetime(),
});
export type Usage = z.infer<typeof usageSchema>;

/** Per feature: uses left this month, or null when the plan is unlimited. */
export const remainingSchema = z.object({
  scan: z.number().int().nullable(),
  storeAnalysis: z.number().int().nullable(),
  crossPlatformSearch: z.number().int().nullable(),
});
export type Remaining = z.infer<typeof remainingSchema>;

/** `GET /api/subscription` and `POST /api/subscription/usage` answer this. */
export const subscriptionSchema = z.object({
  planId: z.enum(planIds),
  status: z.enum(subscriptionStatuses),
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO instant when a trial ends (status trialing), else null. */
  trialEnd: z.iso.datetime().nullable(),
  usage: usageSchema,
  remaining: remainingSchema,
  /** When the usage counters next start at zero: the first instant of next month (UTC). */
  usageResetsAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `POST /api/subscription/usage`: {feature}. */
export const usageRequestSchema = z.strictObject({ feature: z.enum(usageFeatures) });
export type UsageRequest = z.infer<typeof usageRequestSchema>;

/** Which usage field counts each feature. */
export const usageFieldOfFeature: Readonly<
  Record<UsageFeature, keyof Omit<Usage, 'lastResetDate'>>
> = {
  scan: 'scansUsed',
  storeAnalysis: 'storeAnalysisUsed',
  crossPlatformSearch: 'crossPlatformSearchesUsed',
};
