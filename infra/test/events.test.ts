import { endpointGroups } from '@shop-scanner/shared/routes';
import {
  billingEventPattern,
  demoMarketSchedule,
  priceChangedPattern,
  offerFeedChunkPattern,
  priceJobSchedule,
  weeklyDigestSchedule,
  accountDeletionSchedule,
} from '@shop-scanner/functions/entries';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  buildTemplate,
  logicalIdOf,
  projectFunction,
  resourcesOf,
  ruleWithPattern,
  statementsOfRole,
} from './support/build-stack';

const { template } = buildTemplate();
const busId = logicalIdOf(template, 'AWS::Events::EventBus');
const tableId = logicalIdOf(template, 'AWS::DynamoDB::Table');

/** The table actions a project function's role allows. */
const tableActionsOf = (name: string): string[] => {
  const [, fn] = projectFunction(template, name);
  return actionsOf(
    statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]).filter((s) =>
      JSON.stringify(s.Resource).includes(tableId),
    ),
  );
};

describe('the event bus', () => {
  it('is called shop-scanner', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'shop-scanner' });
  });

  it('has exactly three rules: billing events, price changes and offer feed chunks', () => {
    expect(resourcesOf(template, 'AWS::Events::Rule')).toHaveLength(3);
  });

  it('routes billing events, by the shared pattern, to the billing consumer', () => {
    const [, rule] = ruleWithPattern(template, billingEventPattern);
    const [billingId] = projectFunction(template, 'billing-events');

    expect(rule.Properties.EventPattern).toEqual(billingEventPattern);
    expect(rule.Properties.EventBusName).toEqual({ Ref: busId });
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [billingId, 'Arn'] },
        DeadLetterConfig: { Arn: expect.anything() },
        RetryPolicy: expect.anything(),
      }),
    ]);
  });

  it('routes PriceChanged events, by the shared pattern, to the price-changed consumer, which checks watchers', () => {
    // Prepare
    const [, rule] = ruleWithPattern(template, priceChangedPattern);
    const [consumerId, consumer] = projectFunction(template, 'price-changed');

    // Assess: the pattern the local bus applies, on this bus, to that function only, with a
    // dead-letter queue for events that kept failing.
    expect(rule.Properties.EventPattern).toEqual({
      source: ['shop-scanner.prices'],
      'detail-type': ['PriceChanged'],
    });
    expect(rule.Properties.EventBusName).toEqual({ Ref: busId });
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] },
        DeadLetterConfig: { Arn: expect.anything() },
        RetryPolicy: expect.anything(),
      }),
    ]);
    expect(consumer.Properties.DeadLetterConfig).toEqual({ TargetArn: expect.anything() });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [consumerId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
    // It reads the product and its watchers and writes drops, watch states and notices.
    expect(tableActionsOf('price-changed')).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]),
    );
  });

  it('routes offer feed chunks, by the shared pattern, to the offer-feed consumer, which writes prices', () => {
    // Prepare
    const [, rule] = ruleWithPattern(template, offerFeedChunkPattern);
    const [consumerId, consumer] = projectFunction(template, 'offer-feed-chunks');
    const statements = statementsOfRole(template, consumer.Properties.Role['Fn::GetAtt'][0]);

    // Assess: the local bus's pattern, this bus, a dead-letter queue for chunks that kept failing.
    expect(rule.Properties.EventPattern).toEqual({
      source: ['shop-scanner.sellers'],
      'detail-type': ['OfferFeedChunk'],
    });
    expect(rule.Properties.EventBusName).toEqual({ Ref: busId });
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] },
        DeadLetterConfig: { Arn: expect.anything() },
        RetryPolicy: expect.anything(),
      }),
    ]);
    // Its ingests write offers and history, and put PriceChanged events on this bus only.
    expect(statements.filter((s) => actionsOf([s]).includes('events:PutEvents'))).toEqual([
      expect.objectContaining({ Effect: 'Allow', Resource: { 'Fn::GetAtt': [busId, 'Arn'] } }),
    ]);
    expect(tableActionsOf('offer-feed-chunks')).toEqual(
      expect.arrayContaining(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']),
    );
  });

  it('lets every endpoint group publish to this bus only', () => {
    for (const group of endpointGroups) {
      const [, fn] = projectFunction(template, group);
      expect(fn.Properties.Environment.Variables.EVENT_BUS_NAME, group).toEqual({ Ref: busId });
      const putEvents = statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]).filter(
        (s) => actionsOf([s]).includes('events:PutEvents'),
      );
      expect(putEvents, group).toEqual([
        expect.objectContaining({ Effect: 'Allow', Resource: { 'Fn::GetAtt': [busId, 'Arn'] } }),
      ]);
    }
  });
});

describe('the price-drop schedule', () => {
  it('runs the price-drop job on the shared schedule expression', () => {
    const [jobId] = projectFunction(template, 'price-drop-job');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: priceJobSchedule.expression,
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [jobId, 'Arn'] } },
    });
  });
});

describe('the demo-market schedule', () => {
  it('runs the demo market once a day, telling it the day it fired for', () => {
    // Prepare
    const [jobId, job] = projectFunction(template, 'demo-market');
    const [, schedule] = resourcesOf(template, 'AWS::Scheduler::Schedule').find(
      ([, s]) =>
        JSON.stringify(s.Properties.Target.Arn) ===
        JSON.stringify({ 'Fn::GetAtt': [jobId, 'Arn'] }),
    )!;

    // Assess: the shared expression, and the scheduled time as the event's `time`.
    expect(demoMarketSchedule.expression).toMatch(/^cron\(\d+ 0 \* \* \? \*\)$/);
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: demoMarketSchedule.expression,
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 2 } },
    });
    expect(JSON.parse(schedule.Properties.Target.Input as string)).toEqual({
      time: '<aws.scheduler.scheduled-time>',
    });
    // A day over the whole catalogue may take minutes: Lambda's longest timeout.
    expect(job.Properties.Timeout).toBe(900);
  });

  // The demo market's days and the price job's Open Prices import both ingest prices.
  it.each(['demo-market', 'price-drop-job'])(
    'lets %s write the table and put its PriceChanged events on this bus',
    (name) => {
      const [, job] = projectFunction(template, name);
      const statements = statementsOfRole(template, job.Properties.Role['Fn::GetAtt'][0]);

      expect(job.Properties.Environment.Variables.EVENT_BUS_NAME).toEqual({ Ref: busId });
      expect(statements.filter((s) => actionsOf([s]).includes('events:PutEvents'))).toEqual([
        expect.objectContaining({ Effect: 'Allow', Resource: { 'Fn::GetAtt': [busId, 'Arn'] } }),
      ]);
      const tableActions = tableActionsOf(name);
      expect(tableActions).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem']),
      );
      expect(tableActions).toContain('dynamodb:UpdateItem');
    },
  );
});

describe('the weekly-digest schedule', () => {
  it('runs the digest on Monday mornings, telling it the time it fired for', () => {
    // Prepare
    const [jobId, job] = projectFunction(template, 'weekly-digest');

    // Act
    const schedules = resourcesOf(template, 'AWS::Scheduler::Schedule').filter(
      ([, s]) =>
        JSON.stringify(s.Properties.Target.Arn) ===
        JSON.stringify({ 'Fn::GetAtt': [jobId, 'Arn'] }),
    );

    // Assess: the shared expression (Mondays, in the morning, UTC), and the scheduled time as
    // the event's `time`, so a late retry sums up the same week.
    expect(schedules).toHaveLength(1);
    expect(weeklyDigestSchedule.expression).toMatch(/^cron\(0 [\d-]+ \? \* MON \*\)$/);
    expect(schedules[0]![1].Properties).toMatchObject({
      ScheduleExpression: weeklyDigestSchedule.expression,
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 2 } },
    });
    expect(JSON.parse(schedules[0]![1].Properties.Target.Input as string)).toEqual({
      time: '<aws.scheduler.scheduled-time>',
    });
    expect(job.Properties.Timeout).toBe(900);
  });

  it('lets the digest read and write the table (entries, drops, markers)', () => {
    // Act
    const tableActions = tableActionsOf('weekly-digest');

    // Assess
    expect(tableActions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
      ]),
    );
  });
});

describe('the account-deletion schedule', () => {
  it('runs the job on its shared schedule, with the user pool it deletes users from', () => {
    // Prepare
    const [jobId, job] = projectFunction(template, 'account-deletion');
    const poolId = logicalIdOf(template, 'AWS::Cognito::UserPool');

    // Act
    const schedules = resourcesOf(template, 'AWS::Scheduler::Schedule').filter(
      ([, s]) =>
        JSON.stringify(s.Properties.Target.Arn) ===
        JSON.stringify({ 'Fn::GetAtt': [jobId, 'Arn'] }),
    );
    const cognitoActions = actionsOf(
      statementsOfRole(template, job.Properties.Role['Fn::GetAtt'][0]),
    ).filter((a) => a.startsWith('cognito-idp:'));

    // Assess: only the deletion of users, nothing else of the pool.
    expect(schedules).toHaveLength(1);
    expect(schedules[0]![1].Properties).toMatchObject({
      ScheduleExpression: accountDeletionSchedule.expression,
      State: 'ENABLED',
    });
    expect(cognitoActions).toEqual(['cognito-idp:AdminDeleteUser']);
    expect(job.Properties.Environment.Variables.USER_POOL_ID).toEqual({ Ref: poolId });
  });
});
