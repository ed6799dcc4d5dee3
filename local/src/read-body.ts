/** Reads a request body up to a size cap, without buffering past it. */
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

export const readBody = (
  req: IncomingMessage,
  limit = Number.POSITIVE_INFINITY,
): Promise<Buffer> => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      if (size <= limit) resolve(Buffer.concat(chunks));
    });
    req.once('error', reject);
  });
};

/**
 * After answering early (413), let the rest of the upload drain so the client reads the answer
 * instead of a reset connection, but cut it off if it keeps going.
 */
export const discardRest = (req: IncomingMessage, maxBytes = 64 * 1024 * 1024): void => {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) req.socket.destroy();
  });
  req.resume();
};
