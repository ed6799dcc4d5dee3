import { Aspects, CfnResource, Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import {
  API_5XX_SHARE,
  API_FLOOR,
  API_P99_MS,
  alarmedTableOperations,
  DEAD_LETTERS,
  FUNCTION_ERRORS,
  FUNCTION_THROTTLES,
  jobWindows,
  TABLE_TROUBLE,
  type JobCadence,
} from '../paging-policy';
import { AlarmTopic } from './alarm-topic';
import { fillDashboard } from './monitoring-dashboard';

export interface WatchedJob {
  /** How the alarm names it: "the demo market". */
  readonly name: string;
  readonly function: IFunction;
  readonly cadence: JobCadence;
  /** What a shopper loses when it does not run. */
  readonly consequence: string;
}

export interface KnownDeadLetterQueue {
  readonly queue: IQueue;
  /** What its messages are, for the alarm's name: "billing events". */
  readonly title: string;
  /** What its messages are, what their being stuck means, and what to do. */
  readonly description: string;
}

export interface MonitoringProps {
  /** Who is paged (context `alarmEmail`); validated here, so a typo fails the synth. */
  readonly alarmEmail?: string;
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  /** Each endpoint group's function, for the latency per route group. */
  readonly routeGroups: Readonly<Record<string, IFunction>>;
  /** The scheduled jobs whose silence must page. */
  readonly jobs: readonly WatchedJob[];
  /**
   * Dead-letter queues whose stuck messages have a known consequence, most urgent first. Every
   * other queue of the stack is alarmed too, with a general description.
   */
  readonly deadLetterQueues: readonly KnownDeadLetterQueue[];
}

/**
 * Alarms that page the owner, one topic they notify, and the dashboard.
 *
 * Every Lambda function and SQS queue of the stack is alarmed by census: at synth, an aspect
 * walks the construct tree for their CloudFormation resources, so one added later (in any
 * construct, in any order) is alarmed without anyone remembering. CDK's own helper functions
 * (the site upload's BucketDeployment handler, custom resource providers) are alarmed as well:
 * they run only during deploys, so they cost nothing in noise, and a census with exceptions is one
 * somebody has to keep up to date.
 */
export class Monitoring extends Construct {
  readonly topic: ITopic;
  readonly dashboard: Dashboard;
  /** Every alarm, most urgent first (filled at synth, when the census has run). */
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: MonitoringProps,
  ) {
    super(scope, id);
    this.topic = new AlarmTopic(this, 'AlarmTopic', {
      ...(props.alarmEmail !== undefined ? { alarmEmail: props.alarmEmail } : {}),
    }).topic;
    this.action = new SnsAction(this.topic);
    this.dashboard = new Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(1),
    });

    // Once, when the whole tree is built: the census must see constructs added after this one.
    let done = false;
    Aspects.of(this).add({
      visit: (node) => {
        if (node !== this || done) return;
        done = true;
        this.alarmEverything();
      },
    });
  }

  private alarmEverything(): void {
    const stack = Stack.of(this);
    const resources = stack.node
      .findAll()
      .filter(
        (node): node is CfnResource => node instanceof CfnResource && Stack.of(node) === stack,
      );
    const queues = resources.filter((r) => r.cfnResourceType === 'AWS::SQS::Queue');
    const functions = resources.filter((r) => r.cfnResourceType === 'AWS::Lambda::Function');

    const deadLetters = this.alarmDeadLetterQueues(queues);
    this.alarmApi();
    this.alarmTable();
    for (const job of this.props.jobs) this.alarmJobRuns(job);
    for (const fn of functions) this.alarmFunction(fn);

    fillDashboard(this.dashboard, {
      alarms: this.alarms,
      httpApi: this.props.httpApi,
      table: this.props.table,
      routeGroups: this.props.routeGroups,
      deadLetterQueues: deadLetters,
      tableTrouble: {
        throttles: this.tableSum('ThrottledRequests', TABLE_TROUBLE.period),
        systemErrors: this.tableSum('SystemErrors', TABLE_TROUBLE.period),
      },
    });
  }

  /** The known queues first, in the order given, then any other queue of the stack. */
  private alarmDeadLetterQueues(queues: CfnResource[]): { label: string; depth: Metric }[] {
    const known = new Map(
      this.props.deadLetterQueues.map((q, index) => [
        q.queue.node.defaultChild,
        { ...q, rank: index + 1 },
      ]),
    );
    for (const { queue } of this.props.deadLetterQueues) {
      if (!queues.includes(queue.node.defaultChild as CfnResource)) {
        throw new Error(`The dead-letter queue ${queue.node.path} is not in this stack`);
      }
    }
    // Unknown queues rank 9: after the known ones, in the order the tree holds them.
    const rankOf = (queue: CfnResource) => known.get(queue)?.rank ?? 9;
    return [...queues]
      .sort((a, b) => rankOf(a) - rankOf(b))
      .map((queue) => this.alarmDeadLetterQueue(queue, rankOf(queue), known.get(queue)));
  }

  private alarmDeadLetterQueue(
    queue: CfnResource,
    rank: number,
    known: KnownDeadLetterQueue | undefined,
  ): { label: string; depth: Metric } {
    const label = labelOf(queue);
    const depth = new Metric({
      namespace: 'AWS/SQS',
      metricName: 'ApproximateNumberOfMessagesVisible',
      dimensionsMap: { QueueName: queue.getAtt('QueueName').toString() },
      statistic: Stats.MAXIMUM,
      period: DEAD_LETTERS.period,
    });
    this.alarm(`${logicalIdOf(queue)}Depth`, depth, {
      name: `1.${rank} dead letters - ${known?.title ?? label}`,
      description:
        known?.description ??
        `Messages in the queue ${label}: events that failed every retry wait there until the queue's retention ends. Read the consumer's logs, fix the cause, then replay them.`,
      threshold: DEAD_LETTERS.threshold,
      evaluationPeriods: 1,
      // An idle queue may publish nothing at all: no data is an empty queue.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return { label, depth };
  }

  private alarmApi(): void {
    const { httpApi } = this.props;
    const period = API_FLOOR.period;
    const requests = httpApi.metricCount({ statistic: Stats.SUM, period });
    this.alarm(
      'Api5xxShare',
      new MathExpression({
        expression: `IF(requests >= ${API_FLOOR.minRequests}, FILL(errors, 0) / requests, 0)`,
        usingMetrics: {
          requests,
          errors: httpApi.metricServerError({ statistic: Stats.SUM, period }),
        },
        label: 'Share of API requests answered 5xx',
        period,
      }),
      {
        name: '2 API 5xx share',
        description: `More than ${API_5XX_SHARE * 100}% of API requests failed with a 5xx for ${API_FLOOR.periods * 5} minutes (with at least ${API_FLOOR.minRequests} requests in each 5 minutes). Shoppers are seeing errors: read the function errors on the dashboard and the failing group's logs.`,
        threshold: API_5XX_SHARE,
        evaluationPeriods: API_FLOOR.periods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
    this.alarm(
      'ApiP99Latency',
      new MathExpression({
        expression: `IF(requests >= ${API_FLOOR.minRequests}, latency, 0)`,
        usingMetrics: {
          requests,
          latency: httpApi.metricLatency({ statistic: Stats.p(99), period }),
        },
        label: 'API p99 latency (ms)',
        period,
      }),
      {
        name: '2 API p99 latency',
        description: `The API's p99 latency was over ${API_P99_MS / 1000} s for ${API_FLOOR.periods * 5} minutes (with at least ${API_FLOOR.minRequests} requests in each 5 minutes). Shoppers wait: see the latency per route group on the dashboard.`,
        threshold: API_P99_MS,
        evaluationPeriods: API_FLOOR.periods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private alarmTable(): void {
    const period = TABLE_TROUBLE.period;
    this.alarm('TableThrottles', this.tableSum('ThrottledRequests', period), {
      name: '3 DynamoDB throttled requests',
      description: `DynamoDB throttled ${TABLE_TROUBLE.threshold} or more requests in 5 minutes: calls fail once the SDK's retries run out. Look for a hot key or a sudden burst of writes (a job, an import).`,
      threshold: TABLE_TROUBLE.threshold,
      evaluationPeriods: 1,
      // DynamoDB publishes these only when they happen.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm('TableSystemErrors', this.tableSum('SystemErrors', period), {
      name: '3 DynamoDB system errors',
      description: `DynamoDB answered ${TABLE_TROUBLE.threshold} or more requests with an internal error in 5 minutes: requests are failing on AWS's side. Check the AWS Health Dashboard for DynamoDB in this region.`,
      threshold: TABLE_TROUBLE.threshold,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * The table's `metric` per operation, summed with FILL: DynamoDB publishes these only for
   * operations that had some, and a sum over a missing series would be missing too.
   */
  private tableSum(metricName: 'ThrottledRequests' | 'SystemErrors', period: Duration): IMetric {
    const usingMetrics = Object.fromEntries(
      alarmedTableOperations.map((operation) => [
        // Unique across both sums: the dashboard draws them in one graph.
        `${metricName.toLowerCase()}_${operation.toLowerCase()}`,
        this.props.table.metric(metricName, {
          dimensionsMap: { TableName: this.props.table.tableName, Operation: operation },
          statistic: Stats.SUM,
          period,
        }),
      ]),
    );
    return new MathExpression({
      expression: Object.keys(usingMetrics)
        .map((id) => `FILL(${id}, 0)`)
        .join(' + '),
      usingMetrics,
      label: `${metricName} (all operations)`,
      period,
    });
  }

  private alarmJobRuns(job: WatchedJob): void {
    const period = Duration.hours(1);
    const fn = job.function;
    const { hours } = jobWindows[job.cadence];
    this.alarm(
      `${logicalIdOf(fn.node.defaultChild)}NotRun`,
      new MathExpression({
        // A run that failed did not run: count the invocations that did not end in an error.
        expression: 'FILL(invocations, 0) - FILL(errors, 0)',
        usingMetrics: {
          invocations: fn.metricInvocations({ statistic: Stats.SUM, period }),
          errors: fn.metricErrors({ statistic: Stats.SUM, period }),
        },
        label: `Successful runs of ${job.name}`,
        period,
      }),
      {
        name: `4 not run - ${job.name}`,
        description: `${capitalised(job.name)} has not finished a run in ${hours} hours (it runs ${job.cadence}): ${job.consequence} Read its logs; it is idempotent, so invoking it again by hand (aws lambda invoke) is safe.`,
        threshold: 1,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: hours,
        // No data is no run: silence must page, not pass.
        treatMissingData: TreatMissingData.BREACHING,
      },
    );
  }

  private alarmFunction(fn: CfnResource): void {
    const label = labelOf(fn);
    const metric = (metricName: string, period: Duration) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: fn.ref },
        statistic: Stats.SUM,
        period,
      });
    this.alarm(`${logicalIdOf(fn)}Errors`, metric('Errors', FUNCTION_ERRORS.period), {
      name: `5 errors - ${label}`,
      description: `The function ${label} failed ${FUNCTION_ERRORS.threshold} or more invocations in 5 minutes (crashes, timeouts, unhandled errors). Read its log group.`,
      threshold: FUNCTION_ERRORS.threshold,
      evaluationPeriods: 1,
      // Lambda publishes nothing for a function nobody called.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.alarm(`${logicalIdOf(fn)}Throttles`, metric('Throttles', FUNCTION_THROTTLES.period), {
      name: `5 throttles - ${label}`,
      description: `The function ${label} was throttled ${FUNCTION_THROTTLES.threshold} or more times in 5 minutes: the account's Lambda concurrency is spent. Raise the account's concurrency quota or find what floods it.`,
      threshold: FUNCTION_THROTTLES.threshold,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  private alarm(
    id: string,
    metric: IMetric,
    options: {
      /**
       * Read in the page's subject and sorted on the dashboard: a rank first (1 dead letters,
       * 2 API, 3 table, 4 jobs, 5 functions), so the most urgent come first.
       */
      readonly name: string;
      readonly description: string;
      readonly threshold: number;
      readonly evaluationPeriods: number;
      readonly treatMissingData: TreatMissingData;
      readonly comparisonOperator?: ComparisonOperator;
    },
  ): void {
    const alarm = new Alarm(this, id, {
      metric,
      // The stack's name keeps two stacks' alarms apart in one account and region.
      alarmName: `${Stack.of(this).stackName} ${options.name}`,
      alarmDescription: options.description,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      datapointsToAlarm: options.evaluationPeriods,
      comparisonOperator:
        options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: options.treatMissingData,
    });
    // Paged when it starts and told when it is over.
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
  }
}

const logicalIdOf = (element: IConstruct | undefined): string => {
  if (!(element instanceof CfnResource)) throw new Error('Expected a CloudFormation resource');
  return Stack.of(element).getLogicalId(element);
};

/**
 * A resource's construct path inside the stack, without the L1's trailing "Resource", in letters,
 * digits and dashes: it is part of alarm names, which end up in ARNs (so no colons or slashes).
 */
const labelOf = (resource: CfnResource): string =>
  resource.node.path
    .split('/')
    .slice(1)
    .filter((part, index, parts) => !(part === 'Resource' && index === parts.length - 1))
    .map((part) => part.replace(/[^A-Za-z0-9-]/g, ''))
    .join('-');

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
