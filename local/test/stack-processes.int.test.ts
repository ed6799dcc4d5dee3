/**
 * `npm start`'s processes: one stack per data folder, and no child left running when the
 * stack stops during its first-start web build. These run real processes (tsx), not the app.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning } from '../src/child-processes';
import { repoRoot } from '../src/paths';
import { stackFileIn, stackRecordFor } from '../src/stack-file';
import { fixturesDir } from './stack';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-processes-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the local stack process', () => {
  it('refuses to start on a data folder another live stack uses, and leaves its stack.json', async () => {
    // Prepare: stack.json naming a live process (the test runner).
    const record = { ...stackRecordFor(process.ppid), url: 'http://localhost:3000', env: {} };
    writeFileSync(stackFileIn(dataDir), JSON.stringify(record));
    // Act
    const child = spawn(process.execPath, ['--import', 'tsx', 'local/src/start.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Assess
    expect(code).toBe(1);
    expect(output).toContain(
      `another stack (pid ${process.ppid}, http://localhost:3000) already runs on ${dataDir}`,
    );
    expect(JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8'))).toEqual(record);
  });

  it('stops the whole first-start build (npm, sh, vite) when it is stopped with SIGTERM', async () => {
    // Prepare: a build that has started a grandchild.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(fixturesDir, 'build-then-sigterm.ts')],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor('the grandchild', () => /grandchild (\d+)/.test(output));
    const grandchild = Number(/grandchild (\d+)/.exec(output)?.[1]);
    expect(isRunning(grandchild)).toBe(true);
    // Act
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    // Assess
    await waitFor('the grandchild to end', () => !isRunning(grandchild), 3000);
  });

  it.each([
    ['a fresh folder', () => {}],
    [
      'a folder with a stale stack.json (its stack ran before a reboot)',
      () =>
        writeFileSync(
          stackFileIn(dataDir),
          JSON.stringify({ ...stackRecordFor(process.ppid), bootId: 'an-earlier-boot' }),
        ),
    ],
  ])('lets exactly one of several starts racing for %s win', async (_case, prepare) => {
    // Prepare
    prepare();
    const at = Date.now() + 2500;
    // Act: each claims at the same instant, and the winner stays alive while the others look.
    const racers = Array.from({ length: 4 }, () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', path.join(fixturesDir, 'claim-data-dir.ts'), dataDir, String(at)],
        { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
      ),
    );
    try {
      const outcomes = await Promise.all(
        racers.map(
          (racer) =>
            new Promise<{ pid: number; kind: string }>((resolve, reject) => {
              let output = '';
              racer.stdout.on('data', (chunk: Buffer) => {
                output += chunk.toString();
                if (output.includes('\n'))
                  resolve(JSON.parse(output) as { pid: number; kind: string });
              });
              racer.once('exit', (code) => reject(new Error(`racer exited (${code}): ${output}`)));
            }),
        ),
      );
      // Assess
      const winners = outcomes.filter((o) => o.kind === 'claimed');
      expect(winners).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'taken')).toHaveLength(3);
      const record = JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8')) as { pid: number };
      expect(record.pid).toBe(winners[0]!.pid);
    } finally {
      for (const racer of racers) racer.kill('SIGKILL');
    }
  });
});
