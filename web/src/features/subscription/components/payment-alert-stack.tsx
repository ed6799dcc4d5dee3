import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { autoDismissAfter, type PaymentAlert } from '../payment-alerts';

const AlertItem = ({ alert, onDismiss }: { alert: PaymentAlert; onDismiss: () => void }) => {
  const after = autoDismissAfter(alert);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  // One timer per alert, from when it shows (a re-render does not restart it).
  useEffect(() => {
    if (after === undefined) return;
    const timer = setTimeout(() => dismiss.current(), after);
    return () => clearTimeout(timer);
  }, [alert.id, after]);
  return (
    <li className={`payment-alert payment-alert--${alert.severity}`} data-testid="payment-alert">
      <div className="payment-alert__text">
        <strong className="payment-alert__title">{alert.title}</strong>
        <span>{alert.message}</span>
        {alert.actionUrl && alert.actionLabel && (
          <Link className="payment-alert__action" to={alert.actionUrl}>
            {alert.actionLabel}
          </Link>
        )}
      </div>
      <button
        type="button"
        className="payment-alert__close"
        aria-label={`Dismiss alert: ${alert.title}`}
        onClick={onDismiss}
      >
        ×
      </button>
    </li>
  );
};

/** Payment alerts, bottom right, newest on top. */
export const PaymentAlertStack = ({
  alerts,
  onDismiss,
}: {
  alerts: readonly PaymentAlert[];
  onDismiss: (id: string) => void;
}) =>
  alerts.length === 0 ? null : (
    <section className="payment-alerts" aria-label="Payment alerts">
      <ul role="alert" className="payment-alerts__list">
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onDismiss={() => onDismiss(alert.id)} />
        ))}
      </ul>
    </section>
  );
