/**
 * The child side of runIsolated: `tsx bench/lib/run-export.ts <file> <export>` calls the
 * exported benchmark and writes its report to BENCH_REPORT_FILE.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../local/src/paths';

const [file, exportName] = process.argv.slice(2);
const reportFile = process.env.BENCH_REPORT_FILE;

const main = async (): Promise<void> => {
  if (!file || !exportName || !reportFile) {
    throw new Error('usage: BENCH_REPORT_FILE=... tsx bench/lib/run-export.ts <file> <export>');
  }
  const module = (await import(pathToFileURL(path.join(repoRoot, file)).href)) as Record<
    string,
    unknown
  >;
  const bench = module[exportName];
  if (typeof bench !== 'function') throw new Error(`${file} exports no function ${exportName}`);
  writeFileSync(reportFile, String(await (bench as () => Promise<string>)()));
};

main().then(
  // Servers and emulators the benchmark left running end with the process.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
