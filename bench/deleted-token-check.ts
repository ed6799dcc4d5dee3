/**
 * What refusing deleted accounts' tokens costs a signed-in request: the handler adapter reads the
 * account's deletion marker (one eventually consistent GetItem of its key only) before the rate
 * count and the route, on every signed-in request.
 *
 * The same request, `GET /auth/me` of an existing shopper (the adapter's edge check, the rate
 * count's conditional update, the profile's and the subscription's consistent GetItems), through
 * two handlers built from the same routes and rate guard in the same process: one with the real
 * check, one whose check answers "not deleted" without reading. Samples alternate between the two
 * (A, B, A, B...), so a drift of the machine's load falls on both alike. Also timed: the marker's
 * read alone, and a deleted account's request once its answer is remembered (the per-instance
 * cache: no read at all). Baseline: the request without the check, measured in the same run.
 *
 * DynamoDB Local in memory, on a stack of its own, handlers logging at INFO as under `npm start`.
 * Loopback latencies are far below DynamoDB's over the network (a GetItem there takes a few ms),
 * so the ratio here is what to keep: one read more among the request's three table calls.
 *
 *   npm run bench -- deleted-token-check
 */
import type { LocalStack } from '../local/src/local-stack';
import { businessClaims, httpEvent, lambdaContext } from '../functions/test/http-event';
import { onThrowawayStack } from './lib/throwaway-stack';
import { runIsolated } from './lib/isolated';
import { latencyRow, median, table, timeEach } from './lib/stats';

/** Samples of each variant, after the warm-up; spread over shoppers to stay under their rate. */
const SAMPLES = 400;
const WARM_UP = 40;
const SHOPPERS = 8;

const run = async (_stack: LocalStack): Promise<string> => {
  // Imported once the stack has set the environment the data modules read at import.
  const { createGroupHandler } = await import('../functions/src/lib/http/group-handler');
  const { authRoutes } = await import('../functions/src/http/auth/routes');
  const { limitRequestRate } = await import('../functions/src/domain/usage/request-rate');
  const { accountDeletionExists, recordAccountDeletion } =
    await import('../functions/src/data/account-deletions');
  const { deletedAccountCache } =
    await import('../functions/src/domain/account-data/deleted-account-cache');
  const { createUserIfAbsent } = await import('../functions/src/data/users');

  const withoutCheck = createGroupHandler('auth', authRoutes, {
    rateGuard: limitRequestRate,
    deletedAccountGuard: async () => false,
  });
  const withCheck = createGroupHandler('auth', authRoutes, {
    rateGuard: limitRequestRate,
    deletedAccountGuard: deletedAccountCache(accountDeletionExists),
  });

  const now = new Date();
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, n) => {
      const id = `bench-shopper-${n}-${now.getTime()}`;
      await createUserIfAbsent(
        {
          id,
          name: `Shopper ${n}`,
          email: `shopper${n}@example.com`,
          type: 'consumer',
          plan: 'free',
        },
        now,
      );
      return {
        ...businessClaims,
        sub: id,
        'cognito:username': id,
        'custom:accountType': 'consumer',
      };
    }),
  );
  const deleted = { ...shoppers[0]!, sub: `bench-deleted-${now.getTime()}` };
  await recordAccountDeletion({
    userId: deleted.sub,
    username: deleted.sub,
    requestedAt: now.toISOString(),
    remaining: [],
  });

  const request = async (
    handler: typeof withCheck,
    claims: Record<string, string>,
    expected: number,
  ) => {
    const answer = await handler(httpEvent({ routeKey: 'GET /auth/me', claims }), lambdaContext);
    if (answer.statusCode !== expected)
      throw new Error(`GET /auth/me answered ${answer.statusCode}: ${answer.body ?? ''}`);
  };

  for (let n = 0; n < WARM_UP; n += 1) {
    await request(withoutCheck, shoppers[n % SHOPPERS]!, 200);
    await request(withCheck, shoppers[n % SHOPPERS]!, 200);
  }
  const baseline: number[] = [];
  const checked: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const claims = shoppers[n % SHOPPERS]!;
    const [a] = await timeEach([claims], (c) => request(withoutCheck, c, 200));
    const [b] = await timeEach([claims], (c) => request(withCheck, c, 200));
    baseline.push(a!);
    checked.push(b!);
  }
  const markerRead = await timeEach(
    Array.from({ length: SAMPLES }, (_, n) => shoppers[n % SHOPPERS]!.sub),
    async (userId) => {
      await accountDeletionExists(userId);
    },
  );
  // The first refusal reads the marker; every later one is answered from the instance's memory.
  await request(withCheck, deleted, 401);
  const refusedFromMemory = await timeEach(
    Array.from({ length: SAMPLES }, () => deleted),
    (claims) => request(withCheck, claims, 401),
  );

  const base = median(baseline);
  const extra = median(checked) - base;
  return [
    `GET /auth/me in-process on DynamoDB Local, ${SAMPLES} samples each (alternating), ${SHOPPERS} shoppers:`,
    '',
    table(
      ['what', 'median', 'p95', 'vs baseline'],
      [
        latencyRow('baseline: the request without the check', baseline, base),
        latencyRow('the request with the check (marker read)', checked, base),
        latencyRow("the marker's read alone (GetItem, key only)", markerRead, base),
        latencyRow("a deleted account's request, its answer remembered", refusedFromMemory, base),
      ],
    ),
    '',
    `The check adds ${extra.toFixed(2)} ms to the median request (${((extra / base) * 100).toFixed(1)} %).`,
  ].join('\n');
};

export const measureDeletedTokenCheck = (): Promise<string> =>
  onThrowawayStack('deleted-token-check', run);

/** In a child of its own: the handlers' table client binds to this stack's endpoint. */
export const benchDeletedTokenCheck = (): Promise<string> =>
  runIsolated('bench/deleted-token-check.ts', 'measureDeletedTokenCheck');
