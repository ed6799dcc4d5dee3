import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RdapBootstrap } from './bootstrap';
import { domainObject, startRdapFixture, type RdapFixture } from './test/rdap-server';

// env.ts checks the environment at import (the safe fetcher reads it too).
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
});

const { createSafeFetcher } = await import('../safe-fetch');
const { clearDomainAgeCache, lookupDomainAge } = await import('./domain-age');

type SafeFetcher = ReturnType<typeof createSafeFetcher>;

const registered = (date: string) => ({ eventAction: 'registration', eventDate: date });
const lastChanged = { eventAction: 'last changed', eventDate: '2025-06-01T08:00:00Z' };
const expires = { eventAction: 'expiration', eventDate: '2027-03-04T15:20:00Z' };

let registry: RdapFixture;
let fetcher: SafeFetcher;
let bootstrap: RdapBootstrap;

beforeAll(async () => {
  registry = await startRdapFixture({
    'example.com': {
      object: domainObject('example.com', [
        registered('2019-03-04T15:20:00Z'),
        lastChanged,
        expires,
      ]),
    },
    'example.co.uk': {
      object: domainObject('example.co.uk', [registered('2001-05-10T00:00:00Z')]),
    },
    'private.com': { object: domainObject('private.com', [lastChanged, expires]) },
    'slow.com': { hang: true },
    'broken.com': { status: 503, body: '<h1>Service Unavailable</h1>' },
    'garbled.com': { status: 200, body: '<html>not RDAP</html>' },
  });
  // The real safe fetcher, opened to this one loopback server only.
  // (Politeness pacing is the fetcher's own test's business; here it would only slow the suite.)
  fetcher = createSafeFetcher({ allowPrivateHosts: [registry.hostPort], requestsPerSecond: 1000 });
  bootstrap = {
    version: '1.0',
    publication: '2026-01-01T00:00:00Z',
    services: [[['com', 'uk'], [registry.base]]],
  };
});

afterAll(async () => {
  await fetcher.close();
  await registry.close();
});

beforeEach(() => {
  registry.requests.length = 0;
  clearDomainAgeCache();
});

const NOW = new Date('2026-03-04T15:20:00Z');
const lookup = (host: string, now = NOW) => lookupDomainAge(host, { fetcher, bootstrap, now });
const paths = () => registry.requests.map((request) => request.path);

describe('lookupDomainAge against a registry on loopback', () => {
  it('answers the registration date and the whole days since', async () => {
    const age = await lookup('example.com');

    expect(age).toEqual({
      registeredAt: '2019-03-04T15:20:00.000Z',
      // Seven years to the minute, two of them leap years.
      ageDays: 7 * 365 + 2,
      note: `registered 2019-03-04 (RDAP: ${registry.hostPort})`,
    });
    expect(registry.requests).toEqual([
      { path: '/domain/example.com', accept: 'application/rdap+json' },
    ]);
  });

  it('counts whole days only: a minute short of the anniversary is a day less', async () => {
    const age = await lookup('example.com', new Date('2026-03-04T15:19:00Z'));
    expect(age.ageDays).toBe(7 * 365 + 1);
  });

  it("asks about a subdomain's registrable domain", async () => {
    const age = await lookup('shop.eu.example.com');

    expect(age.registeredAt).toBe('2019-03-04T15:20:00.000Z');
    expect(paths()).toEqual(['/domain/example.com']);
  });

  it('knows multi-label public suffixes (co.uk)', async () => {
    const age = await lookup('shop.example.co.uk');

    expect(age).toMatchObject({ registeredAt: '2001-05-10T00:00:00.000Z' });
    expect(paths()).toEqual(['/domain/example.co.uk']);
  });

  it('is unknown, not new, when the registry withholds the date', async () => {
    expect(await lookup('www.private.com')).toEqual({
      registeredAt: null,
      ageDays: null,
      note: 'registration date withheld by the registry',
    });
  });

  it('is unknown when the registry does not hold the name (404)', async () => {
    expect(await lookup('unregistered.com')).toEqual({
      registeredAt: null,
      ageDays: null,
      note: 'not found in the .com registry',
    });
    expect(await lookup('missing.co.uk')).toMatchObject({
      note: 'not found in the .uk registry',
    });
  });

  it('is unknown without a request when no server answers for the TLD', async () => {
    expect(await lookup('shop.example.xyz')).toEqual({
      registeredAt: null,
      ageDays: null,
      note: 'no RDAP server for .xyz',
    });
    expect(paths()).toEqual([]);
  });

  it('is unknown without a request for an address or a bare host name', async () => {
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      const age = await lookup(host);
      expect(age).toMatchObject({ registeredAt: null, ageDays: null });
    }
    expect(await lookup('127.0.0.1')).toMatchObject({ note: 'an address, not a domain name' });
    expect(paths()).toEqual([]);
  });

  it('gives up on a registry that does not answer within the deadline', async () => {
    const started = performance.now();
    const age = await lookupDomainAge('slow.com', {
      fetcher,
      bootstrap,
      now: NOW,
      deadlineMs: 300,
    });

    expect(age).toMatchObject({ registeredAt: null, ageDays: null });
    expect(age.note).toMatch(new RegExp(`^RDAP lookup at ${registry.hostPort} failed: .*timeout`));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is unknown, with the reason, when the registry fails or answers no JSON', async () => {
    expect(await lookup('broken.com')).toEqual({
      registeredAt: null,
      ageDays: null,
      note: `RDAP server ${registry.hostPort} answered HTTP 503`,
    });
    expect(await lookup('garbled.com')).toMatchObject({
      registeredAt: null,
      note: `RDAP answer from ${registry.hostPort} was not JSON`,
    });
  });

  it('asks the registry once a day per domain, counting the age anew', async () => {
    const first = await lookup('example.com');
    const again = await lookup('www.example.com', new Date('2026-03-05T15:20:00Z'));
    const notFound = await lookup('unregistered.com');
    const notFoundAgain = await lookup('unregistered.com');

    expect(first.ageDays).toBe(2557);
    expect(again).toEqual({ ...first, ageDays: 2558 });
    expect(notFoundAgain).toEqual(notFound);
    expect(paths()).toEqual(['/domain/example.com', '/domain/unregistered.com']);
  });

  it('never reaches an address the safe fetcher refuses', async () => {
    // A bootstrap file pointing at a private address must not turn the lookup into SSRF.
    // Its port opened (as the fetcher's own tests do), so the address is what refuses it.
    const port = Number(registry.hostPort.split(':')[1]);
    const closed = createSafeFetcher({ ports: [port] });
    const age = await lookupDomainAge('example.com', { fetcher: closed, bootstrap, now: NOW });

    expect(age).toMatchObject({ registeredAt: null, ageDays: null });
    expect(age.note).toMatch(/failed: fetch refused: private-address/);
    expect(paths()).toEqual([]);
    await closed.close();
  });
});
