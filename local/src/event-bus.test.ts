import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventBus, type EventRule } from './event-bus';
import { createLog } from './log';
import { createQueueStore } from './sqs/queue-store';

const fixtures = path.join(import.meta.dirname, '..', 'test', 'fixtures');
const outage = globalThis as { billingConsumerOutage?: boolean; billingConsumerFailures?: number };
afterEach(() => {
  outage.billingConsumerOutage = false;
  outage.billingConsumerFailures = 0;
});

const failingConsumer = {
  name: 'billing',
  entry: path.join(fixtures, 'billing-consumer-outage.ts'),
};
const entry = {
  Source: 'shop-scanner.billing',
  DetailType: 'invoice.paid',
  Detail: '{"id":"evt_1"}',
};

const busWith = (rules: EventRule[]) => {
  const queues = createQueueStore({ queues: ['billing-dead-letters'] });
  const bus = createEventBus({
    busName: 'shop-scanner',
    rules,
    log: createLog('events', true),
    retryDelaysMs: [1, 1],
    deadLetters: queues,
  });
  return { bus, queues };
};

describe('the local bus, when a consumer fails every retry', () => {
  it("keeps the event in the rule's dead-letter queue, as Lambda's asynchronous DLQ does", async () => {
    // Prepare
    outage.billingConsumerOutage = true;
    const { bus, queues } = busWith([
      {
        name: 'billing',
        pattern: { source: ['shop-scanner.billing'] },
        target: failingConsumer,
        deadLetterQueue: 'billing-dead-letters',
      },
    ]);

    // Act
    const result = bus.putEvents([entry]);
    await bus.idle();

    // Assess: three attempts (the first and two retries), then the event itself as the body.
    expect(outage.billingConsumerFailures).toBe(3);
    const [kept, ...others] = queues.messages('billing-dead-letters');
    expect(others).toEqual([]);
    expect(JSON.parse(kept!.body)).toEqual(bus.published[0]);
    expect(JSON.parse(kept!.body).id).toBe((result.Entries[0] as { EventId: string }).EventId);
    expect(kept!.attributes.ErrorMessage?.StringValue).toBe(
      'The billing consumer cannot reach its table (test outage)',
    );
    expect(kept!.attributes.ErrorCode).toEqual({ DataType: 'Number', StringValue: '200' });
  });

  it('keeps nothing for a rule without a dead-letter queue', async () => {
    // Prepare
    outage.billingConsumerOutage = true;
    const { bus, queues } = busWith([
      { name: 'billing', pattern: { source: ['shop-scanner.billing'] }, target: failingConsumer },
    ]);

    // Act
    bus.putEvents([entry]);
    await bus.idle();

    // Assess
    expect(outage.billingConsumerFailures).toBe(3);
    expect(queues.messages('billing-dead-letters')).toEqual([]);
  });
});
