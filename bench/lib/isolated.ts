/**
 * Runs a benchmark in a child process of its own. The catalogue benchmarks need it: the handler
 * modules bind their DynamoDB client to the endpoint in the environment when first imported, so
 * a second local stack in the same process (another benchmark's) would be talked to through the
 * first one's client. The children of one run share a data folder (BENCH_CATALOGUE_DIR), so the
 * 25,000-product catalogue is loaded once, not once per benchmark.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../local/src/paths';

let runDir: string | undefined;

/** This run's scratch folder (removed when the run ends). */
const scratch = (): string => {
  if (!runDir) {
    const created = mkdtempSync(path.join(tmpdir(), 'shop-scanner-bench-catalogue-'));
    runDir = created;
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  return runDir;
};

/** A folder of this run's (removed when the run ends), for a child's data of its own. */
export const runFolder = (name: string): string => path.join(scratch(), name);

export interface IsolatedOptions {
  /** More environment for the child (DEMO_CATALOGUE_SIZE, say). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * The catalogue's data folder, when not the run's shared one: another catalogue size, or a
   * folder kept between runs (the caller's to remove).
   */
  readonly catalogueDir?: string;
}

/** Calls `exportName` of `file` (relative to the repository) in a child and answers its report. */
export const runIsolated = async (
  file: string,
  exportName: string,
  options: IsolatedOptions = {},
): Promise<string> => {
  const dir = scratch();
  const report = path.join(dir, `${exportName}.report.txt`);
  const child = spawn('tsx', ['bench/lib/run-export.ts', file, exportName], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...options.env,
      BENCH_CATALOGUE_DIR: options.catalogueDir ?? path.join(dir, 'catalogue'),
      BENCH_REPORT_FILE: report,
    },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${file} ${exportName} failed (exit ${code})`);
  return readFileSync(report, 'utf8');
};
