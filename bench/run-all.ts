/**
 * Runs the benchmarks and prints their figures (record them in bench/RESULTS.md).
 *   npm run bench               all
 *   npm run bench -- startup    one (names: startup, landing)
 */
import { benchLandingFirstLoad } from './landing-first-load';
import { benchStartup } from './startup';

const benchmarks: Record<string, () => Promise<string>> = {
  startup: benchStartup,
  landing: benchLandingFirstLoad,
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
