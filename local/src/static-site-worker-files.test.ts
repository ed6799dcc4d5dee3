/**
 * The service worker's script and the web app manifest as the static site serves them: never
 * cached without revalidation (a browser that kept an old sw.js would keep a release's precache
 * past the next one), with their content types, and never answered with index.html. A real server
 * on a temporary folder laid out as web/dist is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

let root: string;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-scanner-static-sw-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Shop Scanner"}');
  writeFileSync(path.join(root, 'assets/index-abc123.js'), 'export {};');
  const site = createStaticSite({ root, securityHeaders: {} });
  server = http.createServer((req, res) => void site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("the service worker's files", () => {
  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8', 'self.addEventListener'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', '"Shop Scanner"'],
  ])('serves %s revalidated on every load, as itself', async (file, contentType, body) => {
    // Act: as the browser's update check and a navigation would ask
    const asked = await fetch(`${baseUrl}${file}`);
    const navigated = await fetch(`${baseUrl}${file}`, { headers: { accept: 'text/html' } });

    // Assess
    for (const res of [asked, navigated]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toBe(contentType);
      expect(await res.text()).toContain(body);
    }
  });

  it('keeps caching the hashed files for a year', async () => {
    // Act
    const res = await fetch(`${baseUrl}/assets/index-abc123.js`);

    // Assess
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
