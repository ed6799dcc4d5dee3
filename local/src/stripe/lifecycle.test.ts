import { describe, expect, it } from 'vitest';
import {
  addInterval,
  nextDueChange,
  nextRetryAt,
  scheduledChanges,
  type LifecycleView,
} from './lifecycle';
import { DAY_SECONDS as DAY } from '@shop-scanner/shared/time';

const t0 = Date.UTC(2026, 0, 10) / 1000;
const view = (patch: Partial<LifecycleView>): LifecycleView => ({
  status: 'active',
  created: t0,
  trialEnd: null,
  periodEnd: t0 + 31 * DAY,
  cancelAtPeriodEnd: false,
  upcomingNoticeFor: null,
  trialNoticeFor: null,
  retries: [],
  ...patch,
});

describe('scheduledChanges', () => {
  it('expires an incomplete subscription 23 hours after creation, and nothing else', () => {
    expect(scheduledChanges(view({ status: 'incomplete' }))).toEqual([
      { kind: 'expire_incomplete', at: t0 + 23 * 3600 },
    ]);
  });

  it('announces a trial’s end and its first invoice 3 days before, then ends the trial', () => {
    const trialEnd = t0 + 7 * DAY;
    const changes = scheduledChanges(view({ status: 'trialing', trialEnd, periodEnd: trialEnd }));
    expect(changes.map((c) => [c.kind, c.at])).toEqual([
      ['trial_will_end', trialEnd - 3 * DAY],
      ['invoice_upcoming', trialEnd - 3 * DAY],
      ['trial_end', trialEnd],
    ]);
  });

  it('sends each notice once per period', () => {
    const periodEnd = t0 + 31 * DAY;
    const first = nextDueChange(view({ periodEnd }), periodEnd);
    expect(first).toEqual({ kind: 'invoice_upcoming', at: periodEnd - 3 * DAY, periodEnd });
    expect(nextDueChange(view({ periodEnd, upcomingNoticeFor: periodEnd }), periodEnd)).toEqual({
      kind: 'renew',
      at: periodEnd,
    });
  });

  it('cancels at period end instead of renewing, with no upcoming invoice', () => {
    const periodEnd = t0 + 31 * DAY;
    expect(scheduledChanges(view({ periodEnd, cancelAtPeriodEnd: true }))).toEqual([
      { kind: 'cancel_at_period_end', at: periodEnd },
    ]);
  });

  it('cancels a trial set to cancel at its end', () => {
    const trialEnd = t0 + 7 * DAY;
    const kinds = scheduledChanges(
      view({ status: 'trialing', trialEnd, periodEnd: trialEnd, cancelAtPeriodEnd: true }),
    ).map((c) => c.kind);
    expect(kinds).toEqual(['trial_will_end', 'cancel_at_period_end']);
  });

  it('retries a past-due invoice at its next attempt', () => {
    const retryAt = t0 + 3 * DAY;
    const changes = scheduledChanges(
      view({ status: 'past_due', retries: [{ invoiceId: 'in_1', at: retryAt }] }),
    );
    expect(changes[0]).toEqual({ kind: 'retry_invoice', at: retryAt, invoiceId: 'in_1' });
  });

  it('schedules nothing for an ended subscription', () => {
    expect(scheduledChanges(view({ status: 'canceled' }))).toEqual([]);
    expect(scheduledChanges(view({ status: 'incomplete_expired' }))).toEqual([]);
  });

  it('answers nothing due before the first change', () => {
    expect(nextDueChange(view({ status: 'incomplete' }), t0 + 3600)).toBeUndefined();
  });
});

describe('addInterval', () => {
  it('adds calendar months and years', () => {
    expect(addInterval(t0, 'month')).toBe(Date.UTC(2026, 1, 10) / 1000);
    expect(addInterval(t0, 'year')).toBe(Date.UTC(2027, 0, 10) / 1000);
    expect(addInterval(t0, 'day', 7)).toBe(t0 + 7 * DAY);
  });
  it('clamps to the end of a shorter month', () => {
    expect(addInterval(Date.UTC(2026, 0, 31, 9) / 1000, 'month')).toBe(
      Date.UTC(2026, 1, 28, 9) / 1000,
    );
  });
});

describe('nextRetryAt', () => {
  it('retries on days 3, 5 and 7 after the first failure, then gives up', () => {
    expect(nextRetryAt(t0, 1)).toBe(t0 + 3 * DAY);
    expect(nextRetryAt(t0, 3)).toBe(t0 + 7 * DAY);
    expect(nextRetryAt(t0, 4)).toBeNull();
  });
});
