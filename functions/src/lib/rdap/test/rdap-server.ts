/**
 * A registry's RDAP server on loopback, for the domain-age tests: `GET /domain/{name}` answers
 * what the test says for that name (a domain object, a status, silence), any other name 404 as
 * registries answer for names they do not hold. Other paths answer the files the test gives
 * (a bootstrap file for the refresh script). It stands in for the registry, not for our code:
 * the real safe fetcher reaches it through its loopback allow-list.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RegistryAnswer =
  /** A domain object (RFC 9083 §5.3), sent as application/rdap+json. */
  | { readonly object: unknown }
  /** A status with a body as given (a registry's error page, or not JSON at all). */
  | { readonly status: number; readonly body: string; readonly contentType?: string }
  /** Accepts the request and never answers (a registry that hangs). */
  | { readonly hang: true };

export interface RdapRequest {
  readonly path: string;
  readonly accept: string | undefined;
}

export interface RdapFixture {
  /** `http://127.0.0.1:PORT/`: a bootstrap base URL, with its trailing slash. */
  readonly base: string;
  /** `127.0.0.1:PORT`, for the safe fetcher's allow-list. */
  readonly hostPort: string;
  /** Every request, in order. */
  readonly requests: RdapRequest[];
  close(): Promise<void>;
}

/** A domain object as registries write them: handle, name, status, events, an RFC 9083 notice. */
export const domainObject = (name: string, events: readonly object[]): object => ({
  objectClassName: 'domain',
  rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_0'],
  handle: `${name.toUpperCase().replace(/\./g, '_')}-TEST`,
  ldhName: name.toUpperCase(),
  status: ['client transfer prohibited'],
  events,
  notices: [{ title: 'Terms of Use', description: ['Fixture data, not a real registration.'] }],
});

export const startRdapFixture = async (
  domains: Readonly<Record<string, RegistryAnswer>>,
  files: Readonly<Record<string, string>> = {},
): Promise<RdapFixture> => {
  const requests: RdapRequest[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, accept: request.headers.accept });
    const file = files[path];
    if (file !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(file);
      return;
    }
    const name = /^\/domain\/([^/?]+)$/.exec(path)?.[1]?.toLowerCase();
    const answer = name === undefined ? undefined : domains[name];
    if (answer === undefined) {
      response.writeHead(404, { 'content-type': 'application/rdap+json' });
      response.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }));
      return;
    }
    if ('hang' in answer) return;
    if ('object' in answer) {
      response.writeHead(200, { 'content-type': 'application/rdap+json' });
      response.end(JSON.stringify(answer.object));
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'text/html' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests hold their sockets open; close would wait for them forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
