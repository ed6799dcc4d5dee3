/**
 * Price drops as the price-watch engine records them, for the weekly digest's tests: the drop
 * (priceDropItem, in its owner's partition) and one more on the owner's entry of the week
 * (digestEntryUpdate), in one transaction, as every wishlist drop's transaction writes them.
 * Load with `await import` once the test's app has set the environment the data modules read.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../src/lib/dynamodb';
import { digestEntryUpdate } from '../../src/data/weekly-digest-keys';
import { priceDropItem, type PriceDropRecord } from '../../src/data/wishlist-keys';

/** A drop of 10 % at a trusted store; what a test does not name is plain. */
export const aDrop = (
  userId: string,
  detectedAt: string,
  overrides: Partial<PriceDropRecord> = {},
): PriceDropRecord => {
  const id = randomUUID();
  return {
    id,
    userId,
    itemId: `item-${id}`,
    productId: `product-${id}`,
    productName: 'Steel Kettle',
    kind: 'price-drop',
    oldPrice: 30,
    newPrice: 27,
    priceDropPercentage: 10,
    store: 'Target',
    storeTrustScore: 85,
    lowTrust: false,
    detectedAt,
    isRead: false,
    ...overrides,
  };
};

export const recordDrop = async (drop: PriceDropRecord): Promise<void> => {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: priceDropItem(drop),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        digestEntryUpdate(drop.userId, drop.detectedAt),
      ],
    }),
  );
};
