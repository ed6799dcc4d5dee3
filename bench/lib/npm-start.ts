/**
 * `npm start`'s program in a child process of its own (its own port and data folder), as a
 * shopper would run it: for the benchmarks that measure the stack from the outside.
 */
import { spawn } from 'node:child_process';
import { repoRoot } from '../../local/src/paths';

const READY = /Shop Scanner is running at (\S+)/;

export interface StartedStack {
  /** The app's address, from its ready line. */
  readonly url: string;
  /** ms from spawning the program to its ready line. */
  readonly readyMs: number;
  /** Stops it as Ctrl-C would (the stack stops its emulators) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly port: number;
  readonly dataDir: string;
  /** DEMO_CATALOGUE_SIZE: up to 500 products load before the ready line (first-start.ts). */
  readonly demoCatalogueSize: number;
  readonly timeoutMs?: number;
}

export const startNpmStart = async ({
  port,
  dataDir,
  demoCatalogueSize,
  timeoutMs = 120_000,
}: StartOptions): Promise<StartedStack> => {
  const started = performance.now();
  // tsx from node_modules/.bin, as `npm start` runs it (the npm script puts Node 24 first on PATH).
  const child = spawn('tsx', ['local/src/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CATALOGUE_SIZE: String(demoCatalogueSize),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the stop signal reaches tsx and the program it runs.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  };
  try {
    const { url, readyMs } = await new Promise<{ url: string; readyMs: number }>(
      (resolve, reject) => {
        let output = '';
        let ready = false;
        // Read to the end either way (a full pipe would stall the stack); kept only until ready.
        const onData = (chunk: Buffer) => {
          if (ready) return;
          output += chunk.toString();
          const line = READY.exec(output);
          if (!line) return;
          ready = true;
          resolve({ url: line[1]!, readyMs: performance.now() - started });
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) =>
          reject(new Error(`stack exited (${code}) before ready:\n${output}`)),
        );
        setTimeout(
          () => reject(new Error(`not ready after ${timeoutMs / 1000} s:\n${output}`)),
          timeoutMs,
        ).unref();
      },
    );
    return { url, readyMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
