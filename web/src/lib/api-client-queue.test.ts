import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isQueuedFailure, type CallToQueue } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A token whose `sub` is ann's (the signature is not read by the client). */
const annToken = `h.${btoa(JSON.stringify({ sub: 'ann' })).replace(/=+$/, '')}.s`;

const setUp = ({ online = true, fetchImpl }: { online?: boolean; fetchImpl?: typeof fetch }) => {
  const queued: CallToQueue[] = [];
  const enqueue = vi.fn(async (call: CallToQueue) => {
    queued.push(call);
    return queued.length;
  });
  const fetchMock = vi.fn<typeof fetch>(fetchImpl ?? (async () => json(201, { id: 'w-1' })));
  const request = createApiClient({
    baseUrl: '',
    getToken: async () => annToken,
    onUnauthorized: () => undefined,
    fetch: fetchMock,
    isOnline: () => online,
    enqueue,
  });
  return { request, queued, enqueue, fetchMock };
};

const headersOf = (fetchMock: ReturnType<typeof setUp>['fetchMock'], i = 0) =>
  fetchMock.mock.calls[i]![1]!.headers as Record<string, string>;

describe('the api client and the sync queue', () => {
  it('sends a fresh Idempotency-Key with each call of a replayable route', async () => {
    // Prepare
    const { request, fetchMock } = setUp({});

    // Act
    await request('/api/wishlist/items', { method: 'POST', body: { productId: 'p-1' } });
    await request('/api/wishlist/items', { method: 'POST', body: { productId: 'p-1' } });

    // Assess
    const first = headersOf(fetchMock, 0)['Idempotency-Key'];
    const second = headersOf(fetchMock, 1)['Idempotency-Key'];
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first).not.toBe(second);
  });

  it('sends a key with a barcode lookup that may queue, and none with a plain read', async () => {
    // Prepare
    const { request, fetchMock } = setUp({});

    // Act
    await request('/api/products/barcode/4006381333931', { queueable: true });
    await request('/api/products/p-1');

    // Assess
    expect(headersOf(fetchMock, 0)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headersOf(fetchMock, 1)).not.toHaveProperty('Idempotency-Key');
  });

  it('sends no Idempotency-Key with any other call', async () => {
    // Prepare
    const { request, fetchMock } = setUp({});

    // Act
    await request('/api/wishlist/items/w-1', { method: 'DELETE' });

    // Assess
    expect(headersOf(fetchMock)).not.toHaveProperty('Idempotency-Key');
  });

  it('queues a queueable call made offline and answers the queued marker', async () => {
    // Prepare
    const { request, queued, fetchMock } = setUp({ online: false });

    // Act
    const answer = await request('/api/products/p-1/prices', {
      method: 'POST',
      body: { price: 3.5 },
      queueable: true,
    });

    // Assess
    expect(answer).toEqual({ queued: true, queueId: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queued).toEqual([
      {
        type: 'price-report',
        data: { price: 3.5 },
        endpoint: '/api/products/p-1/prices',
        method: 'POST',
        timestamp: expect.any(Number) as number,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) as string,
        userId: 'ann',
      },
    ]);
  });

  it('queues a call that failed for lack of network under the key it was sent with, and rethrows', async () => {
    // Prepare
    const { request, queued, fetchMock } = setUp({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });

    // Act
    const error = await request('/api/wishlist/items', {
      method: 'POST',
      body: { productId: 'p-1' },
      queueable: true,
    }).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, queueId: 1 });
    expect(isQueuedFailure(error)).toBe(true);
    expect(queued[0]?.idempotencyKey).toBe(headersOf(fetchMock)['Idempotency-Key']);
  });

  it('neither queues a call the caller aborted nor one whose caller takes no queued marker', async () => {
    // Prepare
    const { request, enqueue } = setUp({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const aborted = new AbortController();
    aborted.abort();

    // Act
    const plain = await request('/api/wishlist/items', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    await request('/api/wishlist/items', {
      method: 'POST',
      body: {},
      queueable: true,
      signal: aborted.signal,
    }).catch((e: unknown) => e);

    // Assess
    expect(plain).toMatchObject({ status: 0 });
    expect(isQueuedFailure(plain)).toBe(false);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('never queues a call the route table does not mark replayable', async () => {
    // Prepare
    const { request, enqueue, fetchMock } = setUp({ online: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    // Act
    const error = await request('/api/price-alerts', {
      method: 'POST',
      body: {},
      queueable: true,
    }).catch((e: unknown) => e);

    // Assess
    expect(error).toMatchObject({ status: 0 });
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('sends a replay with the key it was given and the current token', async () => {
    // Prepare
    const { request, fetchMock } = setUp({});

    // Act
    await request('/api/wishlist/items', {
      method: 'POST',
      body: { productId: 'p-1' },
      idempotencyKey: 'made-when-queued',
    });

    // Assess
    expect(headersOf(fetchMock)).toMatchObject({
      'Idempotency-Key': 'made-when-queued',
      Authorization: `Bearer ${annToken}`,
    });
  });
});
