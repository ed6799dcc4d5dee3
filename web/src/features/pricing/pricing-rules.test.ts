import { describe, expect, it } from 'vitest';
import { plans } from '@shop-scanner/shared/plans';
import {
  annualSavingFigures,
  annualSavingText,
  comparisonRows,
  planButtonLabel,
  planFromParam,
  planPeriod,
  planPrice,
} from './pricing-rules';

describe('pricing rules', () => {
  it('shows the prices charged: $10/month and $102/year, originally $120', () => {
    expect(`${planPrice(plans.premium)}${planPeriod(plans.premium)}`).toBe('$10/month');
    expect(`${planPrice(plans.annual)}${planPeriod(plans.annual)}`).toBe('$102/year');
    expect(plans.annual.originalPrice).toBe(120);
  });

  it('computes the saving with the helper: 12 x 10 - 102 = 18, which is 15 %', () => {
    expect(annualSavingFigures()).toEqual({ amount: 18, percent: 15 });
    expect(annualSavingText()).toBe('Save $18 (15%)');
  });

  it('follows the plans table when prices change', () => {
    // Prepare: a monthly price of 12 makes twelve months 144; 102 then saves 42, 29 %.
    const monthly = { ...plans.premium, price: 12 };

    // Act
    const figures = annualSavingFigures(monthly, plans.annual);

    // Assess
    expect(figures).toEqual({ amount: 42, percent: 29 });
  });

  it("labels the annual button as the spec does and the monthly one with the trial's length", () => {
    expect(planButtonLabel('annual')).toBe('Start Free Trial & Save 15%');
    expect(planButtonLabel('premium')).toBe('Start 7-Day Free Trial');
  });

  it('builds the comparison from the plans limits', () => {
    const rows = Object.fromEntries(comparisonRows().map((r) => [r.label, r.values]));
    expect(rows['Barcode scans']).toEqual({
      free: '2 per month',
      premium: 'Unlimited',
      annual: 'Unlimited',
    });
    expect(rows['Searches or price comparisons']).toEqual({
      free: '2 per month',
      premium: 'Unlimited',
      annual: 'Unlimited',
    });
    expect(rows['History kept']).toEqual({ free: '7 days', premium: '90 days', annual: '1 year' });
    expect(rows['Priority support']).toEqual({ free: false, premium: true, annual: true });
  });

  it('reads only paid plans from ?plan=', () => {
    expect(planFromParam('annual')).toBe('annual');
    expect(planFromParam('premium')).toBe('premium');
    expect(planFromParam('free')).toBeUndefined();
    expect(planFromParam(null)).toBeUndefined();
  });
});
