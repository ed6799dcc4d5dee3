/**
 * The safe fetcher against real loopback HTTP servers (the "stores"): size and time limits, reading
 * a large page in part, and politeness. Refusals are asserted by their exact reason and, where a
 * server could have been reached, by its request count.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './create-safe-fetcher';
import {
  endlessBody,
  expectRefused,
  fakeDns,
  fetcherWith,
  ok,
  store,
} from './test/loopback-stores';

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
