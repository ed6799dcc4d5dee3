/** EventBridge Scheduler, locally: a timer that runs the price job on its interval. */
import { randomUUID } from 'node:crypto';
import { buildScheduledEvent } from './event-builder';
import { invoke, type LambdaFunction } from './lambda-runtime';
import type { Log } from './log';

export interface Schedule {
  readonly name: string;
  readonly intervalMs: number;
  readonly target: LambdaFunction;
}

export const scheduledEventFor = (scheduleName: string) =>
  buildScheduledEvent(scheduleName, {
    account: '000000000000',
    region: 'local',
    newId: randomUUID,
    now: () => new Date(),
  });

export const runScheduledJob = async (schedule: Schedule, log: Log): Promise<void> => {
  const started = Date.now();
  try {
    await invoke(schedule.target, scheduledEventFor(schedule.name));
    log.info(`${schedule.name} ran in ${Date.now() - started} ms`);
  } catch (error) {
    log.error(`${schedule.name} failed`, error);
  }
};

/** Starts the timers; the returned function stops them. Runs never overlap. */
export const startScheduler = (schedules: readonly Schedule[], log: Log): (() => void) => {
  const timers = schedules.map((schedule) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void runScheduledJob(schedule, log).finally(() => (running = false));
    }, schedule.intervalMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
};
