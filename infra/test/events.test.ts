import { endpointGroups } from '@shop-scanner/shared/routes';
import { billingEventPattern, priceJobSchedule } from '@shop-scanner/functions/entries';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  buildTemplate,
  logicalIdOf,
  projectFunction,
  single,
  statementsOfRole,
} from './support/build-stack';

const { template } = buildTemplate();
const busId = logicalIdOf(template, 'AWS::Events::EventBus');

describe('the event bus', () => {
  it('is called shop-scanner', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'shop-scanner' });
  });

  it('routes billing events, by the shared pattern, to the billing consumer', () => {
    const [, rule] = single(template, 'AWS::Events::Rule');
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
