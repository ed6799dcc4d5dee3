import {
  businessMetric,
  METRICS_NAMESPACE,
  METRICS_SERVICE,
  type BusinessMetricName,
} from '@shop-scanner/functions/lib/business-metrics';
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmState,
  AlarmStatusWidget,
  AlarmStatusWidgetSortBy,
  GraphWidget,
  Metric,
  Stats,
  TextWidget,
  type Dashboard,
  type IAlarm,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** What shoppers do, drawn hourly: a day of them reads at a glance. */
const BUSINESS_PERIOD = Duration.hours(1);
const OPERATIONS_PERIOD = Duration.minutes(5);

/**
 * Which graph draws each business metric. A Record over every name, so a metric added to
 * business-metrics.ts does not compile until it has its place on the dashboard.
 */
const businessGraphOf: Readonly<Record<BusinessMetricName, string>> = {
  SignUps: 'Shoppers: sign-ups and use',
  Scans: 'Shoppers: sign-ups and use',
  StoreAnalyses: 'Shoppers: sign-ups and use',
  Comparisons: 'Shoppers: sign-ups and use',
  CheckoutsStarted: 'Billing: checkouts and webhook events',
  CheckoutsCompleted: 'Billing: checkouts and webhook events',
  WebhookEventsApplied: 'Billing: checkouts and webhook events',
  PriceChangesIngested: 'Prices: changes ingested',
  QuotaRefusals: 'Refusals: quota, rate, validation',
  RateRefusals: 'Refusals: quota, rate, validation',
  ValidationRefusals: 'Refusals: quota, rate, validation',
};

/** A business metric as the functions emit it: a Count with the one `service` dimension. */
export const businessMetricOf = (metricName: BusinessMetricName): Metric =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: Stats.SUM,
    period: BUSINESS_PERIOD,
    label: metricName,
  });

export interface DashboardParts {
  readonly alarms: readonly IAlarm[];
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  readonly routeGroups: Readonly<Record<string, IFunction>>;
  readonly deadLetterQueues: readonly { readonly label: string; readonly depth: Metric }[];
  readonly tableTrouble: { readonly throttles: IMetric; readonly systemErrors: IMetric };
}

/**
 * The stack's dashboard, top to bottom: the alarms, what shoppers do (the business metrics), the
 * API's requests, errors and latency, latency per route group, the table, the dead-letter queues.
 */
export const fillDashboard = (dashboard: Dashboard, parts: DashboardParts): void => {
  // Those firing, then all of them: the names start with their rank (monitoring.ts), so in
  // name order the dead letters, billing's first, lead.
  dashboard.addWidgets(
    ...alarmStatusWidgets('Firing now', parts.alarms, { states: [AlarmState.ALARM], height: 3 }),
  );
  dashboard.addWidgets(...alarmStatusWidgets('All alarms', parts.alarms, {}));
  dashboard.addWidgets(...businessGraphs());
  dashboard.addWidgets(...apiGraphs(parts.httpApi));
  dashboard.addWidgets(
    new TextWidget({
      markdown:
        "### Latency per route group\nEach endpoint group's Lambda duration, p50 and p99 (ms).",
      width: 24,
      height: 1,
    }),
  );
  dashboard.addWidgets(...routeGroupGraphs(parts.routeGroups));
  dashboard.addWidgets(...tableGraphs(parts.table, parts.tableTrouble), deadLetterGraph(parts));
};

/** CloudWatch draws at most 100 alarms in one alarm status widget. */
const ALARMS_PER_WIDGET = 100;

/**
 * Alarm status widgets in name order, at most 100 alarms each (CloudWatch's limit); by default
 * tall enough for every alarm at about six a row, so none hides below the widget's fold.
 */
const alarmStatusWidgets = (
  title: string,
  alarms: readonly IAlarm[],
  options: { readonly states?: AlarmState[]; readonly height?: number },
): IWidget[] => {
  const widgets: IWidget[] = [];
  for (let start = 0; start < alarms.length; start += ALARMS_PER_WIDGET) {
    const chunk = alarms.slice(start, start + ALARMS_PER_WIDGET);
    widgets.push(
      new AlarmStatusWidget({
        title: start === 0 ? title : `${title} (continued)`,
        alarms: [...chunk],
        sortBy: AlarmStatusWidgetSortBy.DEFAULT,
        width: 24,
        height: options.height ?? 2 + Math.ceil(chunk.length / 6),
        ...(options.states ? { states: options.states } : {}),
      }),
    );
  }
  return widgets;
};

const businessGraphs = (): IWidget[] => {
  const graphs = new Map<string, Metric[]>();
  for (const name of Object.values(businessMetric)) {
    const title = businessGraphOf[name];
    graphs.set(title, [...(graphs.get(title) ?? []), businessMetricOf(name)]);
  }
  return [...graphs].map(
    ([title, metrics]) => new GraphWidget({ title, left: metrics, width: 6, height: 6 }),
  );
};

const apiGraphs = (api: IHttpApi): IWidget[] => [
  new GraphWidget({
    title: 'API: requests, 4xx and 5xx',
    left: [api.metricCount({ statistic: Stats.SUM, period: OPERATIONS_PERIOD, label: 'Requests' })],
    right: [
      api.metricClientError({ statistic: Stats.SUM, period: OPERATIONS_PERIOD, label: '4xx' }),
      api.metricServerError({ statistic: Stats.SUM, period: OPERATIONS_PERIOD, label: '5xx' }),
    ],
    width: 12,
    height: 6,
  }),
  new GraphWidget({
    title: 'API: latency (ms)',
    left: [
      api.metricLatency({ statistic: Stats.p(50), period: OPERATIONS_PERIOD, label: 'p50' }),
      api.metricLatency({ statistic: Stats.p(99), period: OPERATIONS_PERIOD, label: 'p99' }),
    ],
    width: 12,
    height: 6,
  }),
];

const routeGroupGraphs = (groups: Readonly<Record<string, IFunction>>): IWidget[] =>
  Object.entries(groups).map(
    ([group, fn]) =>
      new GraphWidget({
        title: `/api ${group}`,
        left: [
          fn.metricDuration({ statistic: Stats.p(50), period: OPERATIONS_PERIOD, label: 'p50' }),
          fn.metricDuration({ statistic: Stats.p(99), period: OPERATIONS_PERIOD, label: 'p99' }),
        ],
        width: 6,
        height: 5,
      }),
  );

const tableGraphs = (table: ITable, trouble: DashboardParts['tableTrouble']): IWidget[] => [
  new GraphWidget({
    title: 'DynamoDB: consumed capacity units',
    left: [
      table.metricConsumedReadCapacityUnits({
        statistic: Stats.SUM,
        period: OPERATIONS_PERIOD,
        label: 'Read',
      }),
      table.metricConsumedWriteCapacityUnits({
        statistic: Stats.SUM,
        period: OPERATIONS_PERIOD,
        label: 'Write',
      }),
    ],
    width: 8,
    height: 6,
  }),
  new GraphWidget({
    title: 'DynamoDB: throttled requests and system errors',
    left: [trouble.throttles, trouble.systemErrors],
    width: 8,
    height: 6,
  }),
];

const deadLetterGraph = (parts: DashboardParts): IWidget =>
  new GraphWidget({
    title: 'Dead-letter queues: messages waiting',
    left: parts.deadLetterQueues.map((q) => q.depth.with({ label: q.label })),
    width: 8,
    height: 6,
  });
