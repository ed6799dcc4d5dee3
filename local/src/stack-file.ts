/**
 * `$DATA_DIR/stack.json`: which process runs the stack on this data folder, its emulators and,
 * once it is ready, how tools (run-job, seed scripts) reach it. One stack per data folder:
 * two would run two DynamoDB Local and two cognito-local on the same files.
 *
 * A pid alone does not name a process for long: after a reboot (or a container restart) pids
 * are handed out again from the bottom, so the pid in a stale stack.json may well be a live,
 * unrelated process. Each process is therefore recorded with the boot it ran in and its start
 * time (/proc, Linux); a record is live only if both still match. Without /proc (macOS) there
 * is only the pid to go by.
 */
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isRunning } from './child-processes';

/** A process as recorded: `startTime` (clock ticks after boot) is missing without /proc. */
export interface RecordedProcess {
  readonly pid: number;
  readonly startTime?: string;
}

export interface StackFile extends RecordedProcess {
  /** The boot the processes ran in (/proc/sys/kernel/random/boot_id); missing without /proc. */
  readonly bootId?: string;
  /** The child processes (emulators): a start after a crash stops the ones left behind. */
  readonly children: readonly RecordedProcess[];
  /** Set once the stack answers. */
  readonly url?: string;
  readonly env?: Record<string, string>;
  /** The local AWS services endpoint (Lambda Invoke, SQS, EventBridge) for ops commands. */
  readonly awsEndpoint?: string;
  /** The stack outputs as CloudFormation names them (the dead-letter queues and consumers). */
  readonly outputs?: Record<string, string>;
}

export const stackFileIn = (dataDir: string): string => path.join(dataDir, 'stack.json');

const readOrUndefined = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** This boot's id, or undefined without /proc. */
export const currentBootId = (): string | undefined =>
  readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim() || undefined;

/**
 * Field 22 (starttime) of a `/proc/<pid>/stat` line. Field 2 is the command name in parentheses,
 * which may itself hold spaces and parentheses: the fields are counted after the last ')'.
 */
export const startTimeFromStat = (stat: string): string | undefined => {
  const end = stat.lastIndexOf(')');
  if (end < 0) return undefined;
  // After ") " come fields 3 (state), 4 (ppid)... so field 22 is the 20th.
  const value = stat
    .slice(end + 2)
    .split(' ')
    .filter((f) => f !== '')[19];
  return value && /^\d+$/.test(value) ? value : undefined;
};

/** When `pid` started (clock ticks after boot), or undefined if it is gone or there is no /proc. */
export const startTimeOf = (pid: number): string | undefined => {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : startTimeFromStat(stat);
};

/** `pid` with what identifies it on this boot (nothing more without /proc). */
export const identify = (pid: number): RecordedProcess => {
  const startTime = startTimeOf(pid);
  return startTime === undefined ? { pid } : { pid, startTime };
};

/** Whether /proc tells processes apart here (probed on this process, which surely runs). */
const procAvailable = (): boolean => startTimeOf(process.pid) !== undefined;

/**
 * Whether the recorded process still runs: the same pid, in the same boot, started at the same
 * time. Without /proc, whether the pid runs (pids may have been reused: nothing better there).
 */
export const isRecordedProcessRunning = (
  recorded: RecordedProcess,
  bootId: string | undefined,
): boolean => {
  if (!isRunning(recorded.pid)) return false;
  if (!procAvailable()) return true;
  return (
    bootId === currentBootId() &&
    recorded.startTime !== undefined &&
    startTimeOf(recorded.pid) === recorded.startTime
  );
};

/** Whether the stack the record names is still running. */
export const isLive = (stack: StackFile): boolean => isRecordedProcessRunning(stack, stack.bootId);

/** The record for `pid` (this process by default) as the stack of a data folder. */
export const stackRecordFor = (pid = process.pid): StackFile => {
  const bootId = currentBootId();
  return { ...identify(pid), ...(bootId ? { bootId } : {}), children: [] };
};

const serialize = (stack: StackFile): string => `${JSON.stringify(stack, null, 2)}\n`;

/** A file of its own next to stack.json, for an atomic rename or link into place. */
const writeTemporary = (dataDir: string, stack: StackFile): string => {
  const file = path.join(
    dataDir,
    `.stack.json.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  writeFileSync(file, serialize(stack), { flag: 'wx' });
  return file;
};

const removeQuietly = (file: string): void => {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
};

/**
 * Replaces the record, atomically (readers never see half a file). For the stack that claimed
 * the folder (claimDataDir), to add its children, address and environment.
 */
export const writeStackFile = (dataDir: string, stack: StackFile): void => {
  const temporary = writeTemporary(dataDir, stack);
  try {
    renameSync(temporary, stackFileIn(dataDir));
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
};

const parseRecord = (text: string): StackFile | undefined => {
  try {
    const stack = JSON.parse(text) as Partial<Record<keyof StackFile, unknown>>;
    if (typeof stack.pid !== 'number') return undefined;
    // Records of earlier versions list bare pids: nothing proves those are still ours.
    const children = (Array.isArray(stack.children) ? (stack.children as unknown[]) : []).map(
      (c): RecordedProcess => (typeof c === 'number' ? { pid: c } : (c as RecordedProcess)),
    );
    return { ...(stack as Partial<StackFile>), pid: stack.pid, children } as StackFile;
  } catch {
    return undefined;
  }
};

/** The file as it is now: its text, its inode (which names one claim) and what it says. */
interface OnDisk {
  readonly text: string;
  readonly inode: number;
  readonly stack: StackFile | undefined;
}

const onDisk = (dataDir: string): OnDisk | undefined => {
  try {
    const file = stackFileIn(dataDir);
    const { ino } = statSync(file);
    const text = readFileSync(file, 'utf8');
    return { text, inode: ino, stack: parseRecord(text) };
  } catch {
    return undefined;
  }
};

/** The running stack's file, or undefined when no stack runs on this data folder. */
export const readStackFile = (dataDir: string): StackFile | undefined => {
  const stack = onDisk(dataDir)?.stack;
  return stack && isLive(stack) ? stack : undefined;
};

/**
 * Removes stack.json only if it is still `seen` (same inode, same text): never a record another
 * start has put there since. Answers whether it removed it.
 */
const removeIfUnchanged = (dataDir: string, seen: OnDisk): boolean => {
  const now = onDisk(dataDir);
  if (!now || now.inode !== seen.inode || now.text !== seen.text) return false;
  removeQuietly(stackFileIn(dataDir));
  return true;
};

/** Removes the data folder's stack.json if it is still `owner`'s (on shutdown). */
export const releaseDataDir = (dataDir: string, owner: StackFile): void => {
  const seen = onDisk(dataDir);
  if (
    seen?.stack?.pid === owner.pid &&
    seen.stack.startTime === owner.startTime &&
    seen.stack.bootId === owner.bootId
  ) {
    removeIfUnchanged(dataDir, seen);
  }
};

/** The command lines of the emulators we start (cognito-local-main.mjs included). */
const emulatorCommand = /DynamoDBLocal\.jar|cognito-local/;

const realOrResolved = (file: string): string => {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

const isInside = (file: string, folder: string): boolean => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Whether `pid` is one of the emulators of the stack on `dataDir`: DynamoDB Local with its
 * `-dbPath` in the folder, or cognito-local working in it. Other data folders' emulators (another
 * stack, the integration tests') do not qualify, nor does an in-memory DynamoDB Local.
 * Needs /proc (Linux); elsewhere nothing qualifies, so nothing is ever killed.
 */
export const isEmulatorOf = (pid: number, dataDir: string): boolean => {
  const commandLine = readOrUndefined(`/proc/${pid}/cmdline`);
  if (commandLine === undefined || !emulatorCommand.test(commandLine)) return false;
  const folder = realOrResolved(dataDir);
  const args = commandLine.split('\0');
  if (args.some((a) => /DynamoDBLocal\.jar/.test(a))) {
    const flag = args.indexOf('-dbPath');
    const dbPath = flag >= 0 ? args[flag + 1] : undefined;
    return dbPath !== undefined && dbPath !== '' && isInside(realOrResolved(dbPath), folder);
  }
  try {
    return isInside(readlinkSync(`/proc/${pid}/cwd`), folder);
  } catch {
    return false;
  }
};

/**
 * Stops the emulators an ended stack left running; answers the pids it stopped. Each must still
 * be the very process recorded (boot and start time) and an emulator of this data folder: a
 * recorded pid may since have gone to any other process, which must not be killed.
 */
const stopLeftovers = async (dataDir: string, stale: StackFile): Promise<number[]> => {
  const leftovers = stale.children
    .filter(
      (child) =>
        procAvailable() &&
        isRecordedProcessRunning(child, stale.bootId) &&
        isEmulatorOf(child.pid, dataDir),
    )
    .map((child) => child.pid);
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  // Until they are gone: their ports and files (DynamoDB's database) must be free for ours.
  const deadline = Date.now() + 5000;
  while (leftovers.some((pid) => isRunning(pid)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return leftovers;
};

export type DataDirClaim =
  | {
      readonly kind: 'claimed';
      /** What stack.json now says: the claimer updates it (writeStackFile) as it starts. */
      readonly record: StackFile;
      readonly stoppedLeftovers: readonly number[];
    }
  | { readonly kind: 'taken'; readonly stack: StackFile };

/** Puts `temporary` in place as stack.json unless a record is there (link fails on EEXIST). */
const linkInPlace = (temporary: string, dataDir: string): boolean => {
  try {
    linkSync(temporary, stackFileIn(dataDir));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

/**
 * Another start won the folder meanwhile: its record, once it is there (a start taking over a
 * stale record puts its own in place within milliseconds of removing the old one).
 */
const taken = async (dataDir: string): Promise<DataDirClaim> => {
  const deadline = Date.now() + 3000;
  for (;;) {
    const winner = onDisk(dataDir)?.stack;
    if (winner && isLive(winner)) return { kind: 'taken', stack: winner };
    if (Date.now() > deadline)
      throw new Error(`Could not claim ${stackFileIn(dataDir)}: try again`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A takeover lock older than this was left by a start that died holding it (one takes ms). */
const TAKEOVER_LOCK_STALE_MS = 10_000;

/**
 * Runs `takeover` (remove a stale stack.json, put ours in place) holding a lock, a directory
 * beside stack.json (mkdir is atomic). Checking that the record is still the stale one and
 * removing it are two steps: without the lock, a start that saw the same stale record could
 * remove the record another start had just put in its place, and both would win. Answers false
 * when another start holds the lock (it is taking over the folder).
 */
const withTakeoverLock = (dataDir: string, takeover: () => boolean): boolean => {
  const lock = path.join(dataDir, '.stack.json.takeover');
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age < TAKEOVER_LOCK_STALE_MS) return false;
    // Left by a start that died in its takeover: cleared (unless another start cleared it
    // first), and tried once more.
    try {
      rmdirSync(lock);
    } catch (cleared) {
      if ((cleared as NodeJS.ErrnoException).code !== 'ENOENT') throw cleared;
    }
    return withTakeoverLock(dataDir, takeover);
  }
  try {
    return takeover();
  } finally {
    rmdirSync(lock);
  }
};

/**
 * Makes `pid` (this process) the stack of `dataDir`, unless another live stack is. Atomic: the
 * record is written aside and hard-linked to stack.json, which fails if the file exists, so of
 * starts racing for the folder exactly one wins. A stale record (its stack ended without cleaning
 * up, or ran before a reboot) is removed, if still the same one, and the claim tried once more,
 * both under the takeover lock; the emulators it left running are then stopped.
 */
export const claimDataDir = async (dataDir: string, pid = process.pid): Promise<DataDirClaim> => {
  const record = stackRecordFor(pid);
  const temporary = writeTemporary(dataDir, record);
  let stale: StackFile | undefined;
  try {
    if (!linkInPlace(temporary, dataDir)) {
      const existing = onDisk(dataDir);
      if (existing?.stack && isLive(existing.stack)) {
        return { kind: 'taken', stack: existing.stack };
      }
      // Stale, unreadable, or removed meanwhile: take its place only if it is still that file.
      const tookOver = withTakeoverLock(
        dataDir,
        () =>
          (!existing || removeIfUnchanged(dataDir, existing)) && linkInPlace(temporary, dataDir),
      );
      if (!tookOver) return await taken(dataDir);
      stale = existing?.stack;
    }
  } finally {
    removeQuietly(temporary);
  }
  const stoppedLeftovers = stale ? await stopLeftovers(dataDir, stale) : [];
  return { kind: 'claimed', record, stoppedLeftovers };
};
