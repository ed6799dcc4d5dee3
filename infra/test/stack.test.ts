import { cognitoTriggerEntries, eventConsumerEntries } from '@shop-scanner/functions/entries';
import { endpointGroups } from '@shop-scanner/shared/routes';
import { describe, expect, it } from 'vitest';
import { buildTemplate, logicalIdOf, projectFunctions, resourcesOf } from './support/build-stack';

const { template } = buildTemplate();
const functions = projectFunctions(template);

describe('the stack', () => {
  it("outputs the site, API, pool and client, and where Stripe's keys go", () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs).sort()).toEqual(
      [
        'ApiUrl',
        'SiteUrl',
        'StripeSecretArn',
        'UserPoolClientId',
        'UserPoolId',
        'BillingDeadLettersQueueUrl',
        'BillingEventsFunctionName',
        'OfferFeedDeadLettersQueueUrl',
        'OfferFeedChunksFunctionName',
        'PriceChangedDeadLettersQueueUrl',
        'PriceChangedFunctionName',
        'AlarmTopicArn',
        'DashboardUrl',
      ].sort(),
    );
    expect(outputs.StripeSecretArn!.Value).toEqual({
      Ref: expect.stringMatching(/^BillingStripeKeys/),
    });
    expect(outputs.UserPoolId!.Value).toEqual({
      Ref: logicalIdOf(template, 'AWS::Cognito::UserPool'),
    });
    expect(outputs.UserPoolClientId!.Value).toEqual({
      Ref: logicalIdOf(template, 'AWS::Cognito::UserPoolClient'),
    });
    expect(JSON.stringify(outputs.SiteUrl!.Value)).toContain('DomainName');
    expect(JSON.stringify(outputs.ApiUrl!.Value)).toContain('.execute-api.');
  });

  it('names each dead-letter queue and the consumer whose failures it keeps, for the redrive', () => {
    const outputs = template.findOutputs('*');
    const queues = resourcesOf(template, 'AWS::SQS::Queue').map(([id]) => id);
    const refOf = (output: string) => (outputs[output]!.Value as { Ref: string }).Ref;

    expect(refOf('BillingDeadLettersQueueUrl')).toMatch(/^EventsBillingDeadLetters/);
    expect(refOf('OfferFeedDeadLettersQueueUrl')).toMatch(/^EventsOfferFeedDeadLetters/);
    expect(queues).toContain(refOf('BillingDeadLettersQueueUrl'));
    expect(queues).toContain(refOf('OfferFeedDeadLettersQueueUrl'));
    expect(refOf('BillingEventsFunctionName')).toBe(functions.get('billing-events')![0]);
    expect(refOf('OfferFeedChunksFunctionName')).toBe(functions.get('offer-feed-chunks')![0]);
    expect(refOf('PriceChangedDeadLettersQueueUrl')).toMatch(/^EventsPriceChangedDeadLetters/);
    expect(queues).toContain(refOf('PriceChangedDeadLettersQueueUrl'));
    expect(refOf('PriceChangedFunctionName')).toBe(functions.get('price-changed')![0]);
  });

  it('has exactly the project functions: endpoint groups, trigger and consumers', () => {
    const expected = [
      ...endpointGroups,
      'pre-sign-up',
      'billing-events',
      'price-changed',
      'price-drop-job',
      'demo-market',
      'push-retries',
      'weekly-digest',
      'account-deletion',
      'offer-feed-chunks',
    ];
    expect([...functions.keys()].sort()).toEqual(expected.sort());
    // The entries file names as many non-HTTP handlers as the stack deploys.
    expect(
      Object.keys(cognitoTriggerEntries).length + Object.keys(eventConsumerEntries).length,
    ).toBe(9);
  });

  it('gives every function the same defaults: Node 24 arm64, JSON logs, own log group, metrics namespace, no tracing', () => {
    const logGroups = new Map(resourcesOf(template, 'AWS::Logs::LogGroup'));
    for (const [name, [, fn]] of functions) {
      expect(fn.Properties, name).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO' },
        Environment: {
          Variables: {
            POWERTOOLS_SERVICE_NAME: `shop-scanner-${name}`,
            LOG_LEVEL: 'INFO',
            NODE_OPTIONS: '--enable-source-maps',
            POWERTOOLS_METRICS_NAMESPACE: 'ShopScanner',
            // Tracing is off unless the context switches it on (tracing.test.ts).
            POWERTOOLS_TRACE_ENABLED: 'false',
          },
        },
      });
      expect(fn.Properties.TracingConfig, name).toBeUndefined();
      const logGroupId: string = fn.Properties.LoggingConfig.LogGroup.Ref;
      expect(logGroups.get(logGroupId)?.Properties.RetentionInDays, name).toBe(30);
    }
  });

  it('attaches no AWS managed policy to the project functions', () => {
    const roles = new Map(resourcesOf(template, 'AWS::IAM::Role'));
    for (const [name, [, fn]] of functions) {
      const role = roles.get(fn.Properties.Role['Fn::GetAtt'][0]);
      expect(role?.Properties.ManagedPolicyArns, name).toBeUndefined();
    }
  });
});
