/**
 * The in-process EventBridge bus: PutEvents entries become events, the rules' patterns pick the
 * consumers, and the consumers run after the call has answered (delivery is asynchronous on AWS
 * too), with Lambda's two retries for asynchronous invocations. An event that fails them all goes
 * to the rule's dead-letter queue, as on AWS, where `npm run redrive` finds it.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { buildEventBridgeEvent, type EventContext, type PutEventsEntry } from './event-builder';
import { matchesPattern, type EventPattern } from './event-pattern';
import { invoke, type LambdaFunction } from './lambda-runtime';
import type { Log } from './log';
import type { QueueStore } from './sqs/queue-store';

export interface EventRule {
  readonly name: string;
  readonly pattern: EventPattern;
  readonly target: LambdaFunction;
  /** The queue that keeps the events its target failed every retry of (as the CDK stack has). */
  readonly deadLetterQueue?: string;
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
  /** The rules' dead-letter queues; absent: a failed event is only logged. */
  readonly deadLetters?: QueueStore;
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
  deadLetters,
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

  /**
   * What Lambda's asynchronous dead-letter queue receives: the event itself as the body, and
   * the request id and the error as message attributes.
   */
  const park = (rule: EventRule, event: EventBridgeEvent<string, unknown>, error: unknown) => {
    if (!rule.deadLetterQueue || !deadLetters?.has(rule.deadLetterQueue)) {
      log.error(`${rule.target.name} failed for ${event.id}; giving up`, error);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    deadLetters.send(rule.deadLetterQueue, JSON.stringify(event), {
      RequestID: { DataType: 'String', StringValue: randomUUID() },
      ErrorCode: { DataType: 'Number', StringValue: '200' },
      ErrorMessage: { DataType: 'String', StringValue: message.slice(0, 1024) || 'Unhandled' },
    });
    log.error(
      `${rule.target.name} failed for ${event.id} on every retry; kept in ${rule.deadLetterQueue} (npm run redrive)`,
      error,
    );
  };

  const deliver = async (rule: EventRule, event: EventBridgeEvent<string, unknown>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await invoke(rule.target, event);
        log.info(`${event['detail-type']} (${event.id}) -> ${rule.target.name}`);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          park(rule, event, error);
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
