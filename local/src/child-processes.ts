/**
 * The emulators (and the first-start web build) run as child processes. Every child is
 * registered here and killed by pid when this process exits, however it exits (normal end,
 * signal, uncaught error), so none outlives it. Only a SIGKILL gets past this: for that, the
 * children's pids are published (`watchChildren`) for stack.json, and the next start stops
 * what is left (stack-file.ts).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import readline from 'node:readline';

interface Registered {
  readonly pid: number;
  /** Signals go to its whole process group. */
  readonly group: boolean;
}

const children = new Map<ChildProcess, Registered>();
const listeners = new Set<(pids: readonly number[]) => void>();
let exitHookInstalled = false;

const notify = (): void => {
  const pids = [...children.values()].map((c) => c.pid);
  for (const listener of listeners) listener(pids);
};

/** Calls `listener` with the pids of the running children whenever one starts or ends. */
export const watchChildren = (listener: (pids: readonly number[]) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const signal = ({ pid, group }: Registered, name: NodeJS.Signals): void => {
  try {
    process.kill(group ? -pid : pid, name);
  } catch {
    // Already gone.
  }
};

const killAll = (): void => {
  for (const [child, registered] of children) {
    if (child.exitCode === null && child.signalCode === null) signal(registered, 'SIGKILL');
  }
  children.clear();
};

const installExitHook = (): void => {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killAll);
};

/** Whether the process exists and has not ended (a zombie, ended but not reaped, has). */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the parenthesised command name (which may hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // No /proc (macOS): signal 0 is all there is.
    return true;
  }
};

export interface StartedChild {
  readonly process: ChildProcess;
  readonly pid: number;
  /** Resolves when the child has exited; SIGTERM first, SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** Rejects if the child exits before `stop()` is called. */
  readonly exited: Promise<number | null>;
}

export interface SpawnChildOptions extends SpawnOptions {
  readonly prefix: string;
  readonly quiet?: boolean;
  /** Each output line goes here as well (e.g. to notice readiness or pick out codes). */
  readonly onLine?: (line: string) => void;
  readonly transformLine?: (line: string) => string;
  /**
   * Run it in a process group of its own and signal the whole group: for a command that starts
   * others (`npm run build` runs sh, which runs vite), where killing the first would orphan the rest.
   */
  readonly group?: boolean;
}

export const spawnChild = (
  command: string,
  args: readonly string[],
  {
    prefix,
    quiet = false,
    onLine,
    transformLine = (l) => l,
    group = false,
    ...options
  }: SpawnChildOptions,
): StartedChild => {
  installExitHook();
  const child = spawn(command, args, {
    ...options,
    detached: group,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A failed spawn also emits 'error'; the throw below reports it.
  child.once('error', () => {});
  if (child.pid === undefined) throw new Error(`Could not start ${command}`);
  const registered: Registered = { pid: child.pid, group };
  children.set(child, registered);
  notify();
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (raw) => {
      const line = transformLine(raw);
      onLine?.(line);
      if (!quiet) process.stdout.write(`[${prefix}] ${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      children.delete(child);
      notify();
      resolve(code);
    });
  });
  const pid = child.pid;
  return {
    process: child,
    pid,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal(registered, 'SIGTERM');
      const timer = setTimeout(() => signal(registered, 'SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** A child that exited before it answered: its port taken, say, or its arguments refused. */
export class ExitedDuringStartUp extends Error {
  constructor(what: string) {
    super(`${what} exited during start-up`);
    this.name = 'ExitedDuringStartUp';
  }
}

/** Polls `probe` until it resolves true, the child dies, or the time is up. */
export const waitUntil = async (
  what: string,
  probe: () => Promise<boolean>,
  {
    timeoutMs = 30_000,
    intervalMs = 100,
    child,
  }: { timeoutMs?: number; intervalMs?: number; child?: StartedChild } = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void child?.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new ExitedDuringStartUp(what);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} did not answer within ${timeoutMs} ms`);
};

const parentOf = async (pid: number): Promise<number | undefined> => {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Field 4, after the parenthesised command name (which may hold spaces).
  const ppid = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  return ppid ? Number(ppid) : undefined;
};

/**
 * Calls `onGone` when the process that launched us goes away. `npm start` runs us as
 * npm -> sh -> tsx -> node; killing npm alone kills sh but not tsx, and without this watch the
 * stack (and its emulators) would run on, orphaned.
 */
export const watchLaunchers = async (
  onGone: () => void,
  intervalMs = 1000,
): Promise<() => void> => {
  const launchers = [process.ppid];
  const grandparent = await parentOf(process.ppid);
  if (grandparent && grandparent > 1) launchers.push(grandparent);
  const timer = setInterval(() => {
    if (launchers.some((pid) => !isRunning(pid)) || process.ppid === 1) onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
