import { businessMetric } from '@shop-scanner/functions/lib/business-metrics';
import { endpointGroups } from '@shop-scanner/shared/routes';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsDir } from '../lib/paths';
import {
  buildApp,
  buildTemplate,
  logicalIdOf,
  projectFunction,
  resourcesOf,
  single,
  type Resource,
} from './support/build-stack';

const { stack, template } = buildTemplate();
const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm');
const topicId = logicalIdOf(template, 'AWS::SNS::Topic');

/** Alarms on one metric (not metric math) with exactly these dimensions. */
const alarmsOn = (
  namespace: string,
  metricName: string,
  dimensions: Record<string, unknown>,
  among = alarms,
): [string, Resource][] =>
  among.filter(
    ([, a]) =>
      a.Properties.Namespace === namespace &&
      a.Properties.MetricName === metricName &&
      JSON.stringify(a.Properties.Dimensions) ===
        JSON.stringify(Object.entries(dimensions).map(([Name, Value]) => ({ Name, Value }))),
  );

/** The one metric-math alarm whose expression is `expression`. */
const mathAlarm = (expression: string): Resource => {
  const found = alarms.filter(([, a]) =>
    (a.Properties.Metrics ?? []).some(
      (m: { Expression?: string; ReturnData?: boolean }) =>
        m.ReturnData !== false && m.Expression === expression,
    ),
  );
  if (found.length !== 1)
    throw new Error(`Expected one alarm on ${expression}, found ${found.length}`);
  return found[0]![1];
};

/** The metric-math alarm's input metrics, by their id in the expression. */
const inputsOf = (alarm: Resource): Record<string, { MetricName: string; Dimensions: unknown }> =>
  Object.fromEntries(
    (alarm.Properties.Metrics ?? [])
      .filter((m: { MetricStat?: unknown }) => m.MetricStat)
      .map(
        (m: {
          Id: string;
          MetricStat: { Metric: { MetricName: string; Dimensions: unknown } };
        }) => [m.Id, m.MetricStat.Metric],
      ),
  );

/** The dashboard's body as JSON, every CloudFormation reference in it replaced by its JSON. */
const dashboardBody = (t: Template) => {
  const [, dashboard] = single(t, 'AWS::CloudWatch::Dashboard');
  const parts: unknown[] = dashboard.Properties.DashboardBody['Fn::Join'][1];
  const text = parts
    .map((p) => (typeof p === 'string' ? p : JSON.stringify(p).replace(/"/g, "'")))
    .join('');
  return JSON.parse(text) as {
    widgets: {
      properties: {
        title?: string;
        metrics?: unknown[][];
        alarms?: string[];
        sortBy?: string;
        states?: string[];
      };
    }[];
  };
};

describe('the census: every function and every queue has its alarms', () => {
  it('alarms errors and throttles of every AWS::Lambda::Function, CDK helpers included', () => {
    // Prepare
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const helper = functions.find(([id]) => id.startsWith('CustomCDKBucketDeployment'));

    // Assess: each function, by its Ref, has both, with the intended thresholds.
    expect(functions.length).toBeGreaterThan(endpointGroups.length);
    expect(helper).toBeDefined();
    for (const [id] of functions) {
      const errors = alarmsOn('AWS/Lambda', 'Errors', { FunctionName: { Ref: id } });
      const throttles = alarmsOn('AWS/Lambda', 'Throttles', { FunctionName: { Ref: id } });
      expect(errors, id).toHaveLength(1);
      expect(throttles, id).toHaveLength(1);
      expect(errors[0]![1].Properties).toMatchObject({
        Statistic: 'Sum',
        Period: 300,
        Threshold: 3,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
      expect(throttles[0]![1].Properties).toMatchObject({ Statistic: 'Sum', Threshold: 5 });
    }
  });

  it('alarms one message in any SQS queue, billing dead letters first and most urgently', () => {
    // Prepare
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const billingQueueId = queues.find(([id]) => id.startsWith('EventsBillingDeadLetters'))![0];
    const alarmOf = (queueId: string) => {
      const found = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', {
        QueueName: { 'Fn::GetAtt': [queueId, 'QueueName'] },
      });
      expect(found, queueId).toHaveLength(1);
      return found[0]!;
    };

    // Act
    const billing = alarmOf(billingQueueId);
    const namesInOrder = alarms.map(([, a]) => a.Properties.AlarmName as string).sort();

    // Assess
    expect(queues.length).toBeGreaterThanOrEqual(2);
    for (const [id] of queues) {
      expect(alarmOf(id)[1].Properties).toMatchObject({
        Statistic: 'Maximum',
        Period: 60,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    }
    const description: string = billing[1].Properties.AlarmDescription;
    expect(description).toMatch(/^URGENT/);
    expect(description).toContain('may have paid and still be on Free');
    expect(description).toContain('npm run redrive -- billing --stack ShopScanner');
    // Names start with their rank, and the dashboard lists alarms by name: billing's leads.
    expect(namesInOrder[0]).toBe('ShopScanner 1.1 dead letters - billing events');
    expect(billing[1].Properties.AlarmName).toBe(namesInOrder[0]);
    // Alarm names are part of ARNs: no colons or slashes, whatever the construct path holds.
    for (const name of namesInOrder) expect(name).toMatch(/^ShopScanner [\w .-]+$/);
  });

  it('alarms a function and a queue added to the stack after it was built', () => {
    // Prepare: the stack as deployed, then a bare function and queue nobody told Monitoring of.
    const { stack: late } = buildApp({ alarmEmail: 'owner@example.com' });
    new LambdaFunction(late, 'LateFunction', {
      runtime: Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => {};'),
    });
    new Queue(late, 'LateQueue');

    // Act
    const lateTemplate = Template.fromStack(late);
    const lateAlarms = resourcesOf(lateTemplate, 'AWS::CloudWatch::Alarm');
    const functionId = resourcesOf(lateTemplate, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('LateFunction'),
    )![0];
    const queueId = resourcesOf(lateTemplate, 'AWS::SQS::Queue').find(([id]) =>
      id.startsWith('LateQueue'),
    )![0];

    // Assess
    for (const metric of ['Errors', 'Throttles']) {
      expect(
        alarmsOn('AWS/Lambda', metric, { FunctionName: { Ref: functionId } }, lateAlarms),
        metric,
      ).toHaveLength(1);
    }
    expect(
      alarmsOn(
        'AWS/SQS',
        'ApproximateNumberOfMessagesVisible',
        { QueueName: { 'Fn::GetAtt': [queueId, 'QueueName'] } },
        lateAlarms,
      ),
    ).toHaveLength(1);
    // The same template: with alarmEmail the topic has its one e-mail subscription.
    lateTemplate.resourceCountIs('AWS::SNS::Subscription', 1);
    lateTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'owner@example.com',
      TopicArn: { Ref: logicalIdOf(lateTemplate, 'AWS::SNS::Topic') },
    });
  });
});

describe('the API, table and job alarms', () => {
  const apiId = logicalIdOf(template, 'AWS::ApiGatewayV2::Api');

  it("pages on the API's 5xx share, only above a floor of requests", () => {
    // Act
    const alarm = mathAlarm('IF(requests >= 20, FILL(errors, 0) / requests, 0)');

    // Assess
    expect(alarm.Properties).toMatchObject({
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      TreatMissingData: 'notBreaching',
    });
    expect(inputsOf(alarm)).toEqual({
      requests: expect.objectContaining({
        MetricName: 'Count',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      }),
      errors: expect.objectContaining({
        MetricName: '5xx',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      }),
    });
  });

  it("pages on the API's p99 latency over 5 s, only above the same floor", () => {
    // Act
    const alarm = mathAlarm('IF(requests >= 20, latency, 0)');
    const latency = alarm.Properties.Metrics.find((m: { Id: string }) => m.Id === 'latency');

    // Assess
    expect(alarm.Properties).toMatchObject({
      Threshold: 5000,
      EvaluationPeriods: 2,
      TreatMissingData: 'notBreaching',
    });
    expect(latency.MetricStat).toMatchObject({
      Metric: { MetricName: 'Latency', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] },
      Stat: 'p99',
      Period: 300,
    });
  });

  it('pages on DynamoDB throttles and system errors of every operation the functions call', () => {
    // Prepare: the DocumentClient commands the functions' sources send, as DynamoDB operations.
    const operationOf: Record<string, string> = {
      Get: 'GetItem',
      BatchGet: 'BatchGetItem',
      Query: 'Query',
      Scan: 'Scan',
      Put: 'PutItem',
      Update: 'UpdateItem',
      Delete: 'DeleteItem',
      BatchWrite: 'BatchWriteItem',
      TransactWrite: 'TransactWriteItems',
      TransactGet: 'TransactGetItems',
    };
    const called = new Set(
      sourceFiles(join(functionsDir, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bnew (\w+)Command\(/g)]
          .map((m) => operationOf[m[1]!])
          .filter((op): op is string => op !== undefined),
      ),
    );
    const tableId = logicalIdOf(template, 'AWS::DynamoDB::Table');

    for (const metricName of ['ThrottledRequests', 'SystemErrors']) {
      // Act
      const candidates = alarms
        .map(([, a]) => a)
        .filter((a) => Object.values(inputsOf(a)).some((m) => m.MetricName === metricName));
      const inputs = Object.values(inputsOf(candidates[0]!));

      // Assess
      expect(candidates, metricName).toHaveLength(1);
      expect(candidates[0]!.Properties).toMatchObject({
        Threshold: 5,
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
      const alarmed = inputs.map((m) => {
        const dims = m.Dimensions as { Name: string; Value: unknown }[];
        expect(dims).toContainEqual({ Name: 'TableName', Value: { Ref: tableId } });
        return dims.find((d) => d.Name === 'Operation')!.Value;
      });
      expect(called.size).toBeGreaterThan(3);
      expect(alarmed).toEqual(expect.arrayContaining([...called]));
      // Summed with each operation's gaps filled: DynamoDB publishes only the ones that happen.
      const expression = candidates[0]!.Properties.Metrics.find(
        (m: { Expression?: string }) => m.Expression,
      ).Expression;
      expect(expression).toBe(
        Object.keys(inputsOf(candidates[0]!))
          .map((id) => `FILL(${id}, 0)`)
          .join(' + '),
      );
    }
  });

  it.each([
    ['demo-market', 26],
    ['price-drop-job', 2],
  ])('pages when %s has not finished a run in %i hours; silence breaches', (job, hours) => {
    // Prepare
    const [fnId] = projectFunction(template, job);

    // Act
    const alarm = alarms
      .map(([, a]) => a)
      .find((a) =>
        Object.values(inputsOf(a)).some(
          (m) =>
            m.MetricName === 'Invocations' &&
            JSON.stringify(m.Dimensions) ===
              JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnId } }]),
        ),
      );

    // Assess: a failed run does not count as a run, and no data is no run.
    expect(alarm?.Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: hours,
      DatapointsToAlarm: hours,
      TreatMissingData: 'breaching',
    });
    const expression = alarm!.Properties.Metrics.find((m: { Expression?: string }) => m.Expression);
    expect(expression.Expression).toBe('FILL(invocations, 0) - FILL(errors, 0)');
    expect(inputsOf(alarm!).errors).toMatchObject({ MetricName: 'Errors' });
    for (const input of alarm!.Properties.Metrics.filter(
      (m: { MetricStat?: unknown }) => m.MetricStat,
    )) {
      expect(input.MetricStat).toMatchObject({ Period: 3600, Stat: 'Sum' });
    }
  });
});

describe('the alarm topic', () => {
  it('is notified by every alarm, when it fires and when it is over', () => {
    expect(alarms.length).toBeGreaterThan(40);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
  });

  it('is encrypted with a rotated key CloudWatch may use, and refuses plain HTTP', () => {
    // Prepare
    const [keyId, key] = single(template, 'AWS::KMS::Key');
    const [, topicPolicy] = single(template, 'AWS::SNS::TopicPolicy');

    // Assess
    template.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
    });
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.Properties.KeyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
    expect(topicPolicy.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Action: 'sns:Publish',
          Condition: expect.objectContaining({
            StringEquals: { 'aws:SourceAccount': expect.anything() },
          }),
        }),
      ]),
    );
  });

  it('has no subscription without alarmEmail, and synth warns that nobody is paged', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(
      Annotations.fromStack(stack).findWarning(
        '*',
        Match.stringLikeRegexp('No alarmEmail.*-c alarmEmail='),
      ),
    ).toHaveLength(1);
  });

  it('fails the synth on an alarmEmail that is not an address, saying how to set it', () => {
    expect(() => buildApp({ alarmEmail: 'owner at example.com' })).toThrow(
      /alarmEmail "owner at example\.com" is not an e-mail address: set -c alarmEmail=/,
    );
  });
});

describe('the dashboard', () => {
  const body = dashboardBody(template);
  const metricsOf = (title: RegExp) =>
    body.widgets
      .filter((w) => title.test(w.properties.title ?? ''))
      .flatMap((w) => w.properties.metrics ?? []);

  it('draws every business metric, in its namespace, with the service dimension', () => {
    // Act
    const drawn = body.widgets
      .flatMap((w) => w.properties.metrics ?? [])
      .filter((m) => m[0] === 'ShopScanner');

    // Assess
    expect(drawn.map((m) => m[1]).sort()).toEqual(Object.values(businessMetric).sort());
    for (const metric of drawn) expect(metric.slice(2, 4)).toEqual(['service', 'shop-scanner']);
  });

  it("draws each endpoint group's latency, p50 and p99", () => {
    for (const group of endpointGroups) {
      // Prepare
      const [fnId] = projectFunction(template, group);

      // Act
      const metrics = metricsOf(new RegExp(`^/api ${group}$`));

      // Assess
      expect(metrics, group).toHaveLength(2);
      for (const [index, stat] of ['p50', 'p99'].entries()) {
        expect(metrics[index]!.slice(0, 4), group).toEqual([
          'AWS/Lambda',
          'Duration',
          'FunctionName',
          `{'Ref':'${fnId}'}`,
        ]);
        expect(metrics[index]![4], group).toMatchObject({ stat });
      }
    }
  });

  it("draws the API's 4xx and 5xx, the table's consumed capacity and every dead-letter queue", () => {
    const names = (title: RegExp) => metricsOf(title).map((m) => m[1]);
    expect(names(/^API: requests/)).toEqual(['Count', '4xx', '5xx']);
    expect(names(/^DynamoDB: consumed/)).toEqual([
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
    ]);
    expect(metricsOf(/^Dead-letter/)).toHaveLength(resourcesOf(template, 'AWS::SQS::Queue').length);
  });

  it('shows the alarms firing now, then all of them, in name order', () => {
    // Act
    const widgets = body.widgets.filter((w) => w.properties.alarms);

    // Assess: both widgets hold every alarm (CloudWatch draws up to 100 in one).
    expect(widgets.map((w) => w.properties.title)).toEqual(['Firing now', 'All alarms']);
    for (const widget of widgets) {
      expect(widget.properties.alarms, widget.properties.title).toHaveLength(alarms.length);
      expect(widget.properties).toMatchObject({ sortBy: 'default' });
    }
    expect(widgets[0]!.properties).toMatchObject({ states: ['ALARM'] });
  });

  it('is linked from the outputs, with the alarm topic', () => {
    const outputs = template.findOutputs('*');
    expect(outputs.AlarmTopicArn!.Value).toEqual({ Ref: topicId });
    expect(JSON.stringify(outputs.DashboardUrl!.Value)).toMatch(
      /console\.aws\.amazon\.com\/cloudwatch\/home\?region=.*#dashboards:name=/,
    );
    expect(JSON.stringify(outputs.DashboardUrl!.Value)).toContain(
      logicalIdOf(template, 'AWS::CloudWatch::Dashboard'),
    );
  });
});

/** Every TypeScript source under `dir`, tests left out. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
