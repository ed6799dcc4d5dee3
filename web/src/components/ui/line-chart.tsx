/**
 * The app's one line chart: a hand-written SVG line over time, chosen over uPlot and Recharts by
 * measurement (features/prices/chart-choice.md: 0.8 KB gzip against 23 and 123 KB, and as fast as
 * uPlot to draw a 90-point series). The price trend draws prices with it, the seller dashboard
 * weekly counts; what the values are is the caller's (`formatValue`). Loaded lazily
 * (lazy-line-chart.tsx), so only the pages that draw one carry it.
 *
 * The SVG stretches to its box (non-scaling strokes keep the line crisp); the value and date labels
 * are HTML beside it, so they keep their size at 375 px and on a desktop alike. The chart is one
 * image with a summary for screen readers; the caller lists the figures beside it as text.
 */
import './line-chart.css';

export interface ChartPoint {
  readonly date: string;
  readonly value: number;
}

const WIDTH = 100;
const HEIGHT = 100;
/** Room above and below the line, in viewBox units, so a flat series is not drawn on the edge. */
const PAD = 8;

/** Each point's place in a 100 x 100 box: time left to right, value bottom to top. */
export const chartPath = (points: readonly ChartPoint[]) => {
  const values = points.map((p) => p.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coords = points.map((p, i) => {
    const x = points.length > 1 ? i * step : WIDTH / 2;
    const y = span === 0 ? HEIGHT / 2 : PAD + ((high - p.value) / span) * (HEIGHT - 2 * PAD);
    return [Math.round(x * 100) / 100, Math.round(y * 100) / 100] as const;
  });
  const line = coords.map(([x, y]) => `${x},${y}`).join(' ');
  const area =
    coords.length > 1
      ? `M0,${HEIGHT} L${coords.map(([x, y]) => `${x},${y}`).join(' L')} L${WIDTH},${HEIGHT} Z`
      : '';
  return { low, high, line, area, coords };
};

export interface AxisTick {
  readonly label: string;
  /** Where the tick's line is drawn, in viewBox units from the top. */
  readonly y: number;
}

/**
 * The value axis: the high at the top line and the low at the bottom one, each label once. A
 * series whose high and low read the same (a flat one, or values within a rounding of each other)
 * has one label, on the middle line where the flat line is drawn: '$15.99' twice would read as an
 * axis with no scale.
 */
export const valueAxisTicks = (
  low: number,
  high: number,
  formatValue: (value: number) => string,
): AxisTick[] => {
  const top = formatValue(high);
  const bottom = formatValue(low);
  return top === bottom
    ? [{ label: top, y: HEIGHT / 2 }]
    : [
        { label: top, y: PAD },
        { label: bottom, y: HEIGHT - PAD },
      ];
};

/** The time axis: the first and the last date, or one date when they read the same. */
export const dateAxisLabels = (first: string, last: string): string[] =>
  first === last ? [first] : [first, last];

export interface LineChartProps {
  readonly points: readonly ChartPoint[];
  /** What the series is, for the summary read out in place of the picture. */
  readonly label: string;
  readonly formatValue: (value: number) => string;
  readonly formatDate: (iso: string) => string;
  /** `compact`: a small multiple, about half the height (the dashboard's weekly charts). */
  readonly size?: 'regular' | 'compact';
  readonly testId?: string;
}

export const LineChart = ({
  points,
  label,
  formatValue,
  formatDate,
  size = 'regular',
  testId = 'line-chart',
}: LineChartProps) => {
  if (points.length === 0) return null;
  const { low, high, line, area, coords } = chartPath(points);
  const first = points[0]!;
  const last = points.at(-1)!;
  const summary = `${label}: ${formatValue(first.value)} on ${formatDate(first.date)} to ${formatValue(last.value)} on ${formatDate(last.date)}; low ${formatValue(low)}, high ${formatValue(high)}, ${points.length} ${points.length === 1 ? 'point' : 'points'}.`;
  const [lastX, lastY] = coords.at(-1)!;
  const ticks = valueAxisTicks(low, high, formatValue);
  const dates = dateAxisLabels(formatDate(first.date), formatDate(last.date));
  return (
    <div className={`line-chart line-chart--${size}`} data-testid={testId}>
      <div className="line-chart__plot">
        <div
          className={`line-chart__y${ticks.length === 1 ? ' line-chart__y--one' : ''}`}
          aria-hidden="true"
          data-testid="chart-value-axis"
        >
          {ticks.map((t) => (
            <span key={t.label}>{t.label}</span>
          ))}
        </div>
        <svg
          className="line-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {ticks.map((t) => (
            <line key={t.label} className="line-chart__grid" x1="0" x2={WIDTH} y1={t.y} y2={t.y} />
          ))}
          {area && <path className="line-chart__area" d={area} />}
          <polyline className="line-chart__line" points={line} />
          <line className="line-chart__marker" x1={lastX} x2={lastX} y1={lastY} y2={lastY} />
        </svg>
      </div>
      <div className="line-chart__x" aria-hidden="true">
        {dates.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
    </div>
  );
};
