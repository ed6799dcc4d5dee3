import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (fetchImpl: typeof fetch, { token }: { token?: string } = { token: 'id-token' }) => {
  const onUnauthorized = vi.fn();
  const request = createApiClient({
    baseUrl: 'https://api.example.com',
    getToken: async () => token,
    onUnauthorized,
    fetch: fetchImpl,
  });
  return { request, onUnauthorized };
};

describe('api client', () => {
  it('sends JSON with the bearer token to the base URL', async () => {
    // Prepare
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, { ok: true }));
    const { request } = client(fetchImpl);

    // Act
    const body = await request('/auth/me', { method: 'PUT', body: { name: 'Ada' } });

    // Assess
    expect(body).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/auth/me');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Ada"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Content-Type': 'application/json',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads a file answer as a Blob, with the bearer token', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const { request } = client(fetchImpl);

    const body = await request<Blob>('/api/billing/invoices/in_1/download', {
      responseType: 'blob',
    });

    expect(new Uint8Array(await body.arrayBuffer())).toEqual(pdf);
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
    });
  });

  it('sends no Authorization header for a guest', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, {}));
    const { request } = client(fetchImpl, {});
    await request('/api/products/popular');
    expect(fetchImpl.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('clears the session on any 401 and rejects with the status', async () => {
    // Prepare
    const { request, onUnauthorized } = client(async () => json(401, { message: 'Unauthorized' }));

    // Act
    const failure = request('/api/wishlist').catch((e: unknown) => e);

    // Assess
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not clear the session on other errors and keeps the field errors', async () => {
    // Prepare
    const { request, onUnauthorized } = client(async () =>
      json(400, { message: 'Invalid input', fieldErrors: { name: ['Name is required'] } }),
    );

    // Act
    const error = await request('/auth/me').catch((e: unknown) => e);

    // Assess
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      fieldErrors: { name: ['Name is required'] },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('parses the answer with the given schema', async () => {
    const { request } = client(async () => json(200, { n: '1' }));
    const parsed = await request('/x', {
      schema: { parse: (v) => Number((v as { n: string }).n) },
    });
    expect(parsed).toBe(1);
  });

  it('turns a timeout into an ApiError', async () => {
    // Prepare: a fetch that only ends when its signal aborts.
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const request = createApiClient({
      baseUrl: '',
      getToken: async () => undefined,
      onUnauthorized: () => undefined,
      fetch: hanging,
      timeoutMs: 10,
    });

    // Act
    const error = await request('/slow').catch((e: unknown) => e);

    // Assess
    expect(error).toMatchObject({ status: 0, message: 'The request timed out. Please try again.' });
  });
});
