/** `$DATA_DIR/stack.json`: how tools (run-job, seed scripts) reach the running stack. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StackFile {
  readonly url: string;
  readonly pid: number;
  readonly env: Record<string, string>;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'stack.json');

export const writeStackFile = (dataDir: string, stack: StackFile): void =>
  writeFileSync(fileIn(dataDir), `${JSON.stringify(stack, null, 2)}\n`);

export const removeStackFile = (dataDir: string): void => rmSync(fileIn(dataDir), { force: true });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running stack's file, or undefined when no stack runs on this data folder. */
export const readStackFile = (dataDir: string): StackFile | undefined => {
  if (!existsSync(fileIn(dataDir))) return undefined;
  const stack = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as StackFile;
  return isAlive(stack.pid) ? stack : undefined;
};
