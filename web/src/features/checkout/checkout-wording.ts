/** How the checkout states what is charged, and when (docs/plans.md#prices; USD, en-US). */
import type { CheckoutStart } from '@shop-scanner/shared/billing';
import { formatDate, formatUsd } from '../../lib/format';

const per = { month: 'month', year: 'year' } as const;

/**
 * '$0 today, then $10.00/month after your 7-day trial, on Dec 8, 2026.' with a trial, else
 * '$102.00 today, then $102.00/year.' Figures come from the server's checkout, the ones charged.
 */
export const chargeWording = (
  start: Pick<CheckoutStart, 'amountDue' | 'amount' | 'trialEnd'>,
  billingPeriod: 'month' | 'year',
  trialDays: number,
): string => {
  const recurring = `${formatUsd(start.amount / 100)}/${per[billingPeriod]}`;
  const today = start.amountDue === 0 ? '$0' : formatUsd(start.amountDue / 100);
  if (start.trialEnd) {
    return `${today} today, then ${recurring} after your ${trialDays}-day trial, on ${formatDate(start.trialEnd)}.`;
  }
  return `${today} today, then ${recurring}.`;
};
