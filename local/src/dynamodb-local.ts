/**
 * DynamoDB Local, AWS's own emulator, from the jar in amplify-dynamodb-simulator on Java 17.
 * The jar has no option to choose the interface: it listens on all of them (accepted for a
 * developer machine, see design.md); clients always use 127.0.0.1.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawnChild, waitUntil } from './child-processes';
import { localDynamoDbClient } from './dynamodb-table';
import { dynamoDbEmulatorDir } from './paths';

export interface DynamoDbLocalOptions {
  readonly port: number;
  /** Folder for the database file; ignored with inMemory. */
  readonly dbPath?: string;
  readonly inMemory?: boolean;
  readonly quiet?: boolean;
}

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export const startDynamoDbLocal = async ({
  port,
  dbPath,
  inMemory = false,
  quiet = false,
}: DynamoDbLocalOptions): Promise<DynamoDbLocal> => {
  const storage = inMemory || !dbPath ? ['-inMemory'] : ['-dbPath', path.resolve(dbPath)];
  if (!inMemory && dbPath) mkdirSync(dbPath, { recursive: true });
  const child = spawnChild(
    'java',
    [
      '-Djava.library.path=DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-port',
      String(port),
      ...storage,
      // One database whatever the credentials and region: handlers, tools and tests agree.
      '-sharedDb',
      // There is no network here, and a local emulator has nothing to report.
      '-disableTelemetry',
    ],
    { cwd: dynamoDbEmulatorDir, prefix: 'dynamodb', quiet },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // One attempt per probe: the SDK's own retries would only slow the polling down.
  const client = localDynamoDbClient(endpoint, 1);
  try {
    await waitUntil(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      { child, intervalMs: 100, timeoutMs: 30_000 },
    );
  } catch (error) {
    await child.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, pid: child.pid, stop: child.stop };
};
