import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/local-stack';
import { onInvocation, type InvocationRecord } from '../src/invocation-meter';
import { signUpAndSignIn, startTestApp } from './stack';

let app: App;
let token: string;
const records: InvocationRecord[] = [];
let stopListening: () => void = () => {};

beforeAll(async () => {
  // Before the first request imports the handlers: the document client reads it at load.
  process.env.COST_METERING = '1';
  app = await startTestApp();
  stopListening = onInvocation((record) => records.push(record));
  ({ IdToken: token } = await signUpAndSignIn(app.url, app.env.USER_POOL_CLIENT_ID!));
});
afterAll(async () => {
  stopListening();
  await app?.stop();
  delete process.env.COST_METERING;
});

/** One call over HTTP, and the record of the invocation the gateway made for it. */
const meteredCall = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  const requestId = response.headers.get('apigw-requestid');
  return {
    status: response.status,
    record: records.find((r) => r.requestId === requestId),
  };
};

describe('a metered request through the local stack', () => {
  it('reports the write units a write consumed, under its own request id', async () => {
    // Act
    const { status, record } = await meteredCall('POST', '/api/wishlist/collections', {
      name: 'Metered',
      isPublic: false,
    });

    // Assess
    expect(status).toBe(201);
    expect(record).toMatchObject({ functionName: 'shop-scanner-wishlist', failed: false });
    expect(record!.usage.writeCapacityUnits).toBeGreaterThan(0);
    expect(record!.usage.dynamoDbCalls).toBeGreaterThan(0);
    expect(record!.durationMs).toBeGreaterThan(0);
  });

  it('reports the read units a read consumed', async () => {
    // Act
    const { status, record } = await meteredCall('GET', '/api/wishlist/collections');

    // Assess
    expect(status).toBe(200);
    expect(record!.usage.readCapacityUnits).toBeGreaterThan(0);
    // Every signed-in request also counts itself in its caller's rate window: one write.
    expect(record!.usage.writeCapacityUnits).toBe(1);
  });
});
