/**
 * What the Idempotency-Key costs the offline queue's writes, and what a replay of all of them
 * costs: 500 wishlist adds (`POST /api/wishlist/items`, 50 shoppers adding 10 products each)
 * through the real wishlist handler, in process, 10 at a time, as a reconnecting queue sends them.
 *
 * - Baseline: the same 500 adds without keys, for 50 other shoppers, in the same run.
 * - Keyed: the 500 adds with a key each (a claim, the route, the kept answer). Baseline and keyed
 *   adds alternate by rounds of 100, after a warm-up of 100 keyed adds.
 * - Replayed: the 500 keyed adds sent again with their keys (a lost answer, a second tab): each
 *   is answered from its kept answer, marked replayed, without the route running.
 * Every request's status is checked, and the effects are counted in the table afterwards: exactly
 * 500 wishlist items for the keyed shoppers, or the benchmark fails.
 *
 * DynamoDB Local in memory, on a stack of its own. Loopback latencies are far below DynamoDB's
 * over the network, so the ratios are what to keep.
 *
 *   npm run bench -- idempotent-replay
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { forEachConcurrently } from '../functions/src/lib/concurrency';
import { consumerClaims, httpEvent, lambdaContext } from '../functions/test/http-event';
import { aStoreOffer, pricedProductItem } from '../functions/test/support/priced-products';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME, type LocalStack } from '../local/src/local-stack';
import { runIsolated } from './lib/isolated';
import { ratio, seconds, table } from './lib/stats';
import { onThrowawayStack } from './lib/throwaway-stack';
import { wishlistItemCount } from './lib/wishlist-items';

const SHOPPERS = 50;
const PRODUCTS = 10;
const WRITES = SHOPPERS * PRODUCTS;
const CONCURRENCY = 10;
/** Writes per round of the alternating baseline and keyed adds. */
const ROUND = 100;

interface Write {
  readonly claims: Record<string, string>;
  readonly productId: string;
  readonly key: string;
}

const run = async (stack: LocalStack): Promise<string> => {
  // Imported once the stack has set the environment the data modules read at import.
  const { handler } = await import('../functions/src/http/wishlist/handler');
  const documents = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
  );

  const runId = randomUUID().slice(0, 8);
  const productIds = Array.from({ length: PRODUCTS }, (_, n) => `bench-idem-${runId}-${n}`);
  for (const id of productIds) {
    const item = await pricedProductItem(id, [aStoreOffer('Target', 24)]);
    await documents.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
  }

  const writesOf = (group: string): Write[] =>
    Array.from({ length: SHOPPERS }, (_, s) => {
      const sub = `bench-idem-${group}-${runId}-${s}`;
      return { ...consumerClaims, sub, 'cognito:username': sub };
    }).flatMap((claims) =>
      productIds.map((productId) => ({ claims, productId, key: `k-${randomUUID()}` })),
    );

  const send = async (write: Write, withKey: boolean, expectReplay: boolean) => {
    const answer = await handler(
      httpEvent({
        routeKey: 'POST /api/wishlist/items',
        claims: write.claims,
        body: JSON.stringify({ productId: write.productId }),
        ...(withKey ? { headers: { 'idempotency-key': write.key } } : {}),
      }),
      lambdaContext,
    );
    if (answer.statusCode !== 201)
      throw new Error(`The add answered ${answer.statusCode}: ${answer.body ?? ''}`);
    const replayed = answer.headers?.['idempotent-replayed'] === 'true';
    if (replayed !== expectReplay)
      throw new Error(`An add was ${replayed ? '' : 'not '}answered as a replay`);
  };

  const timed = async (writes: readonly Write[], withKey: boolean, expectReplay: boolean) => {
    const started = performance.now();
    await forEachConcurrently(writes, CONCURRENCY, (write) => send(write, withKey, expectReplay));
    return performance.now() - started;
  };

  const itemsOf = (writes: readonly Write[]) =>
    wishlistItemCount(
      documents,
      writes.map((w) => w.claims.sub!),
    );

  // Warm-up: the handler's modules, clients and connections, on shoppers of their own.
  await timed(writesOf('warm').slice(0, 100), true, false);

  // The baseline and the keyed adds alternate by rounds of 100, so a drift of the machine's load
  // (two cores, shared) falls on both alike.
  const plain = writesOf('plain');
  const keyed = writesOf('keyed');
  let baseline = 0;
  let first = 0;
  for (let round = 0; round < WRITES; round += ROUND) {
    baseline += await timed(plain.slice(round, round + ROUND), false, false);
    first += await timed(keyed.slice(round, round + ROUND), true, false);
  }
  const replay = await timed(keyed, true, true);
  const effects = await itemsOf(keyed);
  const plainEffects = await itemsOf(plain);
  if (effects !== WRITES || plainEffects !== WRITES)
    throw new Error(`Expected ${WRITES} wishlist items each; found ${effects} and ${plainEffects}`);

  const perWrite = (ms: number) => `${(ms / WRITES).toFixed(2)} ms`;
  return [
    `${WRITES} wishlist adds (${SHOPPERS} shoppers × ${PRODUCTS} products) through the wishlist handler in process, ${CONCURRENCY} at a time, DynamoDB Local in memory:`,
    '',
    table(
      ['what', 'time', 'per write', 'vs baseline'],
      [
        [
          'baseline: the adds without keys',
          seconds(baseline),
          perWrite(baseline),
          ratio(baseline, baseline),
        ],
        ['the adds with a key each', seconds(first), perWrite(first), ratio(first, baseline)],
        [
          'all of them replayed with their keys',
          seconds(replay),
          perWrite(replay),
          ratio(replay, baseline),
        ],
      ],
    ),
    '',
    `Effects after the keyed adds and their replay: ${effects} wishlist items (exactly ${WRITES} expected); every replay answered 201 from its kept answer, marked Idempotent-Replayed.`,
  ].join('\n');
};

export const measureIdempotentReplay = (): Promise<string> =>
  onThrowawayStack('idempotent-replay', run);

/** In a child of its own: the handler's table client binds to this stack's endpoint. */
export const benchIdempotentReplay = (): Promise<string> =>
  runIsolated('bench/idempotent-replay.ts', 'measureIdempotentReplay');
