/**
 * The in-process EventBridge bus: PutEvents entries become events, the rules' patterns pick the
 * consumers, and the consumers run after the call has answered (delivery is asynchronous on AWS
 * too), with Lambda's two retries for asynchronous invocations.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { buildEventBridgeEvent, type EventContext, type PutEventsEntry } from './event-builder';
import { matchesPattern, type EventPattern } from './event-pattern';
import { invoke, type LambdaFunction } from './lambda-runtime';
import type { Log } from './log';

export interface EventRule {
  readonly name: string;
  readonly pattern: EventPattern;
  readonly target: LambdaFunction;
}

export interface PutEventsResult {
  readonly FailedEntryCount: number;
  readonly Entries: readonly ({ EventId: string } | { ErrorCode: string; ErrorMessage: string })[];
}

export interface EventBusOptions {
  readonly busName: string;
  readonly rules: readonly EventRule[];
  readonly log: Log;
  readonly retryDelaysMs?: readonly number[];
  readonly context?: Partial<EventContext>;
}

export interface EventBus {
  putEvents(entries: readonly PutEventsEntry[]): PutEventsResult;
  /** Resolves when every delivery started so far has finished (tests wait on this). */
  idle(): Promise<void>;
  /** Every event accepted, newest last (for tests and debugging). */
  readonly published: readonly EventBridgeEvent<string, unknown>[];
}

export const createEventBus = ({
  busName,
  rules,
  log,
  retryDelaysMs = [1000, 2000],
  context,
}: EventBusOptions): EventBus => {
  const ctx: EventContext = {
    account: '000000000000',
    region: 'local',
    newId: randomUUID,
    now: () => new Date(),
    ...context,
  };
  const pending = new Set<Promise<void>>();
  const published: EventBridgeEvent<string, unknown>[] = [];

  const deliver = async (rule: EventRule, event: EventBridgeEvent<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await invoke(rule.target, event);
        log.info(`${event['detail-type']} (${event.id}) -> ${rule.target.name}`);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error(`${rule.target.name} failed for ${event.id}; giving up`, error);
          return;
        }
        log.error(`${rule.target.name} failed for ${event.id}; retrying in ${delay} ms`, error);
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  };

  return {
    published,
    putEvents: (entries) => {
      const results = entries.map((entry) => {
        const built = buildEventBridgeEvent(entry, ctx, busName);
        if (!built.ok) return { ErrorCode: built.errorCode, ErrorMessage: built.errorMessage };
        published.push(built.event);
        if (built.busName === busName) {
          for (const rule of rules) {
            if (!matchesPattern(rule.pattern, built.event)) continue;
            const delivery = deliver(rule, built.event).finally(() => pending.delete(delivery));
            pending.add(delivery);
          }
        }
        return { EventId: built.event.id };
      });
      return {
        FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length,
        Entries: results,
      };
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};
