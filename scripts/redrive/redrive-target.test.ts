import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { stackRecordFor, writeStackFile } from '../../local/src/stack-file';
import { resolveTarget, TargetNotFound } from './redrive-target';

const cloudFormation = mockClient(CloudFormationClient);
afterEach(() => cloudFormation.reset());

const outputsOf = (entries: Record<string, string>) =>
  Object.entries(entries).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue }));

describe('resolveTarget', () => {
  it("reads a deployed stack's outputs for the queue and the consumer", async () => {
    // Prepare
    cloudFormation.on(DescribeStacksCommand, { StackName: 'ShopScanner' }).resolves({
      Stacks: [
        {
          StackName: 'ShopScanner',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: outputsOf({
            SiteUrl: 'https://d1.cloudfront.net',
            BillingDeadLettersQueueUrl: 'https://sqs.eu-west-1.amazonaws.com/1/Billing',
            BillingEventsFunctionName: 'ShopScanner-EventsBillingEvents-AbC',
            OfferFeedDeadLettersQueueUrl: 'https://sqs.eu-west-1.amazonaws.com/1/OfferFeed',
            OfferFeedChunksFunctionName: 'ShopScanner-EventsOfferFeedChunks-XyZ',
          }),
        },
      ],
    });

    // Act
    const billing = await resolveTarget('billing', {
      kind: 'stack',
      stackName: 'ShopScanner',
      region: 'eu-west-1',
    });
    const offerFeed = await resolveTarget('offer-feed', {
      kind: 'stack',
      stackName: 'ShopScanner',
    });

    // Assess
    expect(billing).toEqual({
      queueUrl: 'https://sqs.eu-west-1.amazonaws.com/1/Billing',
      functionName: 'ShopScanner-EventsBillingEvents-AbC',
      client: { region: 'eu-west-1' },
      from: 'stack ShopScanner',
    });
    expect(offerFeed).toMatchObject({
      queueUrl: 'https://sqs.eu-west-1.amazonaws.com/1/OfferFeed',
      functionName: 'ShopScanner-EventsOfferFeedChunks-XyZ',
    });
  });

  it('names the outputs a stack deployed before the redrive lacks', async () => {
    // Prepare
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'ShopScanner',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: outputsOf({ SiteUrl: 'https://d1.cloudfront.net' }),
        },
      ],
    });

    // Act
    const resolving = resolveTarget('billing', { kind: 'stack', stackName: 'ShopScanner' });

    // Assess
    await expect(resolving).rejects.toBeInstanceOf(TargetNotFound);
    await expect(resolving).rejects.toThrow(
      'The stack ShopScanner has no output BillingDeadLettersQueueUrl or BillingEventsFunctionName',
    );
  });

  it("reads the running local stack's file, with its endpoint and local keys", async () => {
    // Prepare: this process, recorded as the stack of a data folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'redrive-target-'));
    writeStackFile(dataDir, {
      ...stackRecordFor(),
      url: 'http://localhost:4350',
      awsEndpoint: 'http://127.0.0.1:4353',
      outputs: {
        BillingDeadLettersQueueUrl: 'http://127.0.0.1:4353/000000000000/billing',
        BillingEventsFunctionName: 'shop-scanner-billing-events',
      },
    });

    // Act
    const target = await resolveTarget('billing', { kind: 'local', dataDir });

    // Assess
    expect(target).toEqual({
      queueUrl: 'http://127.0.0.1:4353/000000000000/billing',
      functionName: 'shop-scanner-billing-events',
      client: {
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        endpoint: 'http://127.0.0.1:4353',
      },
      from: `the local stack on ${dataDir}`,
    });
  });

  it('says so when no stack runs on the data folder', async () => {
    // Prepare
    const dataDir = mkdtempSync(path.join(tmpdir(), 'redrive-target-'));

    // Act
    const resolving = resolveTarget('billing', { kind: 'local', dataDir });

    // Assess
    await expect(resolving).rejects.toThrow(`no running stack uses ${dataDir}`);
  });
});
