import { describe, expect, it } from 'vitest';
import { parseRdapBootstrap, rdapServerFor, type RdapBootstrap } from './bootstrap';
import bundledJson from './dns-bootstrap.json';

const bootstrap: RdapBootstrap = {
  version: '1.0',
  publication: '2026-01-01T00:00:00Z',
  services: [
    [
      ['com', 'net'],
      ['http://rdap.example/com/', 'https://rdap.example/com/'],
    ],
    [['uk'], ['https://rdap.example/uk']],
    [['co.uk'], ['https://rdap.example/co-uk/']],
    [['test'], ['http://127.0.0.1:8080/']],
    [['COM'], ['https://shadowed.example/']],
  ],
};

describe('parseRdapBootstrap', () => {
  it('accepts the format IANA publishes', () => {
    expect(parseRdapBootstrap(bootstrap)).toEqual(bootstrap);
  });

  it('names the problem when a file is not a bootstrap file', () => {
    expect(() => parseRdapBootstrap({ version: '1.0' }, 'test.json')).toThrow(
      /^test\.json is not an RDAP bootstrap file: publication/,
    );
    expect(() =>
      parseRdapBootstrap({ ...bootstrap, services: [[['com'], ['ftp://rdap.example/']]] }),
    ).toThrow(/services\.0\.1\.0/);
    expect(() => parseRdapBootstrap({ ...bootstrap, services: [[['com'], []]] })).toThrow();
    expect(() => parseRdapBootstrap('not json at all')).toThrow(/\(root\)/);
  });
});

describe('rdapServerFor', () => {
  it.each([
    {
      name: 'example.com',
      zone: 'com',
      base: 'https://rdap.example/com/',
      why: 'preferring its https URL',
    },
    {
      name: 'Example.NET.',
      zone: 'net',
      base: 'https://rdap.example/com/',
      why: 'whatever the case, a trailing dot too',
    },
    {
      name: 'example.co.uk',
      zone: 'co.uk',
      base: 'https://rdap.example/co-uk/',
      why: 'the longest label sequence that ends the name',
    },
    {
      name: 'example.org.uk',
      zone: 'uk',
      // A base URL without its trailing slash gets one: queries append `domain/{name}`.
      base: 'https://rdap.example/uk/',
      why: 'the TLD when no longer sequence is listed',
    },
  ])('finds the $zone entry for $name, $why', ({ name, zone, base }) => {
    expect(rdapServerFor(bootstrap, name)).toEqual({ zone, base });
  });

  it('uses an http URL when that is all an entry has (a loopback fixture)', () => {
    expect(rdapServerFor(bootstrap, 'shop.test')?.base).toBe('http://127.0.0.1:8080/');
  });

  it('has no server for a TLD the file does not name', () => {
    expect(rdapServerFor(bootstrap, 'example.xyz')).toBeUndefined();
    expect(rdapServerFor(bootstrap, 'com.xyz')).toBeUndefined();
  });
});

describe('the bundled dns-bootstrap.json', () => {
  const bundled = parseRdapBootstrap(bundledJson, 'dns-bootstrap.json');

  it("is IANA's file: its description, a publication date and the full list", () => {
    expect(bundled.description).toBe('RDAP bootstrap file for Domain Name System registrations');
    expect(bundled.publication).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const tlds = bundled.services.flatMap(([labels]) => labels);
    expect(tlds.length).toBeGreaterThan(1000);
    expect(new Set(tlds).size).toBe(tlds.length);
  });

  it('names the registries of com, net and org, and of a few country codes', () => {
    expect(rdapServerFor(bundled, 'example.com')).toEqual({
      zone: 'com',
      base: 'https://rdap.verisign.com/com/v1/',
    });
    expect(rdapServerFor(bundled, 'example.net')?.base).toBe('https://rdap.verisign.com/net/v1/');
    expect(rdapServerFor(bundled, 'example.org')?.base).toBe(
      'https://rdap.publicinterestregistry.org/rdap/',
    );
    expect(rdapServerFor(bundled, 'example.co.uk')).toEqual({
      zone: 'uk',
      base: 'https://rdap.nominet.uk/uk/',
    });
    expect(rdapServerFor(bundled, 'example.fr')?.base).toBe('https://rdap.nic.fr/');
  });

  it('serves every entry over https but the few IANA lists with http only', () => {
    const httpOnly = bundled.services
      .filter(([, urls]) => !urls.some((url) => url.startsWith('https:')))
      .flatMap(([labels]) => labels);
    expect(httpOnly.length).toBeLessThan(10);
  });
});
