import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentAttempt } from '@shop-scanner/shared/billing';
import { paymentMonitoring } from '@shop-scanner/shared/billing-rules';
import { formatUsd } from '../../../lib/format';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import type { PaymentAlert } from '../payment-alerts';
import { alertSeverityLabels } from '../subscription-wording';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';

const outcomeLabels: Readonly<Record<PaymentAttempt['outcome'], string>> = {
  succeeded: 'Succeeded',
  processing: 'Processing',
  requires_payment_method: 'Card needed',
  failed: 'Failed',
};

/**
 * Monitoring: the user's recent payment attempts, their failures and the alerts
 * they raised, refreshed every 5 s while this tab is open.
 */
export const MonitoringTab = ({
  attempts,
  alerts,
  now,
}: {
  attempts: UseQueryResult<PaymentAttempt[]>;
  alerts: readonly PaymentAlert[];
  now: number;
}) => {
  const list = attempts.data ?? [];
  const windowStart = now - paymentMonitoring.failureWindowMs;
  const failures = list.filter(
    (a) => a.outcome === 'failed' || a.outcome === 'requires_payment_method',
  );
  const recentFailures = failures.filter((a) => Date.parse(a.at) >= windowStart);
  return (
    <div className="subscription-monitoring">
      <section className="card" aria-labelledby="monitoring-title">
        <h2 id="monitoring-title" className="card__title">
          Payment activity
        </h2>
        <p className="muted-text">
          Refreshed every {paymentMonitoring.statusRefreshMs / 1000} seconds while this tab is open.
          {attempts.dataUpdatedAt > 0 &&
            ` Last checked ${formatDayTime(new Date(attempts.dataUpdatedAt))}.`}
        </p>
        <dl className="monitoring-figures">
          <div>
            <dt>Payments</dt>
            <dd data-testid="monitoring-total">{list.length}</dd>
          </div>
          <div>
            <dt>Failures</dt>
            <dd data-testid="monitoring-failures">{failures.length}</dd>
          </div>
          <div>
            <dt>Failures in the last {paymentMonitoring.failureWindowMs / 60_000} minutes</dt>
            <dd data-testid="monitoring-recent-failures">{recentFailures.length}</dd>
          </div>
        </dl>
        <QueryState
          query={attempts}
          pending={<Spinner label="Loading payment activity" />}
          failed={
            <p className="notice notice--error" role="alert">
              Failed to load payment activity.
            </p>
          }
        >
          {() =>
            list.length === 0 ? (
              <p className="muted-text">No payments yet.</p>
            ) : (
              <ul className="attempts">
                {list.map((a) => (
                  <li
                    key={a.id}
                    className={`attempts__item attempts__item--${a.outcome}`}
                    data-testid="payment-attempt"
                  >
                    <span className="attempts__when">{formatDayTime(new Date(a.at))}</span>
                    <span className="attempts__amount">{formatUsd(a.amount / 100)}</span>
                    <span className={`status-badge status-badge--attempt-${a.outcome}`}>
                      {outcomeLabels[a.outcome]}
                    </span>
                    {a.failureMessage && (
                      <span className="attempts__message">{a.failureMessage}</span>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section className="card" aria-labelledby="alerts-title">
        <h2 id="alerts-title" className="card__title">
          Alerts
        </h2>
        {alerts.length === 0 ? (
          <p className="muted-text">No payment alerts.</p>
        ) : (
          <ul className="attempts">
            {alerts.map((alert) => (
              <li key={alert.id} className="attempts__item">
                <span className={`status-badge status-badge--severity-${alert.severity}`}>
                  {alertSeverityLabels[alert.severity]}
                </span>
                <strong>{alert.title}</strong>
                <span className="attempts__message">{alert.message}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
