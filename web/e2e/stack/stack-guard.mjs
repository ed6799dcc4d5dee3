// Runs the end-to-end stack (`npm start`) for one Playwright run and makes sure it ends with the
// run, however the run ends. Playwright starts this in a process group of its own and, at the
// end of a run (or on Ctrl-C), signals that group; but a runner killed outright (SIGKILL, a CI
// timeout, a crash of the process that started it) signals nothing, and the stack would hold its
// ports for the next run. So this guard also watches the runner's pid and, once it is gone,
// stops its own process group: the stack, its emulators and itself.
//
//   E2E_RUNNER_PID=<pid> E2E_SERVER_LOG=<file> node stack-guard.mjs
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { clearTimeout, setInterval, setTimeout } from 'node:timers';

const runnerPid = Number(process.env.E2E_RUNNER_PID);
const logFile = process.env.E2E_SERVER_LOG;
if (!runnerPid || !logFile) {
  console.error('stack-guard: E2E_RUNNER_PID and E2E_SERVER_LOG must be set');
  process.exit(2);
}
/** How long the stack may take to stop its emulators before the group is killed. */
const STOP_GRACE_MS = 10_000;
const WATCH_INTERVAL_MS = 500;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Into a file rather than a pipe: the forgot-password test reads it, and a failure leaves it.
const log = openSync(logFile, 'a');
// In this process's group (no `detached`): signalling the group reaches the whole stack.
const stack = spawn('npm', ['start'], { stdio: ['ignore', log, log], env: process.env });
const exited = new Promise((resolve) => stack.once('exit', (code) => resolve(code ?? 1)));

let stopping = false;
const stopGroup = async () => {
  if (stopping) return;
  stopping = true;
  // Signal 0's group is this one: `npm start`, the node behind it, the emulators, and this guard,
  // which handles SIGTERM below and so outlives the signal to finish the job.
  process.kill(0, 'SIGTERM');
  const timer = setTimeout(() => process.kill(0, 'SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
  // Whatever of the group is still there (an emulator slow to go) goes now, this guard last.
  process.kill(0, 'SIGKILL');
};

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stopGroup());
setInterval(() => {
  if (!alive(runnerPid)) void stopGroup();
}, WATCH_INTERVAL_MS);
void exited.then((code) => {
  if (!stopping) process.exit(code);
});
