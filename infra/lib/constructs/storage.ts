import {
  globalIndexes,
  keyAttributes,
  keyAttributeTypes,
  ttlAttribute,
} from '@shop-scanner/functions/data/table-definition';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

const attribute = (name: string) => ({
  name,
  type: keyAttributeTypes[name] === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
});

/**
 * The single DynamoDB table, built from functions/src/data/table-definition.ts (the same
 * definition the local stack gives DynamoDB Local), so key names and indexes cannot drift.
 */
export class Storage extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: attribute(keyAttributes.partitionKey),
      sortKey: attribute(keyAttributes.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      // Users' data: neither a stack deletion nor a console slip may drop the table.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        ...(index.projection
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }
          : { projectionType: ProjectionType.ALL }),
      });
    }
  }
}
