import type { ReactNode } from 'react';
import type { Plan } from '@shop-scanner/shared/plans';
import { monthlyAllowanceText } from '../../../lib/usage-wording';
import { planPeriod, planPrice, retentionText } from '../pricing-rules';

/** A plan's card: name, price (with the original and the saving when there is one), what it gives. */
export const PlanCard = ({
  plan,
  highlight,
  badge,
  saving,
  current,
  children,
}: {
  plan: Plan;
  highlight?: boolean;
  badge?: string | undefined;
  saving?: string | undefined;
  current?: boolean;
  /** The card's action: a link or a button, decided by the page. */
  children: ReactNode;
}) => {
  const { limits } = plan;
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      className={`plan-card${highlight ? ' plan-card--highlight' : ''}`}
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
    >
      {(badge || current) && (
        <p className="plan-card__badge">{current ? 'Your current plan' : badge}</p>
      )}
      <h2 id={headingId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{planPrice(plan)}</span>
        <span className="plan-card__period">{planPeriod(plan)}</span>
        {plan.originalPrice !== undefined && (
          <span className="plan-card__original">
            <span className="visually-hidden">instead of </span>
            <s>${plan.originalPrice}</s>
          </span>
        )}
      </p>
      {saving && <p className="plan-card__saving">{saving}</p>}
      {plan.trialDays > 0 && <p className="plan-card__trial">{plan.trialDays}-day free trial</p>}
      <ul className="plan-card__features">
        <li>{monthlyAllowanceText('scan', limits.scansPerMonth)}</li>
        <li>{monthlyAllowanceText('storeAnalysis', limits.storeAnalysisPerMonth)}</li>
        <li>{monthlyAllowanceText('crossPlatformSearch', limits.crossPlatformSearches)}</li>
        <li>History kept {retentionText(limits.historyRetention)}</li>
        {limits.prioritySupport && <li>Priority support</li>}
        {limits.advancedAnalytics && <li>Advanced analytics</li>}
        {limits.bulkOperations && <li>Bulk operations</li>}
      </ul>
      <div className="plan-card__action">{children}</div>
    </article>
  );
};
