/**
 * Runs a scheduled job once against the stack the e2e config started, the way a developer does
 * (`npm run job -- <name>`, local/src/run-job.ts): it finds the running stack through the data
 * folder the config made (E2E_DATA_DIR) and answers what the job's handler answered.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const job = async (...args: string[]): Promise<string> => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through web/playwright.config.ts');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'job', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return stdout;
};

/**
 * Moves the stack's Stripe stand-in clock (`npm run job -- stripe-clock 8d`): trials end,
 * renewals fall due. The clock only moves forward, for every later test of the run too.
 */
export const moveStripeClock = async (by: string): Promise<void> => {
  await job('stripe-clock', by);
};

export const runJob = async (name: string): Promise<unknown> => {
  const stdout = await job(name);
  // run-job prints the handler's answer as one line, whatever the log level.
  const prefix = `[run-job] ${name} answered: `;
  const line = stdout.split('\n').find((l) => l.startsWith(prefix));
  if (line === undefined) throw new Error(`${name} printed no answer:\n${stdout}`);
  return JSON.parse(line.slice(prefix.length)) as unknown;
};

/**
 * Puts an in-app notification for a user (`npm run job -- notification`), as the server writes
 * one when a watch fires or a billing event arrives; the signed-in page's poller shows it.
 */
export const putNotification = async (userId: string, notification: object): Promise<void> => {
  await job('notification', userId, JSON.stringify(notification));
};

/**
 * Puts a registered user in the support staff group (`npm run job -- support-staff <email>`);
 * they sign in again to get a token that carries the group.
 */
export const makeSupportStaff = async (email: string): Promise<void> => {
  await job('support-staff', email);
};
