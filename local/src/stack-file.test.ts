import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning } from './child-processes';
import { claimDataDir, readStackFile, stackFileIn } from './stack-file';

let dataDir: string;
const started: ChildProcess[] = [];

/** A process that idles; `label` ends up in its command line (/proc/<pid>/cmdline). */
const idle = (label: string): ChildProcess => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', label], {
    stdio: 'ignore',
  });
  started.push(child);
  return child;
};

/** The pid of a process that has ended. */
const endedPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
};

const writeRecord = (record: object) => writeFileSync(stackFileIn(dataDir), JSON.stringify(record));

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-stackfile-'));
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('claimDataDir', () => {
  it('refuses a data folder whose stack.json names a live process, touching nothing', async () => {
    // Prepare
    const emulator = idle('cognito-local');
    const record = { pid: process.ppid, children: [emulator.pid], url: 'http://localhost:3000' };
    writeRecord(record);
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toEqual({ kind: 'taken', stack: record });
    expect(JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8'))).toEqual(record);
    expect(isRunning(emulator.pid!)).toBe(true);
  });

  it('stops the emulators a killed stack left behind, and only those', async () => {
    // Prepare: the stack's process is gone, its children are not.
    const dynamodb = idle('DynamoDBLocal.jar');
    const cognito = idle('/repo/local/src/cognito-local-main.mjs');
    const stranger = idle('some-other-program');
    const dynamodbExit = new Promise((resolve) => dynamodb.once('exit', resolve));
    const cognitoExit = new Promise((resolve) => cognito.once('exit', resolve));
    writeRecord({ pid: await endedPid(), children: [dynamodb.pid, cognito.pid, stranger.pid] });
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toEqual({ kind: 'claimed', stoppedLeftovers: [dynamodb.pid, cognito.pid] });
    await Promise.all([dynamodbExit, cognitoExit]);
    expect(isRunning(stranger.pid!)).toBe(true);
    expect(readStackFile(dataDir)).toEqual({ pid: process.pid, children: [] });
  });

  it('claims a fresh folder, and a second claim by another process is refused', async () => {
    // Act
    const first = await claimDataDir(dataDir);
    const second = await claimDataDir(dataDir, process.ppid);
    // Assess
    expect(first).toEqual({ kind: 'claimed', stoppedLeftovers: [] });
    expect(second).toEqual({ kind: 'taken', stack: { pid: process.pid, children: [] } });
  });
});
