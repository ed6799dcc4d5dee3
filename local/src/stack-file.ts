/**
 * `$DATA_DIR/stack.json`: which process runs the stack on this data folder, its emulators' pids
 * and, once it is ready, how tools (run-job, seed scripts) reach it. One stack per data folder:
 * two would run two DynamoDB Local and two cognito-local on the same files.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from './child-processes';

export interface StackFile {
  readonly pid: number;
  /** The child processes (emulators): a start after a crash stops the ones left behind. */
  readonly children: readonly number[];
  /** Set once the stack answers. */
  readonly url?: string;
  readonly env?: Record<string, string>;
}

export const stackFileIn = (dataDir: string): string => path.join(dataDir, 'stack.json');

/** `exclusive` fails when the file exists. */
export const writeStackFile = (dataDir: string, stack: StackFile, exclusive = false): void =>
  writeFileSync(stackFileIn(dataDir), `${JSON.stringify(stack, null, 2)}\n`, {
    flag: exclusive ? 'wx' : 'w',
  });

export const removeStackFile = (dataDir: string): void =>
  rmSync(stackFileIn(dataDir), { force: true });

/** What the file says, whether or not its process still runs. */
const recordedStack = (dataDir: string): StackFile | undefined => {
  if (!existsSync(stackFileIn(dataDir))) return undefined;
  try {
    const stack = JSON.parse(readFileSync(stackFileIn(dataDir), 'utf8')) as Partial<StackFile>;
    return typeof stack.pid === 'number' ? { children: [], ...stack, pid: stack.pid } : undefined;
  } catch {
    return undefined;
  }
};

/** The running stack's file, or undefined when no stack runs on this data folder. */
export const readStackFile = (dataDir: string): StackFile | undefined => {
  const stack = recordedStack(dataDir);
  return stack && isRunning(stack.pid) ? stack : undefined;
};

/** The command lines of the emulators we start (cognito-local-main.mjs included). */
const emulatorCommand = /DynamoDBLocal\.jar|cognito-local/;

/**
 * Whether `pid` is one of our emulators: a recorded pid may since have gone to another process,
 * which must not be killed. Needs /proc (Linux); elsewhere nothing is ever killed.
 */
export const isEmulatorProcess = (pid: number): boolean => {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return emulatorCommand.test(commandLine);
  } catch {
    return false;
  }
};

/** Stops the emulators an ended stack left running; answers the pids it stopped. */
const stopLeftovers = async (pids: readonly number[]): Promise<number[]> => {
  const leftovers = pids.filter((pid) => isRunning(pid) && isEmulatorProcess(pid));
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
  | { readonly kind: 'claimed'; readonly stoppedLeftovers: readonly number[] }
  | { readonly kind: 'taken'; readonly stack: StackFile };

/**
 * Makes this process the stack of `dataDir`, unless another live process is. A stack that
 * ended without cleaning up (SIGKILL) leaves its file and maybe its emulators: those are stopped.
 */
export const claimDataDir = async (dataDir: string, pid = process.pid): Promise<DataDirClaim> => {
  const previous = recordedStack(dataDir);
  if (previous && previous.pid !== pid && isRunning(previous.pid)) {
    return { kind: 'taken', stack: previous };
  }
  const stoppedLeftovers = previous ? await stopLeftovers(previous.children) : [];
  removeStackFile(dataDir);
  try {
    // Exclusive: of two starts racing for the folder, one wins.
    writeStackFile(dataDir, { pid, children: [] }, true);
  } catch {
    const winner = recordedStack(dataDir);
    if (winner) return { kind: 'taken', stack: winner };
    throw new Error(`Could not write ${stackFileIn(dataDir)}`);
  }
  return { kind: 'claimed', stoppedLeftovers };
};
