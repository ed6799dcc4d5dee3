/**
 * `npm run job -- stripe-clock [seconds|next]`: moves the running stack's Stripe stand-in clock
 * (its admin API), so trial ends, renewals and failed renewals happen now. Durations may carry a
 * unit: `90`, `45m`, `23h`, `7d`.
 */
import type { Log } from '../log';
import { DAY_SECONDS, HOUR_SECONDS } from '@shop-scanner/shared/time';

export type ClockRequest = { readonly to: 'next' } | { readonly seconds: number };

const units: Readonly<Record<string, number>> = { s: 1, m: 60, h: HOUR_SECONDS, d: DAY_SECONDS };

/** The admin request an argument asks for, or undefined when it is not understood. */
export const parseClockArgument = (argument: string | undefined): ClockRequest | undefined => {
  if (argument === undefined || argument === 'next') return { to: 'next' };
  const match = /^(\d+)([smhd]?)$/.exec(argument.trim());
  if (!match) return undefined;
  return { seconds: Number(match[1]) * (units[match[2] || 's'] as number) };
};

interface ClockAnswer {
  readonly iso: string;
  readonly applied?: number;
  readonly next_change: number | null;
}

export const runStripeClockJob = async (
  standInUrl: string,
  argument: string | undefined,
  log: Log,
): Promise<number> => {
  const request = parseClockArgument(argument);
  if (!request) {
    log.error('usage: npm run job -- stripe-clock [next|<seconds>|<n>m|<n>h|<n>d]');
    return 2;
  }
  const response = await fetch(`${standInUrl}/_admin/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json()) as ClockAnswer & { error?: string };
  if (!response.ok) {
    log.error(`the stand-in refused: ${answer.error ?? response.status}`);
    return 1;
  }
  const next = answer.next_change ? new Date(answer.next_change * 1000).toISOString() : 'none';
  log.info(
    `Stripe clock now ${answer.iso}: ${answer.applied ?? 0} change(s) applied; next change ${next}`,
  );
  return 0;
};
