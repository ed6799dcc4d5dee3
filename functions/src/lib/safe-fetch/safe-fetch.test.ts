/**
 * The safe fetcher against real loopback HTTP servers (the "stores"). Refusals are asserted by
 * their exact reason and, where a server could have been reached, by its request count.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowPrivateHosts } from './allow-list';
import {
  createSafeFetcher,
  DEFAULT_USER_AGENT,
  retryAfterMs,
  type SafeFetcherInstance,
  type SafeFetcherOptions,
} from './create-safe-fetcher';
import { FetchRefused, type FetchRefusalReason } from './fetch-refused';
import type { ResolveHost } from './guarded-agent';

interface Store {
  port: number;
  origin: string;
  hostPort: string;
  requests: IncomingMessage[];
  bodies: string[];
  close(): Promise<void>;
}

const startStore = async (
  handle: (req: IncomingMessage, res: ServerResponse, store: Store) => void,
): Promise<Store> => {
  const server = createServer((req, res) => {
    store.requests.push(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      store.bodies.push(Buffer.concat(chunks).toString());
      handle(req, res, store);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const store: Store = {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests: [],
    bodies: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return store;
};

const refusal = async (promise: Promise<unknown>): Promise<FetchRefused> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefused) return error;
    throw error;
  }
  throw new Error('expected a FetchRefused, got an answer');
};

const expectRefused = async (promise: Promise<unknown>, reason: FetchRefusalReason) =>
  expect((await refusal(promise)).reason).toBe(reason);

/** A DNS for tests: names from the table, anything else does not exist. */
const fakeDns =
  (table: Record<string, string[]>): ResolveHost =>
  async (hostname) => {
    const addresses = table[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const fetchers: SafeFetcherInstance[] = [];
const fetcherWith = (options: SafeFetcherOptions = {}) => {
  const fetcher = createSafeFetcher({ requestsPerSecond: 1000, ...options });
  fetchers.push(fetcher);
  return fetcher;
};
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

const stores: Store[] = [];
const store = async (handle: Parameters<typeof startStore>[0]) => {
  const started = await startStore(handle);
  stores.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((started) => started.close()));
});

/** A body that never ends: 64 KB chunks as fast as the client takes them. */
const endlessBody = (_req: IncomingMessage, res: ServerResponse) => {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  res.writeHead(200);
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', pump);
  pump();
};

const ok = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<h1>hello</h1>');
};

describe('address rules', () => {
  const privateForms = [
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'https://224.0.0.1/',
    'http://[fe80::1]/',
    'http://[2002:7f00:1::]/', // 6to4 embedding 127.0.0.1
    'http://[64:ff9b::a00:1]/', // NAT64 embedding 10.0.0.1
    'http://255.255.255.255/',
  ];

  it.each(privateForms)(
    'refuses %s as private-address, for fetch and assertFetchable',
    async (url) => {
      const fetcher = fetcherWith();
      await expectRefused(fetcher.fetch(url), 'private-address');
      await expectRefused(fetcher.assertFetchable(url), 'private-address');
    },
  );

  it('refuses the private forms on a live server port without contacting it', async () => {
    const target = await store(ok);
    const fetcher = fetcherWith({ ports: [target.port] });
    for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f.1', '017700000001']) {
      await expectRefused(fetcher.fetch(`http://${host}:${target.port}/`), 'private-address');
    }
    expect(target.requests).toHaveLength(0);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'gopher://example.com/',
    'data:text/plain,hi',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    const fetcher = fetcherWith();
    await expectRefused(fetcher.fetch(url), 'scheme');
    await expectRefused(fetcher.assertFetchable(url), 'scheme');
  });

  it.each(['http://example.com:8080/', 'http://example.com:22/', 'https://example.com:8443/'])(
    'refuses the port of %s',
    async (url) => {
      await expectRefused(fetcherWith().fetch(url), 'port');
    },
  );

  it.each(['http://user:pass@example.com/', 'https://user@example.com/'])(
    'refuses credentials in %s',
    async (url) => {
      await expectRefused(fetcherWith().fetch(url), 'credentials');
    },
  );

  it('refuses what is not a URL', async () => {
    await expectRefused(fetcherWith().fetch('not a url'), 'invalid-url');
    await expectRefused(fetcherWith().assertFetchable('/relative'), 'invalid-url');
  });

  it('refuses a name resolving to a private address, without contacting it', async () => {
    const target = await store(ok);
    const lookup = fakeDns({ 'inner.test': ['10.0.0.5'], 'loop.test': ['127.0.0.1'] });
    const fetcher = fetcherWith({ lookup, ports: [80, target.port] });
    await expectRefused(fetcher.assertFetchable('http://inner.test/'), 'private-address');
    await expectRefused(fetcher.fetch('http://inner.test/'), 'private-address');
    await expectRefused(fetcher.fetch(`http://loop.test:${target.port}/`), 'private-address');
    expect(target.requests).toHaveLength(0);
  });

  it('refuses a name with one public and one private address', async () => {
    const target = await store(ok);
    const lookup = fakeDns({ 'mixed.test': ['93.184.216.34', '127.0.0.1'] });
    const fetcher = fetcherWith({ lookup, ports: [80, target.port] });
    const refused = await refusal(fetcher.fetch(`http://mixed.test:${target.port}/`));
    expect(refused.reason).toBe('private-address');
    expect(refused.detail).toContain('127.0.0.1');
    await expectRefused(fetcher.assertFetchable('http://mixed.test/'), 'private-address');
    expect(target.requests).toHaveLength(0);
  });

  it('checks the address at connect time too (DNS rebinding)', async () => {
    const target = await store(ok);
    let calls = 0;
    // Public for the check, loopback for the connect.
    const lookup: ResolveHost = async () => [
      { address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 },
    ];
    const fetcher = fetcherWith({ lookup, ports: [target.port] });
    await fetcher.assertFetchable(`http://rebind.test:${target.port}/`);
    await expectRefused(fetcher.fetch(`http://rebind.test:${target.port}/`), 'private-address');
    expect(target.requests).toHaveLength(0);
  });

  it('says dns for a name that does not resolve', async () => {
    const fetcher = fetcherWith({ lookup: fakeDns({}) });
    await expectRefused(fetcher.assertFetchable('https://nowhere.test/'), 'dns');
    await expectRefused(fetcher.fetch('https://nowhere.test/'), 'dns');
  });

  it('says in words why a name does not resolve, never the resolver code', async () => {
    // Prepare
    const fetcher = fetcherWith({ lookup: fakeDns({}) });

    // Act
    const refused = await refusal(fetcher.assertFetchable('https://nowhere.test/'));

    // Assess
    expect(refused.detail).toBe('No website named nowhere.test could be found');
    expect(refused.detail).not.toMatch(/E[A-Z]{4,}/);
  });

  it.each([
    'https://${7*7}{{7*7}}/',
    'https://{{shop}}.example/',
    'https:///products/123',
    'https://shop/',
    'https://shop.1a/',
    'https://-shop.example/',
  ])('refuses %s by the form of its host, before any DNS lookup', async (url) => {
    // Prepare
    const looked: string[] = [];
    const lookup: ResolveHost = async (hostname) => {
      looked.push(hostname);
      return [{ address: '93.184.216.34', family: 4 }];
    };
    const fetcher = fetcherWith({ lookup });

    // Act
    const refused = await refusal(fetcher.assertFetchable(url));

    // Assess
    expect(refused.reason).toBe('invalid-url');
    expect(refused.detail).toBe('the address has no real host name');
    expect(looked).toEqual([]);
  });

  it('refuses localhost and its subdomains as this machine, before any DNS lookup', async () => {
    const fetcher = fetcherWith({ lookup: fakeDns({}) });
    await expectRefused(fetcher.assertFetchable('http://localhost/'), 'private-address');
    await expectRefused(fetcher.assertFetchable('http://shop.localhost/'), 'private-address');
  });

  it('accepts a public name in assertFetchable', async () => {
    const fetcher = fetcherWith({
      lookup: fakeDns({ 'shop.test': ['93.184.216.34', '2606:2800:220:1::1'] }),
    });
    await expect(fetcher.assertFetchable('https://shop.test/products')).resolves.toBeUndefined();
    await expect(fetcher.assertFetchable('http://93.184.216.34/')).resolves.toBeUndefined();
  });

  it('says connect when nothing listens', async () => {
    const closed = await store(ok);
    await closed.close();
    const fetcher = fetcherWith({ allowPrivateHosts: [closed.hostPort] });
    await expectRefused(fetcher.fetch(`${closed.origin}/`), 'connect');
  });
});

describe('allow-list', () => {
  it('lets a listed loopback host:port through, and only that port', async () => {
    const listed = await store(ok);
    const other = await store(ok);
    const fetcher = fetcherWith({ allowPrivateHosts: [listed.hostPort] });
    const response = await fetcher.fetch(`${listed.origin}/`);
    expect(response.status).toBe(200);
    await expect(fetcher.assertFetchable(`${listed.origin}/x`)).resolves.toBeUndefined();
    await expectRefused(fetcher.fetch(`${other.origin}/`), 'port');
    await expectRefused(fetcher.fetch(`http://localhost:${listed.port}/`), 'port');
    expect(other.requests).toHaveLength(0);
  });

  it('parses host:port entries', () => {
    expect(parseAllowPrivateHosts(' localhost:3000, 127.0.0.1:4000 ,[::1]:5000', {})).toEqual([
      'localhost:3000',
      '127.0.0.1:4000',
      '[::1]:5000',
    ]);
    expect(parseAllowPrivateHosts(undefined, {})).toEqual([]);
    expect(parseAllowPrivateHosts('', { AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toEqual([]);
    expect(() => parseAllowPrivateHosts('localhost', {})).toThrow(/host:port/);
    expect(() => parseAllowPrivateHosts('localhost:3000/path', {})).toThrow(/host:port/);
  });

  it('refuses to start on AWS when set', () => {
    expect(() =>
      parseAllowPrivateHosts('127.0.0.1:4000', { AWS_LAMBDA_FUNCTION_NAME: 'analysis' }),
    ).toThrow(/AWS/);
    expect(() =>
      parseAllowPrivateHosts('127.0.0.1:4000', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x' }),
    ).toThrow(/AWS/);
  });
});

describe('redirects', () => {
  it('refuses a redirect to a private address and never contacts it', async () => {
    const inner = await store(ok);
    const targets = [
      `${inner.origin}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1/',
      'http://inner.test/',
    ];
    const outer = await store((req, res) => {
      const index = Number(req.url?.slice(1));
      res.writeHead(302, { location: targets[index] }).end();
    });
    const fetcher = fetcherWith({
      allowPrivateHosts: [outer.hostPort],
      lookup: fakeDns({ 'inner.test': ['192.168.0.10'] }),
    });
    await expectRefused(fetcher.fetch(`${outer.origin}/0`), 'port');
    await expectRefused(fetcher.fetch(`${outer.origin}/1`), 'private-address');
    await expectRefused(fetcher.fetch(`${outer.origin}/2`), 'private-address');
    await expectRefused(fetcher.fetch(`${outer.origin}/3`), 'private-address');
    expect(outer.requests).toHaveLength(4);
    expect(inner.requests).toHaveLength(0);
  });

  const hopStore = () =>
    store((req, res) => {
      const left = Number(/^\/hop\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
      if (left === 0) ok(req, res);
      else res.writeHead(301, { location: `/hop/${left - 1}` }).end();
    });

  it('follows 5 redirects and lists them', async () => {
    const hops = await hopStore();
    const fetcher = fetcherWith({ allowPrivateHosts: [hops.hostPort] });
    const response = await fetcher.fetch(`${hops.origin}/hop/5`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${hops.origin}/hop/0`);
    expect(response.redirects).toEqual([4, 3, 2, 1, 0].map((n) => `${hops.origin}/hop/${n}`));
    expect(response.text()).toBe('<h1>hello</h1>');
  });

  it('refuses a sixth redirect', async () => {
    const hops = await hopStore();
    const fetcher = fetcherWith({ allowPrivateHosts: [hops.hostPort] });
    await expectRefused(fetcher.fetch(`${hops.origin}/hop/6`), 'too-many-redirects');
    expect(hops.requests).toHaveLength(6);
  });

  it('refuses a redirect without or with an invalid Location', async () => {
    const bad = await store((req, res) => {
      if (req.url === '/none') res.writeHead(302).end();
      else res.writeHead(302, { location: 'http://[oops/' }).end();
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [bad.hostPort] });
    await expectRefused(fetcher.fetch(`${bad.origin}/none`), 'bad-redirect');
    await expectRefused(fetcher.fetch(`${bad.origin}/invalid`), 'bad-redirect');
  });

  it('turns a POST into a GET on 303 and keeps it on 307', async () => {
    const target = await store((req, res) => {
      if (req.url === '/see-other') res.writeHead(303, { location: '/landing' }).end();
      else if (req.url === '/temporary') res.writeHead(307, { location: '/landing' }).end();
      else ok(req, res);
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const post = {
      method: 'POST' as const,
      body: 'a=1',
      headers: { 'content-type': 'text/plain' },
    };
    await fetcher.fetch(`${target.origin}/see-other`, post);
    expect(target.requests.map((req) => req.method)).toEqual(['POST', 'GET']);
    expect(target.bodies).toEqual(['a=1', '']);
    await fetcher.fetch(`${target.origin}/temporary`, post);
    expect(target.requests.slice(2).map((req) => req.method)).toEqual(['POST', 'POST']);
    expect(target.bodies.slice(2)).toEqual(['a=1', 'a=1']);
  });
});

describe('responses', () => {
  it('sends the identifying User-Agent and returns status, headers and url', async () => {
    const target = await store((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'X-Shop': 'yes' }).end('page');
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const response = await fetcher.fetch(`${target.origin}/`, {
      headers: { Accept: 'text/html', 'User-Agent': 'spoofed' },
    });
    expect(target.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(target.requests[0]?.headers.accept).toBe('text/html');
    expect(response).toMatchObject({ status: 200, url: `${target.origin}/`, redirects: [] });
    expect(response.headers['x-shop']).toBe('yes');

    const missing = await fetcher.fetch(`${target.origin}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.text()).toBe('page');
  });

  it('keeps every Set-Cookie, one per line, and joins other repeated headers with commas', async () => {
    const target = await store((_req, res) => {
      res.setHeader('x-served-by', ['cache-a', 'cache-b']);
      res.writeHead(200, {
        'content-type': 'text/html',
        'set-cookie': [
          'wp_woocommerce_session_3f2a=1%7C%7C1790000000; expires=Sat, 06 Nov 2027 15:00:20 GMT; path=/',
          'localization=US; path=/; SameSite=Lax',
        ],
      });
      res.end('page');
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });

    const response = await fetcher.fetch(`${target.origin}/`);

    expect(response.headers['set-cookie']).toBe(
      'wp_woocommerce_session_3f2a=1%7C%7C1790000000; expires=Sat, 06 Nov 2027 15:00:20 GMT; path=/\nlocalization=US; path=/; SameSite=Lax',
    );
    expect(response.headers['x-served-by']).toBe('cache-a, cache-b');
  });

  it('answers a HEAD with headers and no body', async () => {
    const target = await store(ok);
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const response = await fetcher.fetch(`${target.origin}/`, { method: 'HEAD' });
    expect(target.requests[0]?.method).toBe('HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(0);
  });

  it('uses the configured User-Agent', async () => {
    const target = await store(ok);
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort], userAgent: 'Test/2.0' });
    await fetcher.fetch(`${target.origin}/`);
    expect(target.requests[0]?.headers['user-agent']).toBe('Test/2.0');
  });

  it('decodes by the charset of the content type', async () => {
    const target = await store((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    expect((await fetcher.fetch(`${target.origin}/`)).text()).toBe('café');
  });

  it('decompresses gzip', async () => {
    const target = await store((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('unzipped'));
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    expect((await fetcher.fetch(`${target.origin}/`)).text()).toBe('unzipped');
  });
});

describe('limits', () => {
  it('refuses an endless body as too-large', async () => {
    const endless = await store(endlessBody);
    const fetcher = fetcherWith({ allowPrivateHosts: [endless.hostPort] });
    await expectRefused(fetcher.fetch(`${endless.origin}/`), 'too-large');
    await expectRefused(fetcher.fetch(`${endless.origin}/`, { maxBytes: 100_000 }), 'too-large');
  });

  it('refuses a gzip bomb without inflating it all', async () => {
    const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024));
    const target = await store((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    await expectRefused(
      fetcher.fetch(`${target.origin}/`, { maxBytes: 2 * 1024 * 1024 }),
      'too-large',
    );
  });

  it('refuses a big content-length before reading', async () => {
    const target = await store((_req, res) => {
      res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      res.write('a little');
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    await expectRefused(fetcher.fetch(`${target.origin}/`, { deadlineMs: 3000 }), 'too-large');
  });

  it('refuses a slow drip as timeout', async () => {
    const target = await store((_req, res) => {
      res.writeHead(200);
      const drip = setInterval(() => res.write('.'), 500);
      res.on('close', () => clearInterval(drip));
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const started = performance.now();
    await expectRefused(fetcher.fetch(`${target.origin}/`, { deadlineMs: 1200 }), 'timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('times out a server that never answers', async () => {
    const target = await store(() => undefined);
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    await expectRefused(fetcher.fetch(`${target.origin}/`, { deadlineMs: 300 }), 'timeout');
  });
});

describe('reading the first part of a large page', () => {
  const page = (bytes: number) =>
    `<html><head><title>Big</title></head><body>${'é'.repeat(bytes)}</body></html>`;

  it('keeps the first maxBytes of a longer body, cut on a whole character, and says so', async () => {
    // Prepare: a page of about 300 KB in 2-byte characters, announced by its content-length.
    const html = page(150_000);
    const target = await store((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
      });
      res.end(html);
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });

    // Act
    const before = Buffer.byteLength(html.slice(0, html.indexOf('é')));
    const cap = before + 2 * 50_000 + 1;
    const response = await fetcher.fetch(`${target.origin}/`, {
      maxBytes: cap,
      keepFirstPart: true,
    });

    // Assess: the cap falls inside a 2-byte character, which is left out whole.
    expect(response.body.length).toBe(cap - 1);
    expect(response.text().startsWith('<html><head><title>Big</title>')).toBe(true);
    expect(response.text()).not.toContain('\uFFFD');
    expect(response.partial).toEqual({
      bytesRead: cap - 1,
      announcedBytes: Buffer.byteLength(html),
    });
  });

  it('still refuses the same body without keepFirstPart', async () => {
    const html = page(150_000);
    const target = await store((_req, res) => res.writeHead(200).end(html));
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    await expectRefused(fetcher.fetch(`${target.origin}/`, { maxBytes: 100_000 }), 'too-large');
  });

  it('marks nothing partial when the body fits', async () => {
    const target = await store(ok);
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const response = await fetcher.fetch(`${target.origin}/`, { keepFirstPart: true });
    expect(response.text()).toBe('<h1>hello</h1>');
    expect(response.partial).toBeUndefined();
  });

  it('caps an endless body and a gzip bomb after decompression, without a page size', async () => {
    // Prepare
    const endless = await store(endlessBody);
    const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024));
    const bomber = await store((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [endless.hostPort, bomber.hostPort] });

    // Act
    const options = { maxBytes: 256 * 1024, keepFirstPart: true };
    const [fromEndless, fromBomb] = await Promise.all([
      fetcher.fetch(`${endless.origin}/`, options),
      fetcher.fetch(`${bomber.origin}/`, options),
    ]);

    // Assess: the compressed length is not the page's size, so none is claimed.
    expect(fromEndless.body.length).toBe(256 * 1024);
    expect(fromEndless.partial).toEqual({ bytesRead: 256 * 1024 });
    expect(fromBomb.body.length).toBe(256 * 1024);
    expect(fromBomb.partial).toEqual({ bytesRead: 256 * 1024 });
  });

  it('keeps the deadline: a slow drip is still a timeout', async () => {
    const target = await store((_req, res) => {
      res.writeHead(200);
      const drip = setInterval(() => res.write('.'), 200);
      res.on('close', () => clearInterval(drip));
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    await expectRefused(
      fetcher.fetch(`${target.origin}/`, { deadlineMs: 800, keepFirstPart: true }),
      'timeout',
    );
  });
});

describe('politeness', () => {
  it('starts at most 2 requests a second per host; other hosts do not wait', async () => {
    const target = await store(ok);
    const lookup = fakeDns({ 'a.test': ['127.0.0.1'], 'b.test': ['127.0.0.1'] });
    const fetcher = fetcherWith({
      requestsPerSecond: 2,
      lookup,
      allowPrivateHosts: [`a.test:${target.port}`, `b.test:${target.port}`],
    });
    const started = performance.now();
    const five = Array.from({ length: 5 }, () =>
      fetcher.fetch(`http://a.test:${target.port}/`).then(() => performance.now() - started),
    );
    // b.test is its own store: its 2 requests start at once, a.test's queue notwithstanding.
    const other = await Promise.all([
      fetcher.fetch(`http://b.test:${target.port}/`),
      fetcher.fetch(`http://b.test:${target.port}/`),
    ]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(other.map((response) => response.status)).toEqual([200, 200]);
    const finished = await Promise.all(five);
    expect(finished.filter((ms) => ms < 900)).toHaveLength(2);
    expect(finished.filter((ms) => ms >= 950 && ms < 1900)).toHaveLength(2);
    expect(finished[4]).toBeGreaterThanOrEqual(1950);
  });

  it('times out at once when the host has no slot before the deadline', async () => {
    const target = await store(ok);
    const fetcher = fetcherWith({ requestsPerSecond: 1, allowPrivateHosts: [target.hostPort] });
    await fetcher.fetch(`${target.origin}/`);
    await expectRefused(fetcher.fetch(`${target.origin}/`, { deadlineMs: 200 }), 'timeout');
    expect(target.requests).toHaveLength(1);
  });

  it('waits out a 429 with Retry-After once, and holds the host meanwhile', async () => {
    const target = await store((_req, res, self) => {
      if (self.requests.length === 1) res.writeHead(429, { 'retry-after': '1' }).end();
      else ok(_req, res);
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    const started = performance.now();
    const first = fetcher.fetch(`${target.origin}/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = fetcher.fetch(`${target.origin}/other`);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(target.requests).toHaveLength(3);
  });

  it('returns a 430 without Retry-After, and a 429 whose wait is too long', async () => {
    const target = await store((req, res) => {
      if (req.url === '/shopify') res.writeHead(430).end('slow down');
      else res.writeHead(429, { 'retry-after': '3600' }).end();
    });
    const fetcher = fetcherWith({ allowPrivateHosts: [target.hostPort] });
    expect((await fetcher.fetch(`${target.origin}/shopify`)).status).toBe(430);
    expect((await fetcher.fetch(`${target.origin}/long`)).status).toBe(429);
    expect(target.requests).toHaveLength(2);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('the default instance', () => {
  beforeAll(() => {
    process.env.TABLE_NAME ??= 'unit-test';
    delete process.env.FETCH_ALLOW_PRIVATE_HOSTS;
  });
  let defaultFetcher: typeof import('./index').safeFetcher | undefined;
  afterAll(async () => {
    await (defaultFetcher as SafeFetcherInstance | undefined)?.close();
  });

  it('has no allow-list: loopback is refused', async () => {
    const target = await store(ok);
    const module = await import('./index');
    defaultFetcher = module.safeFetcher;
    await expectRefused(module.safeFetcher.fetch(`${target.origin}/`), 'port');
    await expectRefused(module.safeFetcher.fetch('http://localhost/'), 'private-address');
    expect(target.requests).toHaveLength(0);
  });
});
