/**
 * `npm run smoke` against a real local stack, run as the operator runs it (a child process with
 * the site's URL): every check passes and the throwaway account is gone afterwards; and behind a
 * proxy that drops the site's security headers, as a misconfigured CDN would, the same command
 * names exactly that check and exits 1.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { staticSecurityHeaders } from '@shop-scanner/shared/security-headers';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/local-stack';
import { repoRoot } from '../src/paths';
import { apiCaller, emulators, localCredentials, signUpAndSignIn, startTestApp } from './stack';

const SMOKE_CLI = path.join(repoRoot, 'scripts/smoke/smoke-cli.ts');
const CHECK_COUNT = 9;

let app: App;
let webRoot: string;
let headerlessProxy: http.Server;
let newDeploymentProxy: http.Server;

/** The smoke command as the operator runs it; its output and exit code. */
const runSmokeCommand = (siteUrl: string) =>
  new Promise<{ code: number | null; lines: string[] }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SMOKE_CLI, siteUrl], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, lines: output.trim().split('\n') }));
  });

const checkLines = (lines: readonly string[]) => lines.filter((l) => /^(PASS|FAIL) {2}/.test(l));

/**
 * Forwards everything to the app, except the requests `answer` answers itself, and drops the
 * `dropped` headers from every forwarded answer.
 */
const startProxy = (
  target: string,
  {
    dropped = new Set<string>(),
    answer,
  }: {
    dropped?: ReadonlySet<string>;
    answer?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  },
) => {
  const server = http.createServer((req, res) => {
    if (answer?.(req, res)) return;
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (response) => {
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !dropped.has(name)),
        );
        res.writeHead(response.statusCode ?? 502, headers);
        response.pipe(res);
      },
    );
    upstream.once('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
};

const proxyUrl = (server: http.Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** As a misconfigured CDN would: the site's answers without their security headers. */
const startHeaderlessProxy = (target: string) =>
  startProxy(target, {
    dropped: new Set([...Object.keys(staticSecurityHeaders), 'content-security-policy']),
  });

/**
 * A deployment before its first product: the catalogue's two public reads answer as an empty
 * table does (no category; a first page with nothing on it); everything else, the barcode lookup
 * included, is the real stack's.
 */
const startNewDeploymentProxy = (target: string) =>
  startProxy(target, {
    answer: (req, res) => {
      const url = new URL(req.url ?? '/', target);
      const empty =
        url.pathname === '/api/products/categories'
          ? []
          : url.pathname === '/api/products/search' && !url.searchParams.has('category')
            ? { products: [], total: 0, page: 1, limit: 5, totalPages: 0 }
            : undefined;
      if (empty === undefined) return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(empty));
      return true;
    },
  });

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'shop-scanner-smoke-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Shop Scanner</title>');
  app = await startTestApp({ webRoot });
  // The smoke test looks up a product it found by searching: this file's own makes sure there is one.
  const shopper = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
  const added = await apiCaller(() => app.url)('POST', '/api/products', {
    token: shopper.IdToken,
    body: {
      barcode: withCheckDigit(`29${String(Date.now()).slice(-10)}`),
      name: 'Smoke Test Lantern',
      category: 'Garden & Outdoor',
    },
  });
  if (added.status !== 201) throw new Error(`product not added: ${JSON.stringify(added.body)}`);
  headerlessProxy = await startHeaderlessProxy(app.url);
  newDeploymentProxy = await startNewDeploymentProxy(app.url);
});

afterAll(async () => {
  for (const proxy of [headerlessProxy, newDeploymentProxy]) {
    if (!proxy) continue;
    proxy.closeAllConnections();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  }
  await app?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('npm run smoke', () => {
  it('passes every check against the local stack and leaves no account behind', async () => {
    // Act
    const { code, lines } = await runSmokeCommand(app.url);

    // Assess
    const checks = checkLines(lines);
    expect(checks, lines.join('\n')).toHaveLength(CHECK_COUNT);
    expect(
      checks.filter((l) => !l.startsWith('PASS')),
      lines.join('\n'),
    ).toEqual([]);
    expect(lines.at(-1)).toBe(`${CHECK_COUNT} passed, 0 failed`);
    expect(code).toBe(0);
    const email = /([\w.-]+@example\.com), confirmed/.exec(lines.join('\n'))?.[1];
    expect(email).toMatch(/^smoke-/);
    const cognito = new CognitoIdentityProviderClient({
      endpoint: emulators().cognitoEndpoint,
      region: 'local',
      credentials: localCredentials,
    });
    try {
      await expect(
        cognito.send(
          new AdminGetUserCommand({ UserPoolId: emulators().ids.userPoolId, Username: email }),
        ),
      ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    } finally {
      cognito.destroy();
    }
  }, 90_000);

  it('fails with exit 1 on a site whose answers lack the security headers, naming that check', async () => {
    // Act
    const { code, lines } = await runSmokeCommand(proxyUrl(headerlessProxy));

    // Assess
    const checks = checkLines(lines);
    expect(checks, lines.join('\n')).toHaveLength(CHECK_COUNT);
    const failed = checks.filter((l) => l.startsWith('FAIL'));
    expect(failed, lines.join('\n')).toHaveLength(1);
    expect(failed[0]).toMatch(/^FAIL {2}security headers .*x-frame-options missing/);
    expect(failed[0]).toContain('content-security-policy missing');
    expect(lines.at(-1)).toBe(`${CHECK_COUNT - 1} passed, 1 failed`);
    expect(code).toBe(1);
  }, 90_000);

  it('passes on a new deployment with no product yet, looking up a code nobody has', async () => {
    // Act
    const { code, lines } = await runSmokeCommand(proxyUrl(newDeploymentProxy));

    // Assess: the real lookup path answered the unknown code's 404.
    const checks = checkLines(lines);
    expect(checks, lines.join('\n')).toHaveLength(CHECK_COUNT);
    expect(
      checks.filter((l) => !l.startsWith('PASS')),
      lines.join('\n'),
    ).toEqual([]);
    expect(checks.find((l) => l.includes('product search'))).toContain('the catalogue is empty');
    expect(checks.find((l) => l.includes('barcode lookup'))).toMatch(
      /the unknown 20\d{11} is Product Not Found/,
    );
    expect(code).toBe(0);
  }, 90_000);
});
