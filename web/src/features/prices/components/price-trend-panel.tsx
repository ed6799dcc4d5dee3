/**
 * The price trend panel: period tabs (24h, 7d, 30d by default, 90d), the trend
 * icon with the change over the period, a chart of the last 30 points and the last 5 listed with
 * date, price and source; 'No Price History Available' when the period has none. One call answers
 * every period, asked for only when the panel first shows.
 */
import { useId, useState } from 'react';
import {
  chartPointsOf,
  DEFAULT_PRICE_PERIOD,
  formatUsd,
  listedPointsOf,
  priceMessages,
  pricePeriodLabels,
  pricePeriods,
  priceSourceLabels,
  priceTrendLabels,
  type PricePeriod,
} from '@shop-scanner/shared/price-rules';
import type { PriceTrendEntry } from '@shop-scanner/shared/prices';
import { ChartPlaceholder, LazyLineChart } from '../../../components/ui/lazy-line-chart';
import { QueryState } from '../../../components/ui/query-state';
import { TabList } from '../../../components/ui/tab-list';
import { usePriceTrend } from '../api/price-trend';
import { changeText, pointDateText, trendIcons } from '../price-wording';
import { LoadFailure } from './load-failure';

/** The tabs read as the spec names the periods. */
const periodTabLabels: Readonly<Record<PricePeriod, string>> = {
  '24h': '24h',
  '7d': '7d',
  '30d': '30d',
  '90d': '90d',
};

/**
 * A period's trend in a line: the icon and words of its direction, and the change over it. The
 * panel announces it as the shopper switches periods (`live`); the section's glance does not.
 */
export const TrendSummary = ({
  entry,
  live = false,
  testId = 'trend-summary',
}: {
  entry: PriceTrendEntry;
  live?: boolean;
  testId?: string;
}) => (
  <p
    className={`price-trend__summary price-trend__summary--${entry.trend}`}
    data-testid={testId}
    aria-live={live ? 'polite' : undefined}
  >
    <span className="price-trend__icon" aria-hidden="true" data-trend={entry.trend}>
      {trendIcons[entry.trend]}
    </span>{' '}
    <strong>{priceTrendLabels[entry.trend]}</strong>
    <span className="price-trend__change">
      {' '}
      · {changeText(entry.changeAmount, entry.changePercentage)} over{' '}
      {pricePeriodLabels[entry.period]}
    </span>
  </p>
);

const TrendSeries = ({ entry }: { entry: PriceTrendEntry }) => {
  const formatDate = (iso: string) => pointDateText(iso, entry.period);
  const listed = listedPointsOf(entry.data);
  return (
    <>
      <TrendSummary entry={entry} live />
      <p className="prices-muted">{entry.series}</p>
      <LazyLineChart
        points={chartPointsOf(entry.data).map((p) => ({ date: p.date, value: p.price }))}
        label={`${entry.series}, last ${pricePeriodLabels[entry.period]}`}
        formatValue={formatUsd}
        formatDate={formatDate}
        testId="price-chart"
      />
      <table className="price-trend__list">
        <caption className="price-trend__caption">Latest prices, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {listed.map((p) => (
            <tr key={p.date} data-testid="trend-point">
              <td>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </td>
              <td>{formatUsd(p.price)}</td>
              <td>
                {p.store} · {priceSourceLabels[p.source]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};

/** The panel's place while the trend loads: the summary lines, the chart box and the list. */
const TrendSkeleton = () => (
  <div className="price-trend__loading" aria-hidden="true" data-testid="trend-skeleton">
    <div className="skeleton skeleton__line skeleton__line--medium" />
    <div className="skeleton skeleton__line skeleton__line--wide" />
    <ChartPlaceholder />
    <div className="skeleton price-trend__list-skeleton" />
  </div>
);

export const PriceTrendPanel = ({ productId }: { productId: string }) => {
  const trend = usePriceTrend(productId);
  const [period, setPeriod] = useState<PricePeriod>(DEFAULT_PRICE_PERIOD);
  const id = useId();
  const entry = trend.data?.find((e) => e.period === period);
  return (
    <div className="price-trend">
      <TabList
        tabs={pricePeriods}
        labels={periodTabLabels}
        active={period}
        onChange={setPeriod}
        label="Trend period"
        classNameBase="price-periods"
        tabId={(p) => `${id}-period-${p}`}
        panelId={(p) => `${id}-period-panel-${p}`}
      />
      <div
        role="tabpanel"
        id={`${id}-period-panel-${period}`}
        aria-labelledby={`${id}-period-${period}`}
        className="price-trend__panel"
        aria-busy={trend.isPending || undefined}
      >
        <QueryState
          query={trend}
          pending={<TrendSkeleton />}
          failed={<LoadFailure query={trend} fallback="Failed to load the price trend." />}
        >
          {() =>
            entry && entry.data.length > 0 ? (
              <TrendSeries entry={entry} />
            ) : (
              <div className="prices-empty" data-testid="no-history">
                <h4 className="prices-empty__title">{priceMessages.noHistory}</h4>
                <p className="prices-muted">
                  No price was recorded for this product in the last {pricePeriodLabels[period]}.
                </p>
              </div>
            )
          }
        </QueryState>
      </div>
    </div>
  );
};
