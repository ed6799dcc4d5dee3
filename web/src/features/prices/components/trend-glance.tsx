/**
 * The price trend at a glance, on the section's first lines and free (the trend is public and
 * costs no comparison): the default period's direction and change, in the trend panel's own
 * words and from the same answer, so the glance and the panel never disagree. The line holds its
 * height while the trend loads, so nothing under it moves.
 */
import { DEFAULT_PRICE_PERIOD, priceMessages } from '@shop-scanner/shared/price-rules';
import { usePriceTrend } from '../api/price-trend';
import { TrendSummary } from './price-trend-panel';

export const TrendGlance = ({ productId }: { productId: string }) => {
  const trend = usePriceTrend(productId);
  const entry = trend.data?.find((e) => e.period === DEFAULT_PRICE_PERIOD);
  return (
    <div
      className="prices-glance"
      data-testid="trend-glance"
      aria-busy={trend.isPending || undefined}
    >
      {trend.isPending ? (
        <div className="skeleton skeleton__line skeleton__line--medium" aria-hidden="true" />
      ) : entry && entry.data.length > 0 ? (
        <TrendSummary entry={entry} testId="trend-glance-summary" />
      ) : (
        // A failed trend is told in its panel, with Try Again; here it is only not shown.
        <p className="prices-muted">{trend.isError ? ' ' : priceMessages.noHistory}</p>
      )}
    </div>
  );
};
