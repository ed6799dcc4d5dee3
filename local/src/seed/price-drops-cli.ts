/**
 * `npm run seed:drops -- '<JSON list of drops>'`: writes price drops (each with its owner's
 * `userId`, as the table keeps them) into the DynamoDB of the stack running on DATA_DIR, as the
 * price-drop job would. The e2e tests prepare a shopper's drops list with it.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { priceDropSchema } from '@shop-scanner/shared/wishlist';
import { localDynamoDbClient } from '../dynamodb-table';
import { createLog } from '../log';
import { readSettings } from '../settings';
import { readStackFile } from '../stack-file';

const log = createLog('seed-drops');

/** The drops as the table keeps them: checked first, so nothing malformed reaches the table. */
const seededDrops = z.array(priceDropSchema.extend({ userId: z.string().min(1) }));

const main = async (): Promise<number> => {
  const drops = seededDrops.parse(JSON.parse(process.argv[2] ?? '[]'));
  const { dataDir } = readSettings();
  const stack = readStackFile(dataDir);
  const endpoint = stack?.env?.DYNAMODB_ENDPOINT;
  const tableName = stack?.env?.TABLE_NAME;
  if (!endpoint || !tableName) {
    log.error(`no running stack on ${dataDir}: start it with \`npm start\` first`);
    return 1;
  }
  // Before the table's modules are imported: they read the environment at import.
  Object.assign(process.env, stack.env);
  const { writePriceDrop } = await import('./price-drops');
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(endpoint));
  try {
    for (const drop of drops) await writePriceDrop(client, tableName, drop);
  } finally {
    client.destroy();
  }
  log.info(`wrote ${drops.length} price drops`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error('seed:drops failed', error);
    process.exit(1);
  },
);
