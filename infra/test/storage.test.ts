import {
  globalIndexes,
  keyAttributes,
  ttlAttribute,
} from '@shop-scanner/functions/data/table-definition';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  buildTemplate,
  projectFunction,
  projectFunctions,
  resourcesOf,
  single,
  statementsOfRole,
} from './support/build-stack';

const { template } = buildTemplate();
const [tableId, table] = single(template, 'AWS::DynamoDB::Table');

describe('the single table', () => {
  it('is the only table, keyed as the shared table definition says', () => {
    expect(resourcesOf(template, 'AWS::DynamoDB::Table')).toHaveLength(1);
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: keyAttributes.partitionKey, KeyType: 'HASH' },
      { AttributeName: keyAttributes.sortKey, KeyType: 'RANGE' },
    ]);
  });

  it('has exactly the shared global indexes, each with its projection', () => {
    const indexes = table.Properties.GlobalSecondaryIndexes;
    expect(indexes).toEqual(
      globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: index.projection
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] }
          : { ProjectionType: 'ALL' },
      })),
    );
    // The catalogue's list indexes copy only what a product card shows, never whole products.
    const byCategory = (indexes as { IndexName: string; Projection: unknown }[]).find(
      (i) => i.IndexName === 'byCategory',
    );
    expect(byCategory?.Projection).toMatchObject({ ProjectionType: 'INCLUDE' });
  });

  it("has the price-drop job's index from a product to its watching wishlist items", () => {
    // Prepare
    const indexes = table.Properties.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }[];

    // Act
    const watchers = indexes.find((i) => i.IndexName === 'byWatchedProduct');

    // Assess: its own key attributes (every wishlist item carries them), and only what the job
    // reads of an item (never its notes and tags).
    expect(watchers).toEqual({
      IndexName: 'byWatchedProduct',
      KeySchema: [
        { AttributeName: 'gsi4pk', KeyType: 'HASH' },
        { AttributeName: 'gsi4sk', KeyType: 'RANGE' },
      ],
      Projection: {
        ProjectionType: 'INCLUDE',
        NonKeyAttributes: [
          'id',
          'userId',
          'productId',
          'priority',
          'priceWhenAdded',
          'targetPrice',
          'priceAlertEnabled',
          'product',
          'watchState',
          'awaitingStock',
          'version',
        ],
      },
    });
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([
        { AttributeName: 'gsi4pk', AttributeType: 'S' },
        { AttributeName: 'gsi4sk', AttributeType: 'S' },
      ]),
    );
  });

  it('is on-demand, encrypted, recoverable, protected, retained, with TTL', () => {
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('gives every function its name and data access only, never table administration', () => {
    for (const [name, [, fn]] of projectFunctions(template)) {
      expect(fn.Properties.Environment.Variables.TABLE_NAME, name).toEqual({ Ref: tableId });
      const dynamoActions = actionsOf(
        statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]),
      ).filter((a) => a.startsWith('dynamodb:'));
      expect(dynamoActions, name).not.toContain('dynamodb:*');
      for (const admin of ['CreateTable', 'DeleteTable', 'UpdateTable', 'UpdateTimeToLive']) {
        expect(dynamoActions, name).not.toContain(`dynamodb:${admin}`);
      }
    }
  });

  it('keeps the read-only dashboard and the sign-up trigger from writing', () => {
    const actionsOfFunction = (name: string) => {
      const [, fn] = projectFunction(template, name);
      return actionsOf(statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]));
    };
    expect(actionsOfFunction('dashboard')).toContain('dynamodb:Query');
    expect(actionsOfFunction('dashboard')).not.toContain('dynamodb:PutItem');
    expect(actionsOfFunction('pre-sign-up').filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    expect(actionsOfFunction('wishlist')).toContain('dynamodb:PutItem');
    // The business's store and feeds are written by their own group, not the dashboard's.
    expect(actionsOfFunction('sellers')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchGetItem']),
    );
  });
});
