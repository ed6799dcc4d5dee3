/**
 * Payment alerts: new ones go on top, an alert of the same type
 * and message as one shown is ignored, at most 5 are kept, any can be dismissed (and stays
 * dismissed when the data that raised it is read again), and three payment failures within
 * 5 minutes raise a critical alert. Pure: the page feeds it what the API answers.
 */
import { paymentMonitoring } from '@shop-scanner/shared/billing-rules';

export type AlertSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface PaymentAlert {
  readonly id: string;
  readonly type: string;
  readonly severity: AlertSeverity;
  readonly title: string;
  readonly message: string;
  /** Epoch ms. */
  readonly timestamp: number;
  readonly actionUrl?: string;
  readonly actionLabel?: string;
}

export interface AlertsState {
  /** Newest first. */
  readonly alerts: readonly PaymentAlert[];
  readonly dismissed: readonly string[];
  /** Failures counted so far (id and when), for the critical rule. */
  readonly failures: readonly { readonly id: string; readonly at: number }[];
}

/** Alerts that stand for a state (an open invoice, a plan past due), not for one event. */
export const conditionAlertTypes = ['invoice_overdue', 'subscription_past_due'] as const;
export type ConditionAlertType = (typeof conditionAlertTypes)[number];

export type AlertsAction =
  | { readonly type: 'add'; readonly alert: PaymentAlert }
  | { readonly type: 'dismiss'; readonly id: string }
  /** A failure that a later success put right: its alerts go, and one note says so. */
  | {
      readonly type: 'resolved';
      readonly failureId: string;
      readonly successId: string;
      readonly at: number;
    }
  /** The states that still hold, as just read: alerts of those that no longer hold go. */
  | {
      readonly type: 'conditions';
      readonly kind: ConditionAlertType;
      readonly holding: readonly string[];
    }
  | {
      readonly type: 'payment-failed';
      readonly id: string;
      readonly at: number;
      readonly message: string;
    };

export const initialAlertsState: AlertsState = { alerts: [], dismissed: [], failures: [] };

export const RESOLVED_TITLE = 'Payment problem resolved';
export const RESOLVED_MESSAGE = 'A later payment went through, so the earlier failure is resolved.';

export const CRITICAL_FAILURES_MESSAGE = `${paymentMonitoring.failuresForCritical} payments failed within ${paymentMonitoring.failureWindowMs / 60_000} minutes. Check your card or add another one.`;

const add = (state: AlertsState, alert: PaymentAlert): AlertsState => {
  if (state.dismissed.includes(alert.id)) return state;
  const duplicate = state.alerts.some(
    (a) => a.id === alert.id || (a.type === alert.type && a.message === alert.message),
  );
  if (duplicate) return state;
  return {
    ...state,
    alerts: [alert, ...state.alerts].slice(0, paymentMonitoring.maxAlerts),
  };
};

const resolve = (
  state: AlertsState,
  { failureId, successId, at }: Extract<AlertsAction, { type: 'resolved' }>,
): AlertsState => {
  const gone = new Set([failureId, `repeated-failures-${failureId}`]);
  const shown = state.alerts.some((a) => gone.has(a.id));
  const next: AlertsState = {
    ...state,
    alerts: state.alerts.filter((a) => !gone.has(a.id)),
    // Read again later, the failure stays resolved.
    dismissed: state.dismissed.includes(failureId)
      ? state.dismissed
      : [...state.dismissed, failureId],
  };
  // Only a shopper who saw the failure needs telling that it is over.
  if (!shown) return next;
  return add(next, {
    id: `resolved-${successId}`,
    type: 'payment_resolved',
    severity: 'low',
    title: RESOLVED_TITLE,
    message: RESOLVED_MESSAGE,
    timestamp: at,
  });
};

export const alertsReducer = (state: AlertsState, action: AlertsAction): AlertsState => {
  switch (action.type) {
    case 'add':
      return add(state, action.alert);
    case 'resolved':
      return resolve(state, action);
    case 'conditions':
      return {
        ...state,
        alerts: state.alerts.filter((a) => a.type !== action.kind || action.holding.includes(a.id)),
      };
    case 'dismiss':
      return {
        ...state,
        alerts: state.alerts.filter((a) => a.id !== action.id),
        dismissed: state.dismissed.includes(action.id)
          ? state.dismissed
          : [...state.dismissed, action.id],
      };
    case 'payment-failed': {
      // The same attempt read again (every refresh) counts once.
      if (state.failures.some((f) => f.id === action.id)) return state;
      const failures = [...state.failures, { id: action.id, at: action.at }];
      let next = add(
        { ...state, failures },
        {
          id: action.id,
          type: 'payment_failed',
          severity: 'high',
          title: 'Payment failed',
          message: action.message,
          timestamp: action.at,
          actionUrl: '/subscription?tab=payment-methods',
          actionLabel: 'Update Payment',
        },
      );
      const inWindow = failures.filter(
        (f) => Math.abs(action.at - f.at) <= paymentMonitoring.failureWindowMs,
      );
      if (inWindow.length >= paymentMonitoring.failuresForCritical) {
        next = add(next, {
          id: `repeated-failures-${action.id}`,
          type: 'repeated_failures',
          severity: 'critical',
          title: 'Repeated payment failures',
          message: CRITICAL_FAILURES_MESSAGE,
          timestamp: action.at,
          actionUrl: '/subscription?tab=payment-methods',
          actionLabel: 'Update Payment',
        });
      }
      return next;
    }
  }
};

/** Low-severity alerts go by themselves after this long. */
export const autoDismissAfter = (alert: PaymentAlert): number | undefined =>
  alert.severity === 'low' ? paymentMonitoring.lowSeverityDismissMs : undefined;
