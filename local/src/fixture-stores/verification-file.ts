/**
 * The file a business publishes on its own site to prove it controls it
 * (`/.well-known/shop-scanner-verification.txt`). On a fixture store, a test or a person acting
 * as the seller places it with a PUT from this machine, as a seller would upload a file to its
 * own web server; the server's verification then fetches it like any site's, with a GET.
 */
import type http from 'node:http';
import { VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store';

/** Answers in one piece (a fixture store's own `answer`, which this module cannot import). */
const answer = (
  response: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: string,
): void => {
  response.writeHead(status, headers);
  response.end(body);
};

const pathOf = (request: http.IncomingMessage): string =>
  new URL(request.url ?? '/', 'http://fixture.invalid').pathname;

/** The file is one short code; a larger upload is refused. */
const MAX_FILE_BYTES = 4 * 1024;

const isLoopback = (address: string | undefined): boolean =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

const readSmallBody = (request: http.IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_FILE_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= MAX_FILE_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined),
    );
    request.on('error', reject);
  });

/**
 * Answers the verification file's path, or returns false for any other path. Each store keeps
 * its own file, in memory: a restart of the stack is a site that lost it.
 */
export const createVerificationFile = () => {
  let content: string | undefined;
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    if (pathOf(request) !== VERIFICATION_FILE_PATH) return false;
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      if (content === undefined)
        answer(response, 404, { 'content-type': 'text/plain' }, 'Not found');
      else answer(response, 200, { 'content-type': 'text/plain; charset=utf-8' }, content);
      return true;
    }
    if (method === 'PUT' || method === 'DELETE') {
      // Only the machine itself stands in for the seller's own upload to its web server.
      if (!isLoopback(request.socket.remoteAddress)) {
        answer(response, 403, { 'content-type': 'text/plain' }, 'Forbidden');
        return true;
      }
      if (method === 'DELETE') {
        content = undefined;
        answer(response, 204, {}, '');
        return true;
      }
      const body = await readSmallBody(request);
      if (body === undefined) {
        answer(response, 413, { 'content-type': 'text/plain' }, 'Too large');
        return true;
      }
      content = body;
      answer(response, 204, {}, '');
      return true;
    }
    answer(response, 405, { allow: 'GET, HEAD, PUT, DELETE', 'content-type': 'text/plain' }, '');
    return true;
  };
};
