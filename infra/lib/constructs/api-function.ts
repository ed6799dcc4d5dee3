import { METRICS_NAMESPACE } from '@shop-scanner/functions/lib/business-metrics';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { tracingEnabled } from '../context';
import { acknowledge, arnFinding } from '../nag';
import { functionsDir, lockFile, repoRoot } from '../paths';

/** `none` still sets TABLE_NAME (the functions' env module expects it) but grants nothing. */
export type TableAccess = 'none' | 'read' | 'read-write';

export interface ApiFunctionProps {
  /** Handler module, relative to functions/ (a value from functions/src/entries.ts). */
  readonly entry: string;
  /** Short name, e.g. the endpoint group; becomes the Powertools service name suffix. */
  readonly name: string;
  readonly description: string;
  readonly table: ITable;
  /** Least privilege: consumers that only read get `read`. Data access only, never table admin. */
  readonly tableAccess: TableAccess;
  /** When set, the function may publish to this bus (EVENT_BUS_NAME + events:PutEvents on it). */
  readonly eventBus?: IEventBus;
  readonly environment?: Readonly<Record<string, string>>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /** For asynchronously invoked functions: where an event goes after Lambda's retries fail. */
  readonly deadLetterQueue?: IQueue;
}

/**
 * What a bundle leaves out. The Node 24 runtime ships AWS SDK v3; bundling it would only add
 * cold-start weight. Without tracing, Powertools Tracer stays out too: functions/src/lib/tracing.ts
 * imports it only when tracing is on, so an untraced function never reaches that import, and its
 * cold start no longer parses the X-Ray SDK (bench/tracer-cold-start.ts measured what it cost).
 */
export const externalModulesFor = (traced: boolean): string[] =>
  traced ? ['@aws-sdk/*'] : ['@aws-sdk/*', '@aws-lambda-powertools/tracer'];

/** ESM bundles still meet CommonJS dependencies that call `require`; give them one. */
const esmRequireBanner =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Every Lambda of the stack, with the project's defaults fixed in one place:
 * Node 24 on arm64, an esbuild ESM bundle (AWS SDK v3 left to the runtime), JSON logs into an
 * explicit log group with a retention, and its table grant and environment set in the same call.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Operational logs have no value once the stack is gone; the retention bounds them anyway.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An explicit role that may write only to its own log group, instead of the managed
    // AWSLambdaBasicExecutionRole (which allows writing to every log group of the account).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Shop Scanner ${props.name} function`,
    });
    this.logGroup.grantWrite(role);
    const traced = tracingEnabled(this);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(functionsDir, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      deadLetterQueue: props.deadLetterQueue,
      // Only with `-c tracing=true`: X-Ray adds to every cold start (infra/lib/context.ts).
      ...(traced ? { tracing: Tracing.ACTIVE } : {}),
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        externalModules: externalModulesFor(traced),
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        banner: esmRequireBanner,
        logLevel: LogLevel.WARNING,
        // Never fall back to Docker: esbuild is a devDependency and there is no Docker here.
        forceDockerBundling: false,
      },
      environment: {
        TABLE_NAME: props.table.tableName,
        POWERTOOLS_SERVICE_NAME: `shop-scanner-${props.name}`,
        // Matches applicationLogLevelV2, so Powertools and Lambda's log filter agree.
        LOG_LEVEL: 'INFO',
        // Minified bundles: map stack traces back to the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
        // The business metrics' namespace, for Powertools Metrics (lib/business-metrics.ts).
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        // Powertools Tracer follows the switch: without X-Ray active it would only cost time.
        POWERTOOLS_TRACE_ENABLED: traced ? 'true' : 'false',
        ...(props.eventBus ? { EVENT_BUS_NAME: props.eventBus.eventBusName } : {}),
        ...props.environment,
      },
    });

    if (props.tableAccess === 'read-write') props.table.grantReadWriteData(this.function);
    if (props.tableAccess === 'read') props.table.grantReadData(this.function);
    if (props.tableAccess !== 'none') {
      acknowledge(
        role,
        `AwsSolutions-IAM5[${arnFinding(props.table, '/index/*')}]`,
        "Queries need the table's global secondary indexes; DynamoDB names them table/index/<name>, and the grant covers exactly this table's indexes.",
      );
    }
    props.eventBus?.grantPutEventsTo(this.function);
    if (traced) {
      acknowledge(
        role,
        'AwsSolutions-IAM5[Resource::*]',
        "X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions; Lambda's active tracing needs them on *.",
      );
    }
  }
}
