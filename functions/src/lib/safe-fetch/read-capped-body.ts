/**
 * Reads a response body up to a byte cap, counted after decompression (undici's fetch inflates
 * gzip, deflate and br on the fly): reading stops and the stream is cancelled at the first chunk
 * past the cap, so a gzip bomb is never inflated whole and an endless body is never buffered.
 */
import type { Response } from 'undici';
import { FetchRefused } from './fetch-refused';

export const readCappedBody = async (response: Response, maxBytes: number): Promise<Buffer> => {
  const tooLarge = () => new FetchRefused('too-large', `the body exceeds ${maxBytes} bytes`);
  // Announced too large (compressed size, so never smaller than it really is, give or take).
  const announced = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return Buffer.alloc(0);

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
};
