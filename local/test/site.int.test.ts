import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@shop-scanner/shared/feature-flags';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import type { App } from '../src/local-stack';
import { emulators, startTestApp } from './stack';

let app: App;
let webRoot: string;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<!-- padding -->'.repeat(80)}</body></html>`;

beforeAll(async () => {
  // Prepare: a tiny built SPA, so these tests do not depend on the web workspace's build.
  webRoot = mkdtempSync(path.join(tmpdir(), 'shop-scanner-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  writeFileSync(
    path.join(webRoot, 'assets/app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  app = await startTestApp({ webRoot });
});
afterAll(async () => {
  await app?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide content-encoding). */
const rawGet = (urlPath: string, headers: Record<string, string> = {}) =>
  new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      `${app.url.replace('localhost', '127.0.0.1')}${urlPath}`,
      { headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

describe('the local CloudFront', () => {
  it('serves /config.json with a relative Cognito endpoint, whatever the Host header', async () => {
    // Act: a forged Host must not end up in the configuration the SPA trusts.
    const response = await rawGet('/config.json', { host: 'evil.test:8123' });
    // Assess
    expect(response.status).toBe(200);
    const config = runtimeConfigSchema.parse(JSON.parse(response.body.toString('utf8')));
    expect(config).toEqual({
      apiBaseUrl: '',
      region: 'local',
      userPoolId: emulators().ids.userPoolId,
      userPoolClientId: emulators().ids.userPoolClientId,
      cognitoEndpoint: '/cognito',
      stage: 'local',
      // The Stripe stand-in's own address (loopback, never from the Host header).
      stripeLocalUrl: app.stripe.url,
      // The spec's feature flags, all on by default.
      features: DEFAULT_FEATURE_FLAGS,
    });
  });

  it('falls back to index.html for an unknown page, with no-cache and the security headers', async () => {
    const response = await rawGet('/wishlist/some/deep/link', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await rawGet('/assets/missing-123.js', { accept: '*/*' });
    expect(response.status).toBe(404);
  });

  it('serves hashed assets immutable and compressed when accepted', async () => {
    const response = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toContain('console.log');
  });

  it('refuses to serve files outside the web root', async () => {
    const response = await rawGet('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it.each([
    ['GET', '//api/products/search?query=milk', 'text/html'],
    ['GET', '/API/products/search', 'text/html'],
    ['GET', '/Auth/me', '*/*'],
    ['POST', '//auth/login', 'application/json'],
    ['DELETE', '/%61pi/price-alerts/1', '*/*'],
  ])("answers %s %s with the API's JSON 404, never the site", async (method, urlPath, accept) => {
    // Act
    const response = await fetch(`${app.url.replace('localhost', '127.0.0.1')}${urlPath}`, {
      method,
      headers: { accept },
    });

    // Assess
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});
