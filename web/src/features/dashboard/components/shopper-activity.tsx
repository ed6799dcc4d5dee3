/**
 * "How shoppers found your products": views, scans, comparisons and wishlist adds per week, each a
 * small chart drawn with the app's one line chart (the price trend's), and the same figures as a
 * table. No weeks recorded, or only zeros, says so plainly: no chart of a made-up trend.
 */
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';
import { DASHBOARD_ACTIVITY_WEEKS } from '@shop-scanner/shared/dashboard-rules';
import { LazyLineChart } from '../../../components/ui/lazy-line-chart';
import { activityMeasures, hasActivity, measureTotal, weekLabel } from '../activity-figures';

const wholeNumber = (n: number): string => n.toLocaleString('en-US');

const ActivityCharts = ({ weeks }: { weeks: readonly ProductActivityWeek[] }) => (
  <>
    <ul className="dashboard-activity__charts">
      {activityMeasures.map(({ key, label }) => (
        <li key={key} className="dashboard-activity__chart" data-testid={`activity-${key}`}>
          <h3 className="dashboard-activity__measure">{label}</h3>
          <p className="dashboard-activity__total">
            <strong>{wholeNumber(measureTotal(weeks, key))}</strong> in {weeks.length} weeks
          </p>
          <LazyLineChart
            points={weeks.map((week) => ({ date: week.weekStart, value: week[key] }))}
            label={`${label} per week`}
            formatValue={wholeNumber}
            formatDate={weekLabel}
            size="compact"
          />
        </li>
      ))}
    </ul>
    <details className="dashboard-activity__figures">
      <summary>The weekly figures</summary>
      <div className="dashboard-activity__table-box">
        <table className="dashboard-activity__table">
          <caption className="visually-hidden">Shopper activity per week, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {activityMeasures.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  <time dateTime={week.weekStart}>{weekLabel(week.weekStart)}</time>
                </th>
                {activityMeasures.map(({ key }) => (
                  <td key={key}>{wholeNumber(week[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  </>
);

export const ShopperActivity = ({
  weeks,
  hasProducts,
}: {
  weeks: readonly ProductActivityWeek[];
  hasProducts: boolean;
}) => (
  <section className="card dashboard-section" aria-labelledby="dashboard-activity-title">
    <h2 id="dashboard-activity-title" className="dashboard-section__title">
      How shoppers found your products
    </h2>
    {hasActivity(weeks) ? (
      <>
        <p className="muted-text">
          Per week (Monday to Sunday, UTC), the last {weeks.length} weeks, across all your products.
        </p>
        <ActivityCharts weeks={weeks} />
      </>
    ) : (
      <p className="muted-text" data-testid="dashboard-no-activity">
        {hasProducts
          ? `No shopper activity recorded for your products in the last ${DASHBOARD_ACTIVITY_WEEKS} weeks yet. Views, scans, price comparisons and wishlist adds show here as shoppers meet your products.`
          : 'Once you add products, how shoppers view, scan, compare and wishlist them shows here week by week.'}
      </p>
    )}
  </section>
);
