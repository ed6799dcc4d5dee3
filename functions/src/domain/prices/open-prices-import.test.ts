import { describe, expect, it, vi } from 'vitest';
import type { PriceObservation } from '@shop-scanner/shared/prices';
import type { OpenPrice, OpenPricesAnswer } from '../../lib/open-prices';

// The data modules read the environment at import; nothing here reaches a table or the network.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.OPEN_PRICES_BASE_URL = '';
});

const { importOpenPrices, MAX_UNREACHED_IN_A_ROW } = await import('./open-prices-import');
const { NotFound } = await import('../../lib/errors');

const NOW = new Date('2025-06-15T18:00:00Z');
const BASE = 'http://open-prices.test';

const shelfPrice = (store: string, date: string, id = 1): OpenPrice => ({
  id,
  store,
  price: 3.49,
  currency: 'USD',
  date,
});
const found = (...prices: OpenPrice[]): OpenPricesAnswer => ({ reached: true, prices });
const unknown: OpenPricesAnswer = { reached: true, prices: [] };
const unreached: OpenPricesAnswer = { reached: false, prices: [] };

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, barcode: `code${i}` }));

/** An import with every dependency in the test's hands; answers by barcode. */
const run = (
  answers: Readonly<Record<string, OpenPricesAnswer>>,
  overrides: Parameters<typeof importOpenPrices>[0] = {},
) => {
  const lookup = vi.fn(async (barcode: string) => answers[barcode] ?? unknown);
  const ingest = vi.fn(async (_o: PriceObservation, _now: Date) => ({
    effect: 'changed' as const,
  }));
  const candidates = vi.fn(async () => products(Object.keys(answers).length));
  const summary = importOpenPrices({
    now: NOW,
    baseUrl: BASE,
    candidates,
    lookup,
    ingest,
    currentStores: async () => [],
    ...overrides,
  });
  return { summary, lookup, ingest, candidates };
};

describe('importOpenPrices', () => {
  it('ingests the prices found, product by product, and sums the run up', async () => {
    const { summary, ingest } = run({
      code0: found(shelfPrice('Safeway', '2025-06-01', 1), shelfPrice('Safeway', '2025-06-10', 2)),
      code1: unknown,
      code2: found(shelfPrice('Kroger', '2025-06-05')),
    });

    expect(await summary).toEqual({
      enabled: true,
      products: 3,
      asked: 3,
      withPrices: 2,
      observations: 3,
      changed: 3,
      failed: 0,
    });
    expect(ingest.mock.calls.map(([o, now]) => [o.productId, o.store, o.observedAt, now])).toEqual([
      ['p0', 'Safeway', '2025-06-01T00:00:00.000Z', NOW],
      ['p0', 'Safeway', '2025-06-10T00:00:00.000Z', NOW],
      ['p2', 'Kroger', '2025-06-05T00:00:00.000Z', NOW],
    ]);
  });

  it('counts as changed only what changed an offer (a second run: stale and duplicates)', async () => {
    const effects = ['stale', 'duplicate'] as const;
    let call = 0;
    const { summary } = run(
      {
        code0: found(
          shelfPrice('Safeway', '2025-06-01', 1),
          shelfPrice('Safeway', '2025-06-10', 2),
        ),
      },
      { ingest: async () => ({ effect: effects[call++]! }) },
    );

    expect(await summary).toMatchObject({ observations: 2, changed: 0, failed: 0 });
  });

  it('is off when the base URL is empty: no product is read, nothing asked', async () => {
    const { summary, lookup, candidates } = run({ code0: unknown }, { baseUrl: null });

    expect(await summary).toMatchObject({ enabled: false, products: 0, asked: 0 });
    expect(candidates).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('stops asking when Open Prices is not reached twice in a row (offline)', async () => {
    const { summary, lookup } = run({
      code0: unreached,
      code1: found(shelfPrice('Safeway', '2025-06-10')),
      code2: unreached,
      code3: unreached,
      code4: found(shelfPrice('Kroger', '2025-06-10')),
    });

    expect(MAX_UNREACHED_IN_A_ROW).toBe(2);
    expect(await summary).toMatchObject({ asked: 4, withPrices: 1, stopped: 'unreached' });
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('starts no lookup once the run budget is spent', async () => {
    // Each lookup takes 3 s on this clock: the third would start after the 5 s budget.
    let ms = 0;
    const { summary } = run(
      { code0: unknown, code1: unknown, code2: unknown },
      {
        budgetMs: 5000,
        clock: () => ms,
        lookup: async () => {
          ms += 3000;
          return unknown;
        },
      },
    );

    expect(await summary).toMatchObject({ products: 3, asked: 2, stopped: 'budget' });
  });

  it('goes on after an observation fails; a product gone meanwhile ends its observations', async () => {
    const ingest = vi.fn(async (o: PriceObservation) => {
      if (o.productId === 'p0') throw new NotFound();
      if (o.store === 'Kroger') throw new Error('throttled');
      return { effect: 'changed' as const };
    });
    const { summary } = run(
      {
        code0: found(
          shelfPrice('Safeway', '2025-06-01', 1),
          shelfPrice('Safeway', '2025-06-10', 2),
        ),
        code1: found(shelfPrice('Kroger', '2025-06-01'), shelfPrice('Safeway', '2025-06-10')),
      },
      { ingest },
    );

    expect(await summary).toMatchObject({ observations: 1, changed: 1, failed: 2 });
    expect(ingest).toHaveBeenCalledTimes(3);
  });

  it('never throws: a table that cannot be read is a failed run, not an error', async () => {
    const { summary } = run(
      { code0: found(shelfPrice('Safeway', '2025-06-10')) },
      {
        candidates: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    );
    const skipped = run(
      { code0: found(shelfPrice('Safeway', '2025-06-10')) },
      {
        currentStores: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    );

    expect(await summary).toMatchObject({ enabled: true, products: 0, failed: 1 });
    expect(await skipped.summary).toMatchObject({ asked: 1, observations: 0, failed: 1 });
  });

  it('skips a product that is gone before its prices are planned', async () => {
    const { summary, ingest } = run(
      { code0: found(shelfPrice('Safeway', '2025-06-10')) },
      { currentStores: async () => undefined },
    );

    expect(await summary).toMatchObject({ withPrices: 1, observations: 0, failed: 0 });
    expect(ingest).not.toHaveBeenCalled();
  });
});
