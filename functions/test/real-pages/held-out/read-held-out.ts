/**
 * Reads the held-out pages as the corpus tests read theirs (the real safe fetcher on loopback,
 * the product-page reader, the store reader and the scorer) and prints what a shopper would be
 * told, so that a fix to a rule can be seen on the pages it is for. Not a test: these pages are
 * read wrong today.
 *
 *   npx tsx functions/test/real-pages/held-out/read-held-out.ts [file-prefix ...]
 */
import { analyzeSnapshot } from '../../../src/domain/store-analysis/analyze-snapshot';
import { readProductPage } from '../../../src/adapters/store-reading/product-page';
import { readStore } from '../../../src/adapters/store-reading/read-store';
import { startRealPagesServer } from '../real-pages-server';
import { HELD_OUT_FROM } from './held-out-addresses';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const NO_PRICE_EVIDENCE = { competitiveScore: null, marketPosition: null, similarProductsFound: 0 };
const NO_DOMAIN_AGE = async () => ({ registeredAt: null, ageDays: null, note: 'saved page' });

const wanted = process.argv.slice(2);
const answers = Object.entries(HELD_OUT_FROM)
  .filter(([file]) => wanted.length === 0 || wanted.some((prefix) => file.startsWith(prefix)))
  .map(([file, url]) => ({ file: `held-out/${file}`, url }));

const server = await startRealPagesServer(answers);
try {
  for (const { file, url } of answers) {
    const address = server.addressOf(url);
    const reading = await readProductPage(address, { fetcher: server.fetcher });
    const snapshot = await readStore(address, {
      fetcher: server.fetcher,
      domainAge: NO_DOMAIN_AGE,
    });
    const report = analyzeSnapshot(snapshot, NO_PRICE_EVIDENCE, NOW);
    const { name, price, currency } = reading.facts;
    console.log(`\n${file}`);
    console.log(
      `  ${reading.platform} | ${name ?? '(no name)'} | ${price ?? '?'} ${currency ?? ''}`,
    );
    console.log(`  store: ${snapshot.storeName ?? '(none)'}`);
    console.log(
      `  verdict: ${report.verdict} ${report.authenticityScore ?? ''} ${report.productType} ${report.podAnalysis?.storeLevel.classification ?? ''}`,
    );
    for (const point of report.evidence.filter((entry) => entry.points !== 0))
      console.log(`    ${point.rule} ${point.points}: ${point.evidence}`);
  }
} finally {
  await server.close();
}
