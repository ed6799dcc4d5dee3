/**
 * `npm run job -- notification <user id> '<notification JSON>'`: puts one in-app notification
 * for a user of the running stack, as the server writes them (notificationItem, the list
 * `GET /api/notifications` reads), so a developer or an end-to-end test sees its toast without
 * waiting for the event behind it (a price drop on a demo-market day, a Stripe renewal).
 * The notification is checked against its contract first: nothing the app could not receive.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { notificationSchema } from '@shop-scanner/shared/billing';
import type { Log } from './log';

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const runNotificationJob = async (
  userId: string | undefined,
  json: string | undefined,
  log: Log,
): Promise<number> => {
  const parsed = json === undefined ? undefined : notificationSchema.safeParse(readJson(json));
  if (!userId || !parsed?.success) {
    log.error(
      `usage: npm run job -- notification <user id> '<notification JSON>'${parsed?.error ? `\n${parsed.error.message}` : ''}`,
    );
    return 2;
  }
  // Loaded here: they read the running stack's environment, which run-job has just set.
  const { documentClient, tableName } = await import('@shop-scanner/functions/lib/dynamodb');
  const { notificationItem } = await import('@shop-scanner/functions/data/billing-records');
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: notificationItem(userId, parsed.data, new Date()),
    }),
  );
  log.info(`notification ${parsed.data.id} (${parsed.data.event}) put for ${userId}`);
  return 0;
};
