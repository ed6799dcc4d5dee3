/**
 * Runs one scheduled job once against the running stack's data:
 * `tsx local/src/run-job.ts price-drop-job` (same DATA_DIR as the running `npm start`).
 * `stripe-clock [seconds|next]` moves the running stack's Stripe stand-in clock instead;
 * `notification <user id> <JSON>` puts an in-app notification for a user (notification-job.ts);
 * `support-staff <email>` puts a user in the support staff group (support-staff-job.ts).
 */
import { createLog } from './log';
import { readSettings } from './settings';
import { readStackFile } from './stack-file';

const log = createLog('run-job');
const name = process.argv[2];

/** Jobs that call the running stack rather than run a handler. */
const stackJobs = ['stripe-clock', 'notification', 'support-staff'] as const;

const main = async (): Promise<number> => {
  const { jobs } = await import('./handler-config');
  const job = name ? jobs[name] : undefined;
  const stackJob = stackJobs.find((j) => j === name);
  if (!job && !stackJob) {
    log.error(
      `usage: tsx local/src/run-job.ts <${[...Object.keys(jobs), ...stackJobs].join('|')}>`,
    );
    return 2;
  }
  const { dataDir } = readSettings();
  const stack = readStackFile(dataDir);
  if (!stack?.env) {
    log.error(
      stack
        ? `the stack on ${dataDir} is still starting: try again when it prints its address`
        : `no running stack uses ${dataDir}: start it with \`npm start\` first`,
    );
    return 1;
  }
  if (stackJob === 'notification') {
    Object.assign(process.env, stack.env);
    const { runNotificationJob } = await import('./notification-job');
    return runNotificationJob(process.argv[3], process.argv[4], log);
  }
  if (stackJob === 'support-staff') {
    const { runSupportStaffJob } = await import('./support-staff-job');
    return runSupportStaffJob(stack.env, process.argv[3], log);
  }
  if (stackJob === 'stripe-clock' || !job) {
    const standInUrl = stack.env.STRIPE_API_BASE;
    if (!standInUrl) {
      log.error('the running stack has no Stripe stand-in (it uses Stripe itself)');
      return 1;
    }
    const { runStripeClockJob } = await import('./stripe/clock-job');
    return runStripeClockJob(standInUrl, process.argv[3], log);
  }
  // Before the job's module is imported: it reads the environment at import.
  Object.assign(process.env, stack.env);
  const { invoke } = await import('./lambda-runtime');
  const { scheduledEventFor } = await import('./scheduler');
  const started = Date.now();
  const answer = await invoke(job.target, scheduledEventFor(job.name));
  log.info(`${job.name} finished in ${Date.now() - started} ms`);
  // What the job did (the demo market: whether the day ran, or why not), one JSON line, whatever
  // the log level: for people, and for the e2e test that runs a market day.
  if (answer !== undefined) log.info(`${job.name} answered: ${JSON.stringify(answer)}`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error(`${name} failed`, error);
    process.exit(1);
  },
);
