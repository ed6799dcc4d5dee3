/**
 * For tests: a loopback stand-in for eBay's token and Browse search endpoints. It records every
 * request, grants tokens from a list (expires_in as given), and answers searches with the
 * listings, status or delay the test sets.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export interface EbayFixtureOptions {
  /** Tokens granted in turn (the last one again when they run out). */
  tokens?: { access_token: string; expires_in: number }[];
  tokenStatus?: number;
  /** Answers a search: listings by the request's query, or a status, after an optional delay. */
  search?: (
    query: URLSearchParams,
    bearer: string,
  ) => {
    status?: number;
    itemSummaries?: unknown[];
    delayMs?: number;
  };
}

export interface EbayFixture {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

export const startEbayFixture = async (options: EbayFixtureOptions): Promise<EbayFixture> => {
  const requests: RecordedRequest[] = [];
  let granted = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      const body = await readBody(request);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      const json = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (url.pathname === '/identity/v1/oauth2/token') {
        const tokens = options.tokens ?? [{ access_token: 'token-1', expires_in: 7200 }];
        const token = tokens[Math.min(granted, tokens.length - 1)];
        granted += 1;
        const status = options.tokenStatus ?? 200;
        json(status, status === 200 ? { ...token, token_type: 'Application Access Token' } : {});
        return;
      }
      if (url.pathname === '/buy/browse/v1/item_summary/search') {
        const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        const answer = options.search?.(url.searchParams, bearer) ?? {};
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (response.destroyed) return;
        const items = answer.itemSummaries ?? [];
        json(answer.status ?? 200, { total: items.length, itemSummaries: items });
        return;
      }
      json(404, { errors: [{ message: 'not found' }] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
