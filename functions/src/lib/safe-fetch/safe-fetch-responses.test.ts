/**
 * The safe fetcher against real loopback HTTP servers (the "stores"): redirects and responses.
 * Refusals are asserted by their exact reason and, where a server could have been reached, by its
 * request count.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT } from './create-safe-fetcher';
import { expectRefused, fakeDns, fetcherWith, ok, store } from './test/loopback-stores';

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
