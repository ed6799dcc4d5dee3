/**
 * Writes a price drop as the price-drop job writes one: the drop (once: a second put of the same
 * id is refused) and, when it is unread, one more on its owner's unread count, in one
 * transaction. For tests and for trying the drops list by hand before a real price falls.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  counterUpdate,
  priceDropItem,
  statsAttributes,
  statsKey,
  type PriceDropRecord,
} from '@shop-scanner/functions/data/wishlist-keys';

export const writePriceDrop = async (
  client: DynamoDBDocumentClient,
  tableName: string,
  drop: PriceDropRecord,
): Promise<void> => {
  await client.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: priceDropItem(drop),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(drop.isRead
          ? []
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: statsKey(drop.userId),
                  ...counterUpdate({ [statsAttributes.unreadDrops]: 1 }),
                },
              },
            ]),
      ],
    }),
  );
};
