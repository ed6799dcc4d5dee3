import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRdapFixture, type RdapFixture } from './test/rdap-server';

vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
});

const { createSafeFetcher } = await import('../safe-fetch');
const { BUNDLED_BOOTSTRAP_PATH, refreshBootstrap } = await import('./refresh-bootstrap');

const bundledText = readFileSync(BUNDLED_BOOTSTRAP_PATH, 'utf8');
const bundled = JSON.parse(bundledText) as { services: unknown[] };

// IANA stands in on loopback: the refresh is the developer's, there is no internet in tests.
let iana: RdapFixture;
let fetcher: ReturnType<typeof createSafeFetcher>;
beforeAll(async () => {
  iana = await startRdapFixture(
    {},
    {
      // Written by IANA without indentation, to show the file is reformatted.
      '/rdap/dns.json': JSON.stringify(bundled),
      '/rdap/short.json': JSON.stringify({ ...bundled, services: bundled.services.slice(0, 3) }),
      '/rdap/odd.json': JSON.stringify({ version: '1.0', services: 'none' }),
    },
  );
  fetcher = createSafeFetcher({ allowPrivateHosts: [iana.hostPort], requestsPerSecond: 1000 });
});
afterAll(async () => {
  await fetcher.close();
  await iana.close();
});

const outFile = () => join(mkdtempSync(join(tmpdir(), 'rdap-refresh-')), 'dns.json');
const refresh = (path: string, out: string) =>
  refreshBootstrap({
    fetcher,
    url: `${iana.base}rdap/${path}`,
    out,
  });

describe('refreshBootstrap', () => {
  it('writes the download as the bundled file is written (prettier-formatted)', async () => {
    const out = outFile();
    const bootstrap = await refresh('dns.json', out);

    expect(bootstrap.services.length).toBe(bundled.services.length);
    expect(readFileSync(out, 'utf8')).toBe(bundledText);
  });

  it('writes nothing when the download is not a full bootstrap file', async () => {
    const out = outFile();
    await expect(refresh('short.json', out)).rejects.toThrow(/only 3 services/);
    await expect(refresh('odd.json', out)).rejects.toThrow(/is not an RDAP bootstrap file/);
    await expect(refresh('missing.json', out)).rejects.toThrow(/answered HTTP 404/);
    expect(existsSync(out)).toBe(false);
  });
});
