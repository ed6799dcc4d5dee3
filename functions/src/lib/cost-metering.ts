/**
 * What one invocation consumes of the pay-per-request services, for the cost benchmark
 * (bench/cost-per-shopper.ts): the DynamoDB read and write units each call of the one document
 * client consumed (DynamoDB reports them when a request asks with ReturnConsumedCapacity), and the
 * events put on the bus.
 *
 * Off unless COST_METERING=1: only then does lib/dynamodb.ts install the middleware, and even then
 * a call is metered only inside `runMetered` (the local Lambda runtime opens one per
 * invocation). AsyncLocalStorage keeps concurrent invocations' counts apart, so a consumer running
 * while a request is in flight never adds to that request's figures.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConsumedCapacity, DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** The middleware's name in the client's stack (tests look for it). */
export const COST_METERING_MIDDLEWARE = 'costMeteringConsumedCapacity';

export interface InvocationUsage {
  readCapacityUnits: number;
  writeCapacityUnits: number;
  dynamoDbCalls: number;
  /**
   * Writes refused by their condition (or transactions cancelled). DynamoDB bills them as
   * writes, but an error carries no ConsumedCapacity, so they are counted apart.
   */
  refusedWrites: number;
  eventsPut: number;
}

export const emptyUsage = (): InvocationUsage => ({
  readCapacityUnits: 0,
  writeCapacityUnits: 0,
  dynamoDbCalls: 0,
  refusedWrites: 0,
  eventsPut: 0,
});

const meters = new AsyncLocalStorage<InvocationUsage>();

/**
 * Runs `work` with `usage` as its meter. The caller keeps the object, so an invocation that
 * failed still reports what it consumed (a failed invocation is billed too).
 */
export const runMetered = <T>(usage: InvocationUsage, work: () => Promise<T>): Promise<T> =>
  meters.run(usage, work);

/** Counts events the running invocation put on the bus (nothing outside a meter). */
export const countEventsPut = (count: number): void => {
  const usage = meters.getStore();
  if (usage) usage.eventsPut += count;
};

/**
 * The operations that consume write units. The document client's commands (PutCommand) and the
 * low-level ones (PutItemCommand) both pass through the client's stack, so both spellings count.
 */
const WRITE_OPERATIONS = new Set([
  'Put',
  'PutItem',
  'Update',
  'UpdateItem',
  'Delete',
  'DeleteItem',
  'BatchWrite',
  'BatchWriteItem',
  'TransactWrite',
  'TransactWriteItems',
]);

export const isWriteOperation = (commandName: string | undefined): boolean =>
  WRITE_OPERATIONS.has((commandName ?? '').replace(/Command$/, ''));

/**
 * Adds the units of one answer. Batch and transaction answers list one entry per table; an entry
 * that splits its units into read and write is taken as split, otherwise its total counts as the
 * operation's kind (a TransactWriteItems' condition checks are billed as writes, as its total says).
 */
export const addConsumedCapacity = (
  usage: InvocationUsage,
  commandName: string | undefined,
  consumed: ConsumedCapacity | readonly ConsumedCapacity[] | undefined,
): void => {
  if (consumed === undefined) return;
  const write = isWriteOperation(commandName);
  for (const entry of Array.isArray(consumed) ? consumed : [consumed as ConsumedCapacity]) {
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      usage.readCapacityUnits += entry.ReadCapacityUnits ?? 0;
      usage.writeCapacityUnits += entry.WriteCapacityUnits ?? 0;
    } else if (write) usage.writeCapacityUnits += entry.CapacityUnits ?? 0;
    else usage.readCapacityUnits += entry.CapacityUnits ?? 0;
  }
};

const REFUSED_WRITE_ERRORS = new Set([
  'ConditionalCheckFailedException',
  'TransactionCanceledException',
]);

/**
 * Installs the metering middleware on a DynamoDB client (a document client made from it shares
 * its stack, so the document commands are metered too). Each metered call asks for TOTAL consumed capacity on a copy of its input, so
 * the caller's command object is left as it was.
 */
export const meterConsumedCapacity = (client: Pick<DynamoDBClient, 'middlewareStack'>): void => {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const usage = meters.getStore();
      if (!usage) return next(args);
      usage.dynamoDbCalls += 1;
      const input = { ...(args.input as object), ReturnConsumedCapacity: 'TOTAL' };
      try {
        const result = await next({ ...args, input });
        const output = result.output as {
          ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[];
        };
        addConsumedCapacity(usage, context.commandName, output.ConsumedCapacity);
        return result;
      } catch (error) {
        if (REFUSED_WRITE_ERRORS.has((error as { name?: string }).name ?? '')) {
          usage.refusedWrites += 1;
        }
        throw error;
      }
    },
    { step: 'initialize', name: COST_METERING_MIDDLEWARE },
  );
};
