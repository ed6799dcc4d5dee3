import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning } from './child-processes';
import {
  claimDataDir,
  currentBootId,
  identify,
  readStackFile,
  stackFileIn,
  stackRecordFor,
  startTimeFromStat,
  type StackFile,
} from './stack-file';

let dataDir: string;
/** Another stack's data folder (its emulators must survive our reaping). */
let otherDataDir: string;
const started: ChildProcess[] = [];

/** A process that idles; `args` end up in its command line (/proc/<pid>/cmdline). */
const idle = (args: readonly string[], cwd?: string): ChildProcess => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], {
    stdio: 'ignore',
    cwd,
  });
  started.push(child);
  return child;
};

/** Looks like DynamoDB Local on `folder` (our start passes `-dbPath <folder>/dynamodb`). */
const fakeDynamoDb = (folder: string) =>
  idle(['DynamoDBLocal.jar', '-port', '1', '-dbPath', path.join(folder, 'dynamodb'), '-sharedDb']);

/** Looks like cognito-local on `folder` (it runs in `<folder>/cognito`). */
const fakeCognito = (folder: string) => {
  mkdirSync(path.join(folder, 'cognito'), { recursive: true });
  return idle(['/repo/local/src/cognito-local-main.mjs'], path.join(folder, 'cognito'));
};

/** The pid of a process that has ended. */
const endedPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
};

const exitOf = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

const writeRecord = (record: object) => writeFileSync(stackFileIn(dataDir), JSON.stringify(record));

/** The record a stack killed with SIGKILL leaves behind, naming `children`. */
const crashedStack = async (children: readonly ChildProcess[]): Promise<StackFile> => ({
  ...stackRecordFor(await endedPid()),
  children: children.map((c) => identify(c.pid!)),
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-stackfile-'));
  otherDataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-stackfile-other-'));
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
});

describe('startTimeFromStat', () => {
  it('counts the fields after the last parenthesis: the command name may hold spaces and parentheses', () => {
    // Prepare: field 22 is 987654; a split on spaces from the start would land elsewhere.
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    fields[0] = 'S';
    fields[19] = '987654';
    const stat = `4242 (a) b (c d) ${fields.join(' ')}`;
    // Act / Assess
    expect(startTimeFromStat(stat)).toBe('987654');
    expect(startTimeFromStat('garbage')).toBeUndefined();
  });

  it("reads this process's start time from /proc", () => {
    expect(identify(process.pid).startTime).toMatch(/^\d+$/);
  });
});

describe('claimDataDir', () => {
  it('refuses a data folder whose stack.json names a live stack, touching nothing', async () => {
    // Prepare
    const emulator = fakeCognito(dataDir);
    const record = {
      ...stackRecordFor(process.ppid),
      children: [identify(emulator.pid!)],
      url: 'http://localhost:3000',
    };
    writeRecord(record);
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toEqual({ kind: 'taken', stack: record });
    expect(JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8'))).toEqual(record);
    expect(isRunning(emulator.pid!)).toBe(true);
  });

  it.each([
    [
      'the pid now belongs to another process (another start time)',
      () => ({ ...stackRecordFor(process.ppid), startTime: '1' }),
    ],
    [
      'it was written before a reboot (another boot id)',
      () => ({ ...stackRecordFor(process.ppid), bootId: 'a-boot-before-this-one' }),
    ],
    [
      'it was written by an earlier version (a bare pid)',
      () => ({ pid: process.ppid, children: [] }),
    ],
  ])('takes over a stale stack.json naming a live process when %s', async (_case, staleRecord) => {
    // Prepare: the recorded pid runs (it is our parent), but it is not the stack.
    writeRecord(staleRecord());
    // Act
    const before = readStackFile(dataDir);
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(before).toBeUndefined();
    expect(claim).toEqual({
      kind: 'claimed',
      record: stackRecordFor(process.pid),
      stoppedLeftovers: [],
    });
    expect(readStackFile(dataDir)).toEqual(stackRecordFor(process.pid));
    expect(isRunning(process.ppid)).toBe(true);
  });

  it('records the boot and the start time of the stack', async () => {
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    const record = JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8')) as StackFile;
    expect(claim.kind).toBe('claimed');
    expect(record.pid).toBe(process.pid);
    expect(record.bootId).toBe(currentBootId());
    expect(record.bootId).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.startTime).toBe(identify(process.pid).startTime);
  });

  it('stops the emulators a killed stack left behind on this folder, and only those', async () => {
    // Prepare: the stack's process is gone, its children are not.
    const dynamodb = fakeDynamoDb(dataDir);
    const cognito = fakeCognito(dataDir);
    const stranger = idle(['some-other-program']);
    const dynamodbExit = exitOf(dynamodb);
    const cognitoExit = exitOf(cognito);
    writeRecord(await crashedStack([dynamodb, cognito, stranger]));
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toMatchObject({ kind: 'claimed', stoppedLeftovers: [dynamodb.pid, cognito.pid] });
    await Promise.all([dynamodbExit, cognitoExit]);
    expect(isRunning(stranger.pid!)).toBe(true);
    expect(readStackFile(dataDir)).toEqual(stackRecordFor(process.pid));
  });

  it("leaves another data folder's emulators running, even when stack.json names them", async () => {
    // Prepare: pids recorded here that now are another stack's emulators (or the tests').
    const otherDynamoDb = fakeDynamoDb(otherDataDir);
    const otherCognito = fakeCognito(otherDataDir);
    writeRecord(await crashedStack([otherDynamoDb, otherCognito]));
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toMatchObject({ kind: 'claimed', stoppedLeftovers: [] });
    expect(isRunning(otherDynamoDb.pid!)).toBe(true);
    expect(isRunning(otherCognito.pid!)).toBe(true);
  });

  it('leaves a process alone whose start time is not the recorded one (its pid was reused)', async () => {
    // Prepare: processes under recorded pids, even emulator-like ones on this folder, that started
    // after the record was written.
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    started.push(sleeper);
    const lookalike = fakeDynamoDb(dataDir);
    const stale = await crashedStack([]);
    writeRecord({
      ...stale,
      children: [
        { pid: sleeper.pid, startTime: '1' },
        { pid: lookalike.pid, startTime: '1' },
      ],
    });
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toMatchObject({ kind: 'claimed', stoppedLeftovers: [] });
    expect(isRunning(sleeper.pid!)).toBe(true);
    expect(isRunning(lookalike.pid!)).toBe(true);
  });

  it('leaves processes alone that were recorded before a reboot', async () => {
    // Prepare
    const lookalike = fakeDynamoDb(dataDir);
    writeRecord({ ...(await crashedStack([lookalike])), bootId: 'a-boot-before-this-one' });
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toMatchObject({ kind: 'claimed', stoppedLeftovers: [] });
    expect(isRunning(lookalike.pid!)).toBe(true);
  });

  it('waits while another start takes over a stale stack.json, and answers with its record', async () => {
    // Prepare: a stale record, and another start (the parent process here) in its takeover.
    writeRecord(await crashedStack([]));
    const lock = path.join(dataDir, '.stack.json.takeover');
    mkdirSync(lock);
    // Act
    const claim = claimDataDir(dataDir);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeRecord(stackRecordFor(process.ppid));
    rmSync(lock, { recursive: true });
    // Assess: its record, not the stale one it saw, and the record left as the other start put it.
    expect(await claim).toEqual({ kind: 'taken', stack: stackRecordFor(process.ppid) });
    expect(readStackFile(dataDir)).toEqual(stackRecordFor(process.ppid));
  });

  it('clears a takeover lock left by a start that died holding it', async () => {
    // Prepare
    writeRecord(await crashedStack([]));
    const lock = path.join(dataDir, '.stack.json.takeover');
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);
    // Act
    const claim = await claimDataDir(dataDir);
    // Assess
    expect(claim).toMatchObject({ kind: 'claimed', record: stackRecordFor(process.pid) });
    expect(readdirSync(dataDir)).toEqual(['stack.json']);
  });

  it('claims a fresh folder, and a second claim by another process is refused', async () => {
    // Act
    const first = await claimDataDir(dataDir);
    const second = await claimDataDir(dataDir, process.ppid);
    // Assess
    expect(first).toEqual({
      kind: 'claimed',
      record: stackRecordFor(process.pid),
      stoppedLeftovers: [],
    });
    expect(second).toEqual({ kind: 'taken', stack: stackRecordFor(process.pid) });
  });

  it.each([
    ['a fresh folder', async () => {}],
    ['a folder with a stale stack.json', async () => writeRecord(await crashedStack([]))],
  ])('lets exactly one of two racing claims win %s', async (_case, prepare) => {
    // Prepare
    await prepare();
    // Act
    const claims = await Promise.all([
      claimDataDir(dataDir, process.pid),
      claimDataDir(dataDir, process.ppid),
    ]);
    // Assess
    const winners = claims.filter((c) => c.kind === 'claimed');
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.kind === 'claimed' ? winners[0]!.record : undefined;
    expect(claims.find((c) => c.kind === 'taken')).toEqual({ kind: 'taken', stack: winner });
    expect(readStackFile(dataDir)).toEqual(winner);
    expect(readdirSync(dataDir)).toEqual(['stack.json']);
  });
});
