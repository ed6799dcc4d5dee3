/**
 * CloudFront + S3, locally: the built SPA with its content types, caching rules, compression,
 * the SPA fallback to index.html, and the same security headers as the CloudFront policy.
 */
import { open, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.y4m': 'video/x-yuv4mpeg',
};

export const contentTypeOf = (file: string): string =>
  contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const isCompressible = (contentType: string): boolean =>
  /^(text\/|application\/(json|javascript|manifest\+json|wasm|xml)|image\/svg\+xml)/.test(
    contentType,
  );

/** The encoding to use, preferring brotli, from an Accept-Encoding header. */
export const chooseEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
};

/** Immutable hashed assets, always-revalidated entry points. */
export const cacheControlOf = (urlPath: string): string =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

export interface StaticSiteOptions {
  readonly root: string;
  readonly securityHeaders: Readonly<Record<string, string>>;
}

interface CachedBody {
  readonly mtimeMs: number;
  readonly body: Buffer;
}

export type StaticSite = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export const createStaticSite = ({ root, securityHeaders }: StaticSiteOptions): StaticSite => {
  const resolvedRoot = path.resolve(root);
  // Compressed bodies, keyed by file and encoding, so each file is compressed once per build.
  const compressed = new Map<string, CachedBody>();

  const fileFor = async (urlPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = path.resolve(resolvedRoot, `.${path.posix.normalize(decoded)}`);
    if (file !== resolvedRoot && !file.startsWith(resolvedRoot + path.sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { file, info } : undefined;
  };

  const compressedBody = async (file: string, mtimeMs: number, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached.body;
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzip(raw, { level: 6 });
    compressed.set(key, { mtimeMs, body });
    return body;
  };

  return async (req, res) => {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    let found = await fileFor(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    let servedPath = urlPath;
    if (!found) {
      // SPA fallback: page navigations get the app (which shows its own 404); missing files do not.
      const wantsHtml = (req.headers.accept ?? '').includes('text/html');
      const looksLikeAsset = urlPath.startsWith('/assets/');
      if (wantsHtml && !looksLikeAsset) {
        found = await fileFor('/index.html');
        servedPath = '/index.html';
      }
    }
    const notFound = async () => {
      const hasIndex = await fileFor('/index.html');
      for (const name of ['etag', 'last-modified', 'vary']) res.removeHeader(name);
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(hasIndex ? 'Not Found' : 'The web app is not built yet: run `npm run build -w web`.');
    };
    if (!found) return notFound();

    const { file, info } = found;
    const contentType = contentTypeOf(file);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('content-type', contentType);
    res.setHeader('cache-control', cacheControlOf(servedPath));
    res.setHeader('etag', etag);
    res.setHeader('last-modified', info.mtime.toUTCString());
    res.setHeader('vary', 'Accept-Encoding');

    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }
    const encoding =
      isCompressible(contentType) && info.size > 512
        ? chooseEncoding(req.headers['accept-encoding'])
        : undefined;
    // The file may go between the stat above and the read (Vite rebuilding dist while the stack
    // runs): that is a 404 like any missing file, never an error that takes the server down.
    if (encoding) {
      const body = await compressedBody(file, info.mtimeMs, encoding).catch(isGone);
      if (!body) return notFound();
      res.writeHead(200, { 'content-encoding': encoding, 'content-length': body.length });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    if (method === 'HEAD') {
      res.writeHead(200, { 'content-length': info.size });
      res.end();
      return;
    }
    // Opened before the headers go out, so a vanished file can still be answered 404; once open,
    // the file reads to the end even if it is deleted meanwhile.
    const handle = await open(file).catch(isGone);
    if (!handle) return notFound();
    res.writeHead(200, { 'content-length': info.size });
    try {
      await pipeline(handle.createReadStream(), res);
    } catch {
      // A read error halfway, or the client went away: the status line is out, so all that is
      // left is to cut the response short (pipeline has destroyed both streams already).
      res.destroy();
    }
  };
};

/** undefined for a file that is not there (any more); other errors go on. */
const isGone = (error: unknown): undefined => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw error;
};
