/**
 * The line chart, loaded when a page first draws one (design.md: what only some pages need stays
 * off every other page's first load). Its box is held at the chart's size while it loads. The
 * placeholder's stylesheet comes with this module, so the box is sized before the chart arrives.
 */
import { lazy, Suspense } from 'react';
import type { LineChartProps } from './line-chart';
import './line-chart.css';

const LazyChart = lazy(() => import('./line-chart').then((m) => ({ default: m.LineChart })));

export const ChartPlaceholder = ({ size = 'regular' }: { size?: LineChartProps['size'] }) => (
  <div className={`line-chart line-chart--${size} line-chart--loading`} aria-hidden="true">
    <div className="line-chart__plot skeleton" />
    <div className="line-chart__x" />
  </div>
);

export const LazyLineChart = (props: LineChartProps) => (
  <Suspense fallback={<ChartPlaceholder size={props.size} />}>
    <LazyChart {...props} />
  </Suspense>
);
