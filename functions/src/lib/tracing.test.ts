/**
 * The traced partner calls, with tracing on in an environment shaped like Lambda's: the X-Ray SDK
 * streams each closed subsegment to its daemon over UDP, so a UDP socket standing in for the
 * daemon receives exactly what X-Ray would. With tracing off, the Tracer is never loaded.
 */
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

interface SubsegmentDocument {
  readonly name: string;
  readonly type?: string;
  readonly parent_id?: string;
  readonly trace_id?: string;
  readonly start_time: number;
  readonly end_time?: number;
  readonly fault?: boolean;
  readonly cause?: { readonly exceptions?: readonly { readonly message?: string }[] };
}

const TRACE_ROOT = '1-67891233-abcdef012345678912345678';
const PARENT_ID = '53995c3f42cd8ad8';

let daemon: Socket;
const received: SubsegmentDocument[] = [];

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (packet) => {
    // Each packet is a header line, then the document.
    const [, document] = packet.toString('utf8').split('\n');
    if (document) received.push(JSON.parse(document) as SubsegmentDocument);
  });
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
});
afterAll(() => {
  daemon.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  received.length = 0;
});

/** The module loaded afresh with Lambda's environment, tracing on or off. */
const loadTracing = async (enabled: boolean) => {
  vi.stubEnv('POWERTOOLS_TRACE_ENABLED', String(enabled));
  vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
  vi.stubEnv('LAMBDA_TASK_ROOT', '/var/task');
  vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${TRACE_ROOT};Parent=${PARENT_ID};Sampled=1`);
  vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${daemon.address().port}`);
  vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
  return import('./tracing');
};

const documentsNamed = async (name: string, count: number) => {
  await vi.waitFor(() => expect(received.filter((d) => d.name === name)).toHaveLength(count));
  return received.filter((d) => d.name === name);
};

describe('traced', () => {
  it('with tracing on, sends each partner call as a closed subsegment of the invocation', async () => {
    // Prepare
    const { traced, tracedPartner } = await loadTracing(true);

    // Act
    const answer = await traced(tracedPartner.stripe, async () => 'customer cus_1');

    // Assess
    expect(answer).toBe('customer cus_1');
    const [subsegment] = await documentsNamed('Stripe', 1);
    expect(subsegment).toMatchObject({
      type: 'subsegment',
      trace_id: TRACE_ROOT,
      parent_id: PARENT_ID,
    });
    expect(subsegment?.end_time).toBeGreaterThanOrEqual(subsegment?.start_time ?? Infinity);
  });

  it('with tracing on, marks a failed call with its error and still throws it', async () => {
    // Prepare
    const { traced, tracedPartner } = await loadTracing(true);

    // Act
    const call = traced(tracedPartner.openPrices, async () => {
      throw new Error('HTTP 503');
    });

    // Assess
    await expect(call).rejects.toThrow('HTTP 503');
    const [subsegment] = await documentsNamed('OpenPrices', 1);
    expect(subsegment?.fault).toBe(true);
    expect(subsegment?.cause?.exceptions?.[0]?.message).toBe('HTTP 503');
  });

  it('gives parallel calls a subsegment each, side by side under the invocation', async () => {
    // Prepare
    const { traced, tracedPartner } = await loadTracing(true);

    // Act
    await Promise.all([1, 2, 3].map((n) => traced(tracedPartner.storeFetch, async () => n)));

    // Assess
    const subsegments = await documentsNamed('StoreFetch', 3);
    expect(subsegments.map((s) => s.parent_id)).toEqual([PARENT_ID, PARENT_ID, PARENT_ID]);
  });

  it('with tracing off, runs the call, sends nothing and never loads the Tracer', async () => {
    // Prepare
    const loaded = vi.fn();
    vi.doMock('@aws-lambda-powertools/tracer', () => {
      loaded();
      return {};
    });
    const { traced, tracedPartner } = await loadTracing(false);

    // Act
    const answer = await traced(tracedPartner.openFoodFacts, async () => 'prefill');
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Assess
    expect(answer).toBe('prefill');
    expect(loaded).not.toHaveBeenCalled();
    expect(received).toEqual([]);
    vi.doUnmock('@aws-lambda-powertools/tracer');
  });
});
