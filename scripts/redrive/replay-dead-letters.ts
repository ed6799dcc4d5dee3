/**
 * The redrive loop: takes a dead-letter queue's messages in batches of 10, hands each one's
 * event to the consumer it failed in, and deletes a message only once the consumer has taken
 * it. A message the consumer fails again, or whose body is no event, goes back to the queue at
 * the end of the run (it is hidden while the run lasts, so one run sees each message once).
 * The consumers are idempotent by event id, so a message replayed twice has one effect.
 */

/** One message as received: its body is the event the consumer failed. */
export interface DeadLetter {
  readonly messageId: string;
  readonly body: string;
  /** How often the queue has handed it out (this receive included), when known. */
  readonly receiveCount?: number;
  /** Why the last delivery failed, when the queue kept it (Lambda's ErrorMessage attribute). */
  readonly lastError?: string;
}

export interface DeadLetterQueue {
  /** Up to `max` (1 to 10) messages, hidden from other receivers while the run lasts. */
  receive(max: number): Promise<readonly DeadLetter[]>;
  /** Deletes the message (it was replayed). */
  remove(letter: DeadLetter): Promise<void>;
  /** Makes the message visible again now (it stays in the queue). */
  release(letter: DeadLetter): Promise<void>;
}

export type ConsumerOutcome =
  { readonly ok: true } | { readonly ok: false; readonly error: string };

export interface Consumer {
  /** Runs the consumer on the event synchronously; a function error is `ok: false`. */
  invoke(event: ReplayedEvent): Promise<ConsumerOutcome>;
}

/** What the consumers receive: an EventBridge event, kept whole as the queue holds it. */
export interface ReplayedEvent {
  readonly id: string;
  readonly 'detail-type': string;
  readonly source: string;
  readonly time?: string;
  readonly detail: unknown;
  readonly [field: string]: unknown;
}

export type ReplayResult =
  | { readonly kind: 'replayed'; readonly letter: DeadLetter; readonly event: ReplayedEvent }
  | {
      readonly kind: 'still-failing';
      readonly letter: DeadLetter;
      readonly event: ReplayedEvent;
      readonly error: string;
    }
  | { readonly kind: 'listed'; readonly letter: DeadLetter; readonly event: ReplayedEvent }
  | { readonly kind: 'unreadable'; readonly letter: DeadLetter; readonly reason: string };

export interface ReplaySummary {
  readonly replayed: number;
  readonly stillFailing: number;
  readonly listed: number;
  readonly unreadable: number;
  /** The run stopped at `max` with a full batch: more messages may wait. */
  readonly stoppedAtMax: boolean;
}

export interface ReplayOptions {
  readonly queue: DeadLetterQueue;
  readonly consumer: Consumer;
  /** The most messages one run handles. */
  readonly max: number;
  /** Lists the messages without invoking anything or deleting any. */
  readonly dryRun?: boolean;
  /** Told of each message as it is handled (the command prints it). */
  readonly onResult?: (result: ReplayResult) => void;
}

/** SQS hands out at most 10 messages a receive. */
export const BATCH_SIZE = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event a message's body holds. Both of the stack's ways into a dead-letter queue (the
 * rule target's DLQ and the function's asynchronous DLQ) keep the event itself as the body.
 */
export const eventOfBody = (
  body: string,
): { ok: true; event: ReplayedEvent } | { ok: false; reason: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  if (
    !isRecord(parsed) ||
    typeof parsed.id !== 'string' ||
    typeof parsed['detail-type'] !== 'string' ||
    typeof parsed.source !== 'string' ||
    !('detail' in parsed)
  ) {
    return { ok: false, reason: 'the body is not an EventBridge event' };
  }
  return { ok: true, event: parsed as ReplayedEvent };
};

export const replayDeadLetters = async ({
  queue,
  consumer,
  max,
  dryRun = false,
  onResult = () => {},
}: ReplayOptions): Promise<ReplaySummary> => {
  const counts = { replayed: 0, stillFailing: 0, listed: 0, unreadable: 0 };
  const seen = new Set<string>();
  // Received and not deleted: given back at the end, whatever happened (an error included).
  const held = new Map<string, DeadLetter>();
  let handled = 0;
  let lastBatchFull = false;
  const record = (result: ReplayResult) => {
    if (result.kind === 'still-failing') counts.stillFailing++;
    else counts[result.kind]++;
    onResult(result);
  };
  try {
    while (handled < max) {
      const wanted = Math.min(BATCH_SIZE, max - handled);
      const batch = await queue.receive(wanted);
      for (const letter of batch) held.set(letter.messageId, letter);
      lastBatchFull = batch.length === wanted;
      // A message seen earlier in this run came back (its hiding ran out): not replayed twice.
      const fresh = batch.filter((letter) => !seen.has(letter.messageId));
      if (fresh.length === 0) break;
      for (const letter of fresh) {
        seen.add(letter.messageId);
        handled++;
        const read = eventOfBody(letter.body);
        if (!read.ok) {
          record({ kind: 'unreadable', letter, reason: read.reason });
        } else if (dryRun) {
          record({ kind: 'listed', letter, event: read.event });
        } else {
          const outcome = await consumer.invoke(read.event);
          if (outcome.ok) {
            await queue.remove(letter);
            held.delete(letter.messageId);
            record({ kind: 'replayed', letter, event: read.event });
          } else {
            record({ kind: 'still-failing', letter, event: read.event, error: outcome.error });
          }
        }
      }
    }
  } finally {
    // Back in the queue at once, for the next run (and for the alarm, which keeps counting).
    for (const letter of held.values()) await queue.release(letter);
  }
  return { ...counts, stoppedAtMax: handled >= max && lastBatchFull };
};
