import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// env.ts reads the environment at import: RDAP_BOOTSTRAP_FILE names the test file from the start.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.RDAP_BOOTSTRAP_FILE = new URL(
    './test/loopback-bootstrap.json',
    import.meta.url,
  ).pathname;
});

const { bundledBootstrap, defaultBootstrap, readBootstrapFile } =
  await import('./bootstrap-source');
const { rdapServerFor } = await import('./bootstrap');

const tempFile = (name: string, text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'rdap-bootstrap-')), name);
  writeFileSync(path, text);
  return path;
};

describe('defaultBootstrap', () => {
  it('reads RDAP_BOOTSTRAP_FILE instead of the bundled copy, once', () => {
    const bootstrap = defaultBootstrap();
    expect(rdapServerFor(bootstrap, 'shop.test')?.base).toBe('http://127.0.0.1:9/');
    expect(rdapServerFor(bootstrap, 'example.com')).toBeUndefined();
    expect(defaultBootstrap()).toBe(bootstrap);
  });
});

describe('bundledBootstrap', () => {
  it("is IANA's file, checked", () => {
    expect(rdapServerFor(bundledBootstrap(), 'example.com')?.base).toBe(
      'https://rdap.verisign.com/com/v1/',
    );
  });
});

describe('readBootstrapFile', () => {
  it('names the file when it is missing, not JSON, or not a bootstrap file', () => {
    expect(() => readBootstrapFile('/nonexistent/dns.json')).toThrow(
      /^RDAP_BOOTSTRAP_FILE \/nonexistent\/dns\.json could not be read: ENOENT/,
    );
    const notJson = tempFile('not-json.json', '{ services: ');
    expect(() => readBootstrapFile(notJson)).toThrow(/could not be read/);
    const wrongShape = tempFile('wrong.json', JSON.stringify({ services: {} }));
    expect(() => readBootstrapFile(wrongShape)).toThrow(
      `RDAP_BOOTSTRAP_FILE ${wrongShape} is not an RDAP bootstrap file`,
    );
  });
});
