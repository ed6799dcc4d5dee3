/**
 * The demo market's day over the 25,000-product demo catalogue, in the stack
 * `npm start` runs: `runMarketDay`, what the daily schedule and `npm run job -- demo-market` run,
 * for two days in a row (today, then tomorrow as of its first minutes: the market's clock is a
 * parameter, so the second day is the first one's continuation, as the schedule would run it).
 * Each day lists the demo products, moves every offer the seeded market moves through the one
 * ingest path (PriceChanged details included), then writes the moved products' search cards and
 * publishes the search index built from every card.
 *
 * Against two yardsticks: the schedule's period (24 hours: the day must end well inside it), and
 * a baseline in the same run: a bare GetItem of every demo product with the same concurrency, the
 * floor of any pass that reads each product once.
 *
 *   npm run bench -- demo-market
 */
import type { MarketDayReport } from '@shop-scanner/functions/domain/prices/demo-market/run-market-day';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { bareProductReads } from './lib/product-reads';
import { ratio, seconds, table } from './lib/stats';
import { DAY_MS, MINUTE_MS, utcDayStart } from '@shop-scanner/shared/time';

export const measureDemoMarket = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  const bare = bareProductReads(stack);
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { runMarketDay, DEFAULT_MARKET_CONCURRENCY } =
      await import('../functions/src/domain/prices/demo-market/run-market-day');
    const { marketDayOf } = await import('../functions/src/domain/prices/demo-market/market-day');
    const { listDemoProducts } = await import('../functions/src/data/demo-buckets');
    const { forEachConcurrently } = await import('../functions/src/lib/concurrency');

    const ids = [...(await listDemoProducts()).keys()];
    const bareStarted = performance.now();
    await forEachConcurrently(ids, DEFAULT_MARKET_CONCURRENCY, (id) => bare.getItem(id));
    const bareMs = performance.now() - bareStarted;

    const today = new Date();
    const tomorrow = new Date(utcDayStart(today, 1).getTime() + 5 * MINUTE_MS);
    const rows: string[][] = [];
    for (const now of [today, tomorrow]) {
      const day = marketDayOf(now);
      console.error(`  running the demo market's ${day}...`);
      const report: MarketDayReport = await runMarketDay(day, { now });
      if (!report.ran) throw new Error(`the market did not run ${day}: ${report.reason}`);
      rows.push([
        day,
        report.products.toLocaleString('en-US'),
        report.observations.toLocaleString('en-US'),
        report.changes.toLocaleString('en-US'),
        report.bucketsRewritten.toLocaleString('en-US'),
        seconds(report.ms - report.bucketsMs),
        seconds(report.bucketsMs),
        seconds(report.ms),
        `${((report.ms / DAY_MS) * 100).toFixed(2)} %`,
        ratio(report.ms, bareMs),
      ]);
    }
    return [
      `${CATALOGUE_SIZE.toLocaleString('en-US')}-product demo catalogue, ${DEFAULT_MARKET_CONCURRENCY} products at once.`,
      `Baseline: a bare GetItem of each of the ${ids.length.toLocaleString('en-US')} demo products, ${DEFAULT_MARKET_CONCURRENCY} at once: ${seconds(bareMs)}.`,
      '',
      table(
        [
          'day',
          'products',
          'observations',
          'changes',
          'search items written',
          'moves',
          'search index',
          'day in all',
          'of 24 h',
          'vs baseline',
        ],
        rows,
      ),
    ].join('\n');
  } finally {
    bare.close();
    await close();
  }
};

export const benchDemoMarket = (): Promise<string> =>
  runIsolated('bench/demo-market.ts', 'measureDemoMarket');
