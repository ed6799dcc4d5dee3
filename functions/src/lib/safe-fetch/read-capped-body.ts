/**
 * Reads a response body up to a byte cap, counted after decompression (undici's fetch inflates
 * gzip, deflate and br on the fly): reading stops and the stream is cancelled at the first chunk
 * past the cap, so a gzip bomb is never inflated whole and an endless body is never buffered.
 *
 * With keepFirstPart, a body past the cap is not refused: its first maxBytes are kept (cut at a
 * character boundary) and the result says it was cut.
 */
import type { Response } from 'undici';
import { FetchRefused } from './fetch-refused';

export interface CappedBody {
  bytes: Buffer;
  /** Present when the body was longer than the cap and its first part was kept. */
  partial?: { bytesRead: number; announcedBytes?: number };
}

/**
 * The length of the longest prefix of `bytes` that ends on a whole UTF-8 character: a cut in the
 * middle of one would decode to a replacement character. Other encodings are single-byte or
 * rare enough on store pages that a stray last character does not matter.
 */
export const utf8Boundary = (bytes: Uint8Array): number => {
  let end = bytes.length;
  // Step back over continuation bytes (10xxxxxx) to the start of the last character.
  let start = end - 1;
  while (start >= 0 && end - start <= 4 && (bytes[start]! & 0xc0) === 0x80) start -= 1;
  if (start < 0) return end;
  const lead = bytes[start]!;
  const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  if (end - start < length) end = start;
  return end;
};

export const readCappedBody = async (
  response: Response,
  maxBytes: number,
  keepFirstPart = false,
): Promise<CappedBody> => {
  const tooLarge = () => new FetchRefused('too-large', `the body exceeds ${maxBytes} bytes`);
  // Announced too large (compressed size, so never smaller than it really is, give or take).
  const announced = Number(response.headers.get('content-length') ?? '');
  const announcedTooLarge = Number.isFinite(announced) && announced > maxBytes;
  if (announcedTooLarge && !keepFirstPart) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return { bytes: Buffer.alloc(0) };

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (!keepFirstPart) throw tooLarge();
      chunks.push(value.subarray(0, maxBytes - total));
      const whole = Buffer.concat(chunks, maxBytes);
      const bytes = whole.subarray(0, utf8Boundary(whole));
      // A content-length counts compressed bytes: it is the page's size only when unencoded.
      const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
      return {
        bytes,
        partial: {
          bytesRead: bytes.length,
          ...(announcedTooLarge && !encoded && { announcedBytes: announced }),
        },
      };
    }
    total += value.byteLength;
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks, total) };
};
