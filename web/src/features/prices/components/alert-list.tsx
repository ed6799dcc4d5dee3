import { formatUsd, priceAlertStatusLabels, priceMessages } from '@shop-scanner/shared/price-rules';
import type { PriceAlertView } from '@shop-scanner/shared/prices';
import { toneClass, type Tone } from '../../../components/ui/tone';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useDeletePriceAlert } from '../api/delete-price-alert';

/** Each state's colours; a triggered alert keeps an amber of its own. */
const statusTones: Readonly<Record<PriceAlertView['status'], Tone | null>> = {
  active: 'info',
  ready: 'success',
  triggered: null,
  inactive: 'neutral',
};

const whereText = (alert: PriceAlertView) => alert.storeName ?? 'any store';

const currentText = (alert: PriceAlertView) =>
  alert.currentPrice === null
    ? `Not in stock at ${whereText(alert)} now`
    : `Now ${formatUsd(alert.currentPrice)}`;

/**
 * The shopper's alerts on the product, each with its displayed status (docs/prices.md#alerts:
 * inactive, triggered, Target Reached or active, as the server judged it), the price it was judged
 * on, and a delete button named after the alert.
 */
export const AlertList = ({
  productId,
  alerts,
}: {
  productId: string;
  alerts: readonly PriceAlertView[];
}) => {
  const remove = useDeletePriceAlert(productId);
  if (alerts.length === 0) {
    return (
      <div className="prices-empty" data-testid="no-alerts">
        <h4 className="prices-empty__title">{priceMessages.noAlerts}</h4>
        <p className="prices-muted">Set a target price above and we watch the stores for you.</p>
      </div>
    );
  }
  return (
    <ul className="price-alerts" aria-label="Your price alerts">
      {alerts.map((alert) => (
        <li key={alert.id} className="price-alert" data-testid="price-alert">
          <div className="price-alert__text">
            <p className="price-alert__target">
              <strong>{formatUsd(alert.targetPrice)}</strong> at {whereText(alert)}
            </p>
            <p className="prices-muted">
              {currentText(alert)} · set{' '}
              <time dateTime={alert.createdAt}>{formatDate(alert.createdAt)}</time>
              {alert.triggeredAt && (
                <>
                  {' '}
                  · triggered{' '}
                  <time dateTime={alert.triggeredAt}>{formatDate(alert.triggeredAt)}</time>
                </>
              )}
            </p>
          </div>
          <span
            className={`pill price-alert__status price-alert__status--${alert.status}${toneClass(statusTones[alert.status])}`}
            data-status={alert.status}
          >
            {priceAlertStatusLabels[alert.status]}
          </span>
          <Button
            variant="ghost"
            onClick={() => remove.mutate(alert.id)}
            loading={remove.isPending && remove.variables === alert.id}
            aria-label={`Delete the price alert for ${formatUsd(alert.targetPrice)} at ${whereText(alert)}`}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
};
