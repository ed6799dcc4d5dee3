/**
 * The safe fetcher against real loopback HTTP servers (the "stores"): which addresses it fetches
 * (address rules, the allow-list, the default instance). Refusals are asserted by their exact
 * reason and, where a server could have been reached, by its request count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowPrivateHosts } from './allow-list';
import { type SafeFetcherInstance } from './create-safe-fetcher';
import type { ResolveHost } from './guarded-agent';
import { expectRefused, fakeDns, fetcherWith, ok, refusal, store } from './test/loopback-stores';

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
