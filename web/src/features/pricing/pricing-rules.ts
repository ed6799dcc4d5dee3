/**
 * What the pricing page states, computed from the shared plans table, so a
 * figure on the page is always the one charged.
 */
import {
  annualSaving,
  plans,
  type Plan,
  type PlanId,
  type PlanLimits,
} from '@shop-scanner/shared/plans';
import { formatWholeUsd } from '@shop-scanner/shared/en-us-format';
import { allowanceName } from '../../lib/usage-wording';

export type PaidPlan = 'premium' | 'annual';
export type BillingCycle = 'monthly' | 'annual';

/** The paid plan each position of the monthly/annual toggle offers. */
export const paidPlanOf: Readonly<Record<BillingCycle, PaidPlan>> = {
  monthly: 'premium',
  annual: 'annual',
};

/** '$10', '$102', '$0'. */
export const planPrice = (plan: Plan): string => formatWholeUsd(plan.price);
export const planPeriod = (plan: Plan): string =>
  plan.billingPeriod === 'year' ? '/year' : '/month';

/** 12 x 10 - 102 = 18 USD, and what share of twelve monthly payments that is (15 %). */
export const annualSavingFigures = (monthly: Plan = plans.premium, annual: Plan = plans.annual) => {
  const saving = annualSaving(monthly, annual);
  return { amount: saving, percent: Math.round((saving / (12 * monthly.price)) * 100) };
};

/** 'Save $18 (15%)'. */
export const annualSavingText = (): string => {
  const { amount, percent } = annualSavingFigures();
  return `Save ${formatWholeUsd(amount)} (${percent}%)`;
};

/** The button of a paid plan's card; the annual one is the spec's 'Start Free Trial & Save 15%'. */
export const planButtonLabel = (planId: PaidPlan): string => {
  const plan = plans[planId];
  if (planId === 'annual') return `Start Free Trial & Save ${annualSavingFigures().percent}%`;
  return plan.trialDays > 0 ? `Start ${plan.trialDays}-Day Free Trial` : `Choose ${plan.name}`;
};

export const limitText = (limit: number | null): string =>
  limit === null ? 'Unlimited' : `${limit} per month`;

export const retentionText = (days: number): string => (days === 365 ? '1 year' : `${days} days`);

export interface ComparisonRow {
  readonly label: string;
  readonly values: Readonly<Record<PlanId, string | boolean>>;
}

const row = (label: string, value: (limits: PlanLimits) => string | boolean): ComparisonRow => ({
  label,
  values: {
    free: value(plans.free.limits),
    premium: value(plans.premium.limits),
    annual: value(plans.annual.limits),
  },
});

/** The feature comparison table, row by row from the plans' limits. */
export const comparisonRows = (): readonly ComparisonRow[] => [
  row('Barcode scans', (l) => limitText(l.scansPerMonth)),
  row('Store analyses', (l) => limitText(l.storeAnalysisPerMonth)),
  row(allowanceName('crossPlatformSearch'), (l) => limitText(l.crossPlatformSearches)),
  row('History kept', (l) => retentionText(l.historyRetention)),
  row('Priority support', (l) => l.prioritySupport),
  row('Advanced analytics', (l) => l.advancedAnalytics),
  row('Bulk operations', (l) => l.bulkOperations),
];

/** A paid plan named in the address (`?plan=`, `?checkout=`); anything else is no plan. */
export const planFromParam = (value: string | null): PaidPlan | undefined =>
  value === 'premium' || value === 'annual' ? value : undefined;
