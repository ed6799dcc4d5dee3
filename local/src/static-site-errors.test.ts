/**
 * The static site when files change under it (Vite rebuilding web/dist while the stack runs):
 * a real server on a temporary folder, with fs calls wrapped so a test can remove a file at
 * the worst moment or break a read halfway.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticSite } from './static-site';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, stat: vi.fn(actual.stat), open: vi.fn(actual.open) };
});
const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');

let root: string;
let server: http.Server;
let baseUrl: string;
const serverErrors: unknown[] = [];
const onUncaught = (error: unknown) => serverErrors.push(error);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-scanner-static-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  const site = createStaticSite({ root, securityHeaders: {} });
  server = http.createServer((req, res) => {
    site(req, res).catch((error: unknown) => {
      serverErrors.push(error);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // An unhandled stream error surfaces here (start.ts shuts the whole stack down on it).
  process.on('uncaughtException', onUncaught);
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => {
  serverErrors.length = 0;
  vi.mocked(fsp.stat).mockImplementation(actual.stat);
  vi.mocked(fsp.open).mockImplementation(actual.open);
});

describe('the static site when a file changes under it', () => {
  it('answers 404 for a file removed between its stat and its read, and keeps serving', async () => {
    // Prepare: the file goes right after the server has seen it.
    const file = path.join(root, 'vanishing.bin');
    writeFileSync(file, 'soon gone');
    vi.mocked(fsp.stat).mockImplementationOnce(async (p, ...rest) => {
      const info = await actual.stat(p, ...rest);
      rmSync(file);
      return info;
    });
    // Act
    const response = await fetch(`${baseUrl}/vanishing.bin`);
    // Assess
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.text()).toBe('Not Found');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serverErrors).toEqual([]);
    expect((await fetch(`${baseUrl}/index.html`)).status).toBe(200);
  });

  it('cuts the response short when a read fails halfway, and keeps serving', async () => {
    // Prepare: a file whose read stream fails after the first chunk.
    const file = path.join(root, 'broken.bin');
    writeFileSync(file, 'x'.repeat(4096));
    vi.mocked(fsp.open).mockImplementationOnce(async (p, ...rest) => {
      const handle = await actual.open(p, ...rest);
      await handle.close();
      return {
        createReadStream: () =>
          new Readable({
            read() {
              this.push(Buffer.alloc(1024, 'x'));
              this.destroy(new Error('EIO: i/o error, read'));
            },
          }),
      } as unknown as fsp.FileHandle;
    });
    // Act
    const result = await fetch(`${baseUrl}/broken.bin`)
      .then((response) => response.text())
      .catch((error: unknown) => error);
    // Assess: the status line had gone out, so the body is cut short; the server lives on.
    expect(result).toBeInstanceOf(TypeError);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serverErrors).toEqual([]);
    expect((await fetch(`${baseUrl}/index.html`)).status).toBe(200);
  });
});
