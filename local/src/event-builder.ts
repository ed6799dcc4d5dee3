/**
 * Turns PutEvents request entries into the events EventBridge hands to rule targets, and builds
 * the Scheduler-like event for the price job. Pure apart from the injected id and clock.
 */
import type { EventBridgeEvent, ScheduledEvent } from 'aws-lambda';

export interface PutEventsEntry {
  readonly Source?: string;
  readonly DetailType?: string;
  readonly Detail?: string;
  readonly EventBusName?: string;
  readonly Resources?: readonly string[];
  readonly Time?: string | number;
}

export interface EventContext {
  readonly account: string;
  readonly region: string;
  readonly newId: () => string;
  readonly now: () => Date;
}

export type BuiltEntry =
  | {
      readonly ok: true;
      readonly event: EventBridgeEvent<string, unknown>;
      readonly busName: string;
    }
  | { readonly ok: false; readonly errorCode: string; readonly errorMessage: string };

const toDate = (time: string | number | undefined, now: Date): Date => {
  if (time === undefined) return now;
  // The JSON protocol sends timestamps as epoch seconds.
  const date = typeof time === 'number' ? new Date(time * 1000) : new Date(time);
  return Number.isNaN(date.getTime()) ? now : date;
};

/** EventBridge writes `time` without milliseconds. */
const isoSeconds = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const buildEventBridgeEvent = (
  entry: PutEventsEntry,
  ctx: EventContext,
  defaultBusName: string,
): BuiltEntry => {
  const invalid = (field: string): BuiltEntry => ({
    ok: false,
    errorCode: 'InvalidArgument',
    errorMessage: `Parameter ${field} is not valid. Reason: ${field} is a required argument.`,
  });
  if (!entry.Source) return invalid('Source');
  if (!entry.DetailType) return invalid('DetailType');
  if (entry.Detail === undefined) return invalid('Detail');
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail);
  } catch {
    return { ok: false, errorCode: 'MalformedDetail', errorMessage: 'Detail is malformed.' };
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
    return { ok: false, errorCode: 'MalformedDetail', errorMessage: 'Detail is malformed.' };
  }
  const busName = entry.EventBusName?.split('/').pop() || defaultBusName;
  return {
    ok: true,
    busName,
    event: {
      version: '0',
      id: ctx.newId(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: ctx.account,
      time: isoSeconds(toDate(entry.Time, ctx.now())),
      region: ctx.region,
      resources: [...(entry.Resources ?? [])],
      detail,
    },
  };
};

/** The event EventBridge Scheduler (or a scheduled rule) delivers to the price job. */
export const buildScheduledEvent = (scheduleName: string, ctx: EventContext): ScheduledEvent => ({
  version: '0',
  id: ctx.newId(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: ctx.account,
  time: isoSeconds(ctx.now()),
  region: ctx.region,
  resources: [`arn:aws:events:${ctx.region}:${ctx.account}:rule/${scheduleName}`],
  detail: {},
});
