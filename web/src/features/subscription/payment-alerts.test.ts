import { describe, expect, it } from 'vitest';
import {
  alertsReducer,
  autoDismissAfter,
  CRITICAL_FAILURES_MESSAGE,
  initialAlertsState,
  type AlertsAction,
  type PaymentAlert,
} from './payment-alerts';

const anAlert = (overrides: Partial<PaymentAlert> = {}): PaymentAlert => ({
  id: 'a-1',
  type: 'invoice_overdue',
  severity: 'high',
  title: 'Invoice unpaid',
  message: 'Invoice of $10.00 is unpaid.',
  timestamp: 0,
  ...overrides,
});

const run = (...actions: AlertsAction[]) => actions.reduce(alertsReducer, initialAlertsState);
const failed = (id: string, atMinutes: number): AlertsAction => ({
  type: 'payment-failed',
  id,
  at: atMinutes * 60_000,
  message: 'Your card was declined.',
});

describe('payment alerts', () => {
  it('puts new alerts on top', () => {
    const state = run(
      { type: 'add', alert: anAlert({ id: 'a', message: 'first' }) },
      { type: 'add', alert: anAlert({ id: 'b', message: 'second' }) },
    );
    expect(state.alerts.map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('ignores a duplicate of the same type and message', () => {
    const state = run(
      { type: 'add', alert: anAlert({ id: 'a' }) },
      { type: 'add', alert: anAlert({ id: 'b' }) },
      { type: 'add', alert: anAlert({ id: 'c', type: 'other' }) },
    );
    expect(state.alerts.map((a) => a.id)).toEqual(['c', 'a']);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const adds = [1, 2, 3, 4, 5, 6].map((n): AlertsAction => ({
      type: 'add',
      alert: anAlert({ id: `a${n}`, message: `m${n}` }),
    }));
    expect(run(...adds).alerts.map((a) => a.id)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('dismisses an alert for good: reading the same data again does not bring it back', () => {
    const state = run(
      { type: 'add', alert: anAlert({ id: 'a' }) },
      { type: 'dismiss', id: 'a' },
      { type: 'add', alert: anAlert({ id: 'a' }) },
    );
    expect(state.alerts).toEqual([]);
  });

  it('raises a critical alert on the third failure within 5 minutes', () => {
    // Prepare + Act
    const two = run(failed('f1', 0), failed('f2', 2));
    const three = alertsReducer(two, failed('f3', 4));

    // Assess
    expect(two.alerts.some((a) => a.severity === 'critical')).toBe(false);
    expect(three.alerts[0]).toMatchObject({
      severity: 'critical',
      message: CRITICAL_FAILURES_MESSAGE,
      actionLabel: 'Update Payment',
    });
    expect(CRITICAL_FAILURES_MESSAGE).toBe(
      '3 payments failed within 5 minutes. Check your card or add another one.',
    );
  });

  it('does not count failures further apart than 5 minutes, nor one attempt read twice', () => {
    const spread = run(failed('f1', 0), failed('f2', 3), failed('f3', 9));
    const repeated = run(failed('f1', 0), failed('f1', 0), failed('f1', 0));
    expect(spread.alerts.some((a) => a.severity === 'critical')).toBe(false);
    expect(repeated.alerts.some((a) => a.severity === 'critical')).toBe(false);
    expect(repeated.failures).toHaveLength(1);
  });

  it('auto-dismisses only low-severity alerts, after 10 s', () => {
    expect(autoDismissAfter(anAlert({ severity: 'low' }))).toBe(10_000);
    expect(autoDismissAfter(anAlert({ severity: 'high' }))).toBeUndefined();
  });
});
