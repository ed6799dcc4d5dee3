/**
 * The demo market's record of the last day it ran: one item, CATALOGUE / MARKET. The local
 * scheduler's timer ticks every hour and the job skips a day already recorded, so a day runs once
 * in the local stack however often the timer fires (and once on AWS, where a retried invocation
 * finds the day done). The record is written when a day has finished, never before: a run cut
 * short is run again, and the day's own rules (market-day.ts) make that do only what is left.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { catalogueKey } from './products';

/** What a finished day did, kept for whoever looks (the local stack's `npm run job`, say). */
export interface MarketRunRecord {
  /** The UTC day, `yyyy-mm-dd`. */
  readonly day: string;
  readonly finishedAt: string;
  readonly products: number;
  readonly observations: number;
  readonly changes: number;
}

/** The last day the market finished; undefined before its first. */
export const lastMarketDay = async (): Promise<string | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: catalogueKey('MARKET'), ConsistentRead: true }),
  );
  return typeof Item?.day === 'string' ? Item.day : undefined;
};

/**
 * Records a finished day. Conditional on no later day being recorded (`yyyy-mm-dd` compares as
 * text), so a late run of an older day never moves the record back; that case is no error.
 */
export const recordMarketDay = async (record: MarketRunRecord): Promise<void> => {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...catalogueKey('MARKET'), entityType: 'DemoMarketRun', ...record },
        ConditionExpression: 'attribute_not_exists(pk) OR #day <= :day',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':day': record.day },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};
