import { describe, expect, it } from 'vitest';
import {
  eventOfBody,
  replayDeadLetters,
  type Consumer,
  type DeadLetterQueue,
  type ReplayedEvent,
  type ReplayResult,
} from './replay-dead-letters';

/** A queue in memory with SQS's visibility rule: received messages hide until released. */
const fakeQueue = (bodies: readonly string[], options: { alwaysHandOut?: boolean } = {}) => {
  const messages = bodies.map((body, i) => ({ messageId: `m${i}`, body, hidden: false }));
  const receives: number[] = [];
  const queue: DeadLetterQueue = {
    receive: async (max) => {
      receives.push(max);
      const visible = messages.filter((m) => options.alwaysHandOut || !m.hidden).slice(0, max);
      for (const m of visible) m.hidden = true;
      return visible.map(({ messageId, body }) => ({ messageId, body }));
    },
    remove: async (letter) => {
      messages.splice(
        messages.findIndex((m) => m.messageId === letter.messageId),
        1,
      );
    },
    release: async (letter) => {
      const kept = messages.find((m) => m.messageId === letter.messageId);
      if (kept) kept.hidden = false;
    },
  };
  return {
    queue,
    receives,
    remaining: () => messages.map((m) => m.body),
    visible: () => messages.filter((m) => !m.hidden).map((m) => m.body),
  };
};

const eventBody = (id: string) =>
  JSON.stringify({
    version: '0',
    id,
    'detail-type': 'invoice.paid',
    source: 'shop-scanner.billing',
    time: '2026-11-27T10:00:00Z',
    detail: { id: `evt_${id}` },
  });

/** A consumer that fails the events named, and records what it was given. */
const consumerFailing = (failing: readonly string[] = []) => {
  const invoked: ReplayedEvent[] = [];
  const consumer: Consumer = {
    invoke: async (event) => {
      invoked.push(event);
      return failing.includes(event.id)
        ? { ok: false, error: 'Error: the table is unreachable' }
        : { ok: true };
    },
  };
  return { consumer, invoked };
};

describe('replayDeadLetters', () => {
  it('deletes what the consumer takes and leaves what it fails again in the queue', async () => {
    // Prepare
    const queue = fakeQueue([eventBody('a'), eventBody('b'), eventBody('c')]);
    const { consumer, invoked } = consumerFailing(['b']);
    const results: ReplayResult[] = [];

    // Act
    const summary = await replayDeadLetters({
      queue: queue.queue,
      consumer,
      max: 100,
      onResult: (r) => results.push(r),
    });

    // Assess
    expect(invoked.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(invoked[0]).toEqual(JSON.parse(eventBody('a')));
    expect(summary).toEqual({
      replayed: 2,
      stillFailing: 1,
      listed: 0,
      unreadable: 0,
      stoppedAtMax: false,
    });
    expect(queue.remaining()).toEqual([eventBody('b')]);
    expect(queue.visible()).toEqual([eventBody('b')]);
    expect(results.map((r) => r.kind)).toEqual(['replayed', 'still-failing', 'replayed']);
    expect(results[1]).toMatchObject({ error: 'Error: the table is unreachable' });
  });

  it('takes batches of 10 until the queue is empty', async () => {
    // Prepare
    const queue = fakeQueue(Array.from({ length: 23 }, (_, i) => eventBody(`e${i}`)));
    const { consumer, invoked } = consumerFailing();

    // Act
    const summary = await replayDeadLetters({ queue: queue.queue, consumer, max: 100 });

    // Assess
    expect(queue.receives).toEqual([10, 10, 10, 10]);
    expect(invoked).toHaveLength(23);
    expect(summary.replayed).toBe(23);
    expect(queue.remaining()).toEqual([]);
  });

  it('stops at the maximum and says more may wait', async () => {
    // Prepare
    const queue = fakeQueue(Array.from({ length: 15 }, (_, i) => eventBody(`e${i}`)));
    const { consumer } = consumerFailing();

    // Act
    const summary = await replayDeadLetters({ queue: queue.queue, consumer, max: 12 });

    // Assess
    expect(queue.receives).toEqual([10, 2]);
    expect(summary).toMatchObject({ replayed: 12, stoppedAtMax: true });
    expect(queue.visible()).toHaveLength(3);
  });

  it('lists without invoking or deleting on a dry run, and gives every message back', async () => {
    // Prepare
    const queue = fakeQueue([eventBody('a'), eventBody('b')]);
    const { consumer, invoked } = consumerFailing();

    // Act
    const summary = await replayDeadLetters({
      queue: queue.queue,
      consumer,
      max: 100,
      dryRun: true,
    });

    // Assess
    expect(invoked).toEqual([]);
    expect(summary).toMatchObject({ listed: 2, replayed: 0 });
    expect(queue.visible()).toEqual([eventBody('a'), eventBody('b')]);
  });

  it('leaves a body that is no event in the queue, and invokes nothing with it', async () => {
    // Prepare
    const queue = fakeQueue(['not json', '{"id":"x"}', eventBody('a')]);
    const { consumer, invoked } = consumerFailing();
    const reasons: string[] = [];

    // Act
    const summary = await replayDeadLetters({
      queue: queue.queue,
      consumer,
      max: 100,
      onResult: (r) => {
        if (r.kind === 'unreadable') reasons.push(r.reason);
      },
    });

    // Assess
    expect(invoked.map((e) => e.id)).toEqual(['a']);
    expect(summary).toMatchObject({ replayed: 1, unreadable: 2 });
    expect(reasons).toEqual(['the body is not JSON', 'the body is not an EventBridge event']);
    expect(queue.visible()).toEqual(['not json', '{"id":"x"}']);
  });

  it('never replays a message twice in one run, even when the queue hands it out again', async () => {
    // Prepare: a queue whose hiding has run out, so it hands out the same failing message again.
    const queue = fakeQueue([eventBody('a')], { alwaysHandOut: true });
    const { consumer, invoked } = consumerFailing(['a']);

    // Act
    const summary = await replayDeadLetters({ queue: queue.queue, consumer, max: 100 });

    // Assess
    expect(invoked).toHaveLength(1);
    expect(summary).toMatchObject({ stillFailing: 1 });
    expect(queue.visible()).toEqual([eventBody('a')]);
  });

  it('gives back the messages it holds when the consumer cannot be called at all', async () => {
    // Prepare
    const queue = fakeQueue([eventBody('a'), eventBody('b')]);
    const consumer: Consumer = {
      invoke: async () => {
        throw new Error('ResourceNotFoundException: Function not found');
      },
    };

    // Act
    const run = replayDeadLetters({ queue: queue.queue, consumer, max: 100 });

    // Assess: the run stops with the error; both messages stay, visible again.
    await expect(run).rejects.toThrow('Function not found');
    expect(queue.remaining()).toEqual([eventBody('a'), eventBody('b')]);
    expect(queue.visible()).toEqual([eventBody('a'), eventBody('b')]);
  });
});

describe('eventOfBody', () => {
  it('reads the EventBridge event a dead-letter message keeps as its body', () => {
    // Act
    const read = eventOfBody(eventBody('a'));

    // Assess
    expect(read).toEqual({ ok: true, event: JSON.parse(eventBody('a')) });
  });

  it.each([
    ['[]', 'the body is not an EventBridge event'],
    ['{"id":"a","detail-type":"x","source":"y"}', 'the body is not an EventBridge event'],
    ['{', 'the body is not JSON'],
  ])('refuses %s', (body, reason) => {
    expect(eventOfBody(body)).toEqual({ ok: false, reason });
  });
});
