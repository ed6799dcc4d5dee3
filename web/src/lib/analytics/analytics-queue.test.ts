import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_DELAY_MS,
  ANALYTICS_MAX_QUEUED_EVENTS,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from '@shop-scanner/shared/analytics-limits';
import {
  createAnalyticsQueue,
  type AnalyticsBatchBody,
  type AnalyticsQueueDeps,
} from './analytics-queue';

class NetworkDown extends Error {}

/** A queue on fakes: what it posted and beaconed, and switches for failure and consent. */
const setUp = (overrides: Partial<AnalyticsQueueDeps> = {}) => {
  const posted: AnalyticsBatchBody[] = [];
  const beaconed: AnalyticsBatchBody[] = [];
  const state = { allowed: true, failing: false, beaconTakes: true };
  let ids = 0;
  const created = createAnalyticsQueue({
    allowed: () => state.allowed,
    post: async (batch) => {
      if (state.failing) throw new NetworkDown();
      posted.push(batch);
    },
    retryable: (error) => error instanceof NetworkDown,
    beacon: (batch) => {
      if (state.beaconTakes) beaconed.push(batch);
      return state.beaconTakes;
    },
    newId: () => `batch-${++ids}`,
    ...overrides,
  });
  // The events as analytics.ts describes them: the page, the time, the browser.
  const queue = {
    ...created,
    track: (event: AnalyticsEventName, properties: AnalyticsProperties = {}) =>
      created.add({
        event,
        properties,
        timestamp: new Date().toISOString(),
        url: 'https://shop.example/products',
        referrer: '',
        user_agent: 'test',
      }),
  };
  return { queue, posted, beaconed, state };
};

const eventsOf = (batch: AnalyticsBatchBody | undefined) => batch?.events.map((e) => e.event);

describe('the analytics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one batch 5 s after the last tracked event, not before', async () => {
    // Prepare
    const { queue, posted } = setUp();

    // Act
    queue.track('page_view');
    await vi.advanceTimersByTimeAsync(4_000);
    queue.track('comparison', { productId: 'p1' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS - 1);
    const beforeDelay = posted.length;
    await vi.advanceTimersByTimeAsync(1);

    // Assess
    expect(beforeDelay).toBe(0);
    expect(posted).toHaveLength(1);
    expect(eventsOf(posted[0])).toEqual(['page_view', 'comparison']);
    expect(posted[0]?.events[1]?.properties).toEqual({ productId: 'p1' });
    expect(posted[0]).not.toHaveProperty('userId');
    expect(queue.size()).toBe(0);
  });

  it('splits more than 50 queued events into batches of at most 50', async () => {
    // Prepare
    const { queue, posted } = setUp();
    for (let i = 0; i < 120; i += 1) queue.track('page_view');

    // Act
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(posted.map((b) => b.events.length)).toEqual([50, 50, 20]);
  });

  it('puts a failed batch back with its id, and sends it again with the next one', async () => {
    // Prepare
    const { queue, posted, state } = setUp();
    state.failing = true;
    queue.track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);
    const afterFailure = queue.size();

    // Act
    state.failing = false;
    queue.track('search', { results: 3 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(afterFailure).toBe(1);
    expect(posted.map((b) => b.batchId)).toEqual(['batch-1', 'batch-2']);
    expect(eventsOf(posted[0])).toEqual(['page_view']);
    expect(eventsOf(posted[1])).toEqual(['search']);
    expect(queue.size()).toBe(0);
  });

  it('drops a batch the server refused as malformed instead of sending it forever', async () => {
    // Prepare
    const { queue } = setUp({
      post: async () => {
        throw new Error('400 Invalid input');
      },
    });
    queue.track('page_view');

    // Act
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(queue.size()).toBe(0);
  });

  it('holds at most its cap while the network is down, dropping the oldest first', async () => {
    // Prepare
    const { queue, posted, state } = setUp();
    state.failing = true;
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 60; i += 1) queue.track('page_view', { round, i });
      await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);
    }

    // Act
    const held = queue.size();
    state.failing = false;
    queue.track('upgrade', { plan: 'premium', interval: 'month' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(held).toBe(ANALYTICS_MAX_QUEUED_EVENTS);
    const sent = posted.flatMap((b) => b.events);
    expect(sent).toHaveLength(ANALYTICS_MAX_QUEUED_EVENTS);
    // 300 tracked while down, 200 kept: the first 101 went (100, then one for the new event).
    expect(sent[0]?.properties).toEqual({ round: 1, i: 41 });
    expect(sent.at(-1)?.event).toBe('upgrade');
  });

  it('hands everything queued to the beacon as the page hides, failed batches with their ids', async () => {
    // Prepare
    const { queue, posted, beaconed, state } = setUp();
    state.failing = true;
    queue.track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);
    queue.track('comparison', { productId: 'p1' });

    // Act
    queue.sendOnHide();
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(beaconed.map((b) => [b.batchId, eventsOf(b)])).toEqual([
      ['batch-1', ['page_view']],
      ['batch-2', ['comparison']],
    ]);
    expect(posted).toEqual([]);
    expect(queue.size()).toBe(0);
  });

  it('keeps what the beacon could not take, for the next send', () => {
    // Prepare
    const { queue, state } = setUp();
    state.beaconTakes = false;
    queue.track('page_view');

    // Act
    queue.sendOnHide();

    // Assess
    expect(queue.size()).toBe(1);
  });

  it('keeps and sends nothing when tracking is not allowed (flag off, GPC or DNT)', async () => {
    // Prepare
    const { queue, posted, beaconed, state } = setUp();
    state.allowed = false;

    // Act
    queue.track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);
    queue.sendOnHide();

    // Assess
    expect(queue.size()).toBe(0);
    expect(posted).toEqual([]);
    expect(beaconed).toEqual([]);
  });

  it('sends nothing already queued once tracking is refused', async () => {
    // Prepare
    const { queue, posted, state } = setUp();
    queue.track('page_view');

    // Act
    state.allowed = false;
    await vi.advanceTimersByTimeAsync(ANALYTICS_BATCH_DELAY_MS);

    // Assess
    expect(posted).toEqual([]);
  });
});
