/**
 * The analytics queue (the spec's Analytics section and batching constant): events wait in one
 * queue and go out as a batch 5 s after the last one was tracked, or with `navigator.sendBeacon`
 * as the page hides. A batch that fails goes back, with its id, so its retry is recognised by the
 * server; the queue holds at most ANALYTICS_MAX_QUEUED_EVENTS, the oldest dropped first.
 *
 * Everything the outside world does is handed in (deps), so the rules are tested with fake timers
 * and no network; analytics-sender.ts wires the real ones. Loaded only once a page has something
 * to send (analytics.ts), so it adds nothing to any page's first load.
 */
import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_EVENTS_PER_BATCH,
  ANALYTICS_MAX_QUEUED_EVENTS,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from '@shop-scanner/shared/analytics-limits';

/** One event as the spec's client sends it. */
export interface QueuedEvent {
  readonly event: AnalyticsEventName;
  readonly properties: AnalyticsProperties;
  readonly timestamp: string;
  readonly url: string;
  readonly referrer: string;
  readonly user_agent: string;
}

/**
 * The body of POST /api/analytics/events. No userId: the server knows a signed-in shopper by
 * their token and would ignore one anyway.
 */
export interface AnalyticsBatchBody {
  readonly batchId: string;
  readonly timestamp: string;
  readonly events: readonly QueuedEvent[];
}

export interface AnalyticsQueueDeps {
  /** False when the flag is off or the browser asks not to be tracked: nothing is kept. */
  allowed: () => boolean;
  /** Sends with fetch; resolves when the server took it; rejects with `retry` when worth it. */
  post: (batch: AnalyticsBatchBody) => Promise<void>;
  /** True when the error is the network's or the server's, not the batch's own fault. */
  retryable: (error: unknown) => boolean;
  /** navigator.sendBeacon: true when the browser took the batch to send. */
  beacon: (batch: AnalyticsBatchBody) => boolean;
  newId: () => string;
}

interface Batch {
  readonly batchId: string;
  events: QueuedEvent[];
}

export const createAnalyticsQueue = (deps: AnalyticsQueueDeps) => {
  /** Batches sent once and failed, oldest first, each keeping its id; then events not yet sent. */
  let failed: Batch[] = [];
  let waiting: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const size = () => failed.reduce((n, b) => n + b.events.length, waiting.length);

  const dropOldest = () => {
    let excess = size() - ANALYTICS_MAX_QUEUED_EVENTS;
    while (excess > 0 && failed[0]) {
      const oldest = failed[0];
      const cut = Math.min(excess, oldest.events.length);
      oldest.events = oldest.events.slice(cut);
      if (oldest.events.length === 0) failed.shift();
      excess -= cut;
    }
    if (excess > 0) waiting = waiting.slice(excess);
  };

  /** Everything queued, as batches of at most 50: failed ones with their ids, then new ones. */
  const takeBatches = (): Batch[] => {
    clearTimeout(timer);
    timer = undefined;
    const batches = failed;
    for (let i = 0; i < waiting.length; i += ANALYTICS_EVENTS_PER_BATCH) {
      batches.push({
        batchId: deps.newId(),
        events: waiting.slice(i, i + ANALYTICS_EVENTS_PER_BATCH),
      });
    }
    failed = [];
    waiting = [];
    return deps.allowed() ? batches : [];
  };

  const bodyOf = (batch: Batch): AnalyticsBatchBody => ({
    batchId: batch.batchId,
    timestamp: new Date().toISOString(),
    events: batch.events,
  });

  const putBack = (batch: Batch) => {
    failed.push(batch);
    dropOldest();
  };

  /** Sends everything queued now with fetch; failures worth a retry go back into the queue. */
  const flush = async (): Promise<void> => {
    for (const batch of takeBatches()) {
      try {
        await deps.post(bodyOf(batch));
      } catch (error) {
        if (deps.retryable(error)) putBack(batch);
      }
    }
  };

  return {
    add: (event: QueuedEvent): void => {
      if (!deps.allowed()) return;
      waiting.push(event);
      dropOldest();
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), ANALYTICS_BATCH_DELAY_MS);
    },
    flush,
    /** As the page hides: whatever is queued goes with the beacon, which outlives the page. */
    sendOnHide: (): void => {
      for (const batch of takeBatches()) if (!deps.beacon(bodyOf(batch))) putBack(batch);
    },
    /** Events waiting (for tests and the bench). */
    size,
  };
};
export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
