/**
 * Runs the benchmarks and prints their figures (record them in bench/RESULTS.md).
 *   npm run bench               all
 *   npm run bench -- startup    one (names: the keys of `benchmarks` below)
 */
import { benchAnalysisPageHeight } from './analysis-page-height';
import { benchAnalyticsIngest } from './analytics-ingest';
import { benchBarcodeLookup } from './barcode-lookup';
import { benchBillingWebhook } from './billing-webhook';
import { benchCostPerShopper } from './cost-per-shopper';
import { benchCrossPlatform } from './cross-platform';
import { benchDecoder } from './decoder';
import { benchDecoderBrowser } from './decoder-browser';
import { benchDecoderPhotos } from './decoder-photos';
import { benchDeletedTokenCheck } from './deleted-token-check';
import { benchDemoMarket } from './demo-market';
import { benchFirstLoad } from './first-load';
import { benchHelpCentre } from './help-centre';
import { benchHelpChat } from './help-chat';
import { benchIdempotentReplay } from './idempotent-replay';
import { benchInputPatterns } from './input-patterns';
import { benchLargePage } from './large-page';
import { benchLighthouse } from './lighthouse';
import { benchOfferFeed } from './offer-feed';
import { benchOfflineReplay } from './offline-replay';
import { benchPageHeight } from './page-height';
import { benchPrices } from './prices';
import { benchPriceWatchJob } from './price-watch-job';
import { benchPriceWatchFanout } from './price-watch-fanout';
import { benchSearch } from './search';
import { benchSeed } from './seed';
import { benchSwRepeatVisit } from './sw-repeat-visit';
import { benchStartup } from './startup';
import { benchStoreAnalysis } from './store-analysis';
import { benchTracerColdStart } from './tracer-cold-start';

const benchmarks: Record<string, () => Promise<string>> = {
  startup: benchStartup,
  'first-load': benchFirstLoad,
  'help-centre': benchHelpCentre,
  'help-chat': benchHelpChat,
  // Its own `npm start` (500 demo products): a repeat visit from the service worker.
  'sw-repeat-visit': benchSwRepeatVisit,
  lighthouse: benchLighthouse,
  'page-height': benchPageHeight,
  decoder: benchDecoder,
  'decoder-browser': benchDecoderBrowser,
  'decoder-photos': benchDecoderPhotos,
  seed: benchSeed,
  search: benchSearch,
  'barcode-lookup': benchBarcodeLookup,
  'billing-webhook': benchBillingWebhook,
  'deleted-token-check': benchDeletedTokenCheck,
  'cross-platform': benchCrossPlatform,
  'store-analysis': benchStoreAnalysis,
  'large-page': benchLargePage,
  'analysis-page-height': benchAnalysisPageHeight,
  'input-patterns': benchInputPatterns,
  prices: benchPrices,
  'price-watch-fanout': benchPriceWatchFanout,
  // It moves one demo price in a hundred: after the benchmarks that read the catalogue as loaded.
  'price-watch-job': benchPriceWatchJob,
  // After the benchmarks that read the catalogue: it moves the demo offers two days on.
  'demo-market': benchDemoMarket,
  'analytics-ingest': benchAnalyticsIngest,
  // On a stack of its own: 500 wishlist adds with keys, replayed, against the same without keys.
  'idempotent-replay': benchIdempotentReplay,
  // On a stack of its own: the app's sync queue replaying 500 wishlist adds over HTTP, twice.
  'offline-replay': benchOfflineReplay,
  // On a throwaway stack of its own (10,000 demo products in memory).
  'offer-feed': benchOfferFeed,
  // On a catalogue of its own (2,000 products), with every DynamoDB call metered.
  'cost-per-shopper': benchCostPerShopper,
  // Bundles two handlers three ways and starts fresh Node processes: no stack of its own.
  'tracer-cold-start': benchTracerColdStart,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(2);
}
for (const name of chosen.length ? chosen : Object.keys(benchmarks)) {
  console.log(`\n## ${name}\n${await benchmarks[name]!()}`);
}
