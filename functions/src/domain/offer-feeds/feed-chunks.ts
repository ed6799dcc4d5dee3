/**
 * The accepted rows of a feed cut into chunks, pure: each chunk is one event on the app's bus,
 * so it must stay well under EventBridge's 256 KB per event (a row's link may be 2 KB long), and
 * small enough that its consumer ingests it in seconds.
 */
import type { OfferFeedChunkDetail } from '@shop-scanner/shared/offer-feed';

type ChunkRow = OfferFeedChunkDetail['rows'][number];

export const CHUNK_MAX_ROWS = 250;
/** Bytes of the rows' JSON per chunk: leaves room under 256 KB for the envelope. */
export const CHUNK_MAX_BYTES = 128 * 1024;

export const chunkRows = (rows: readonly ChunkRow[]): ChunkRow[][] => {
  const chunks: ChunkRow[][] = [];
  let current: ChunkRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(JSON.stringify(row)) + 1;
    if (
      current.length > 0 &&
      (current.length >= CHUNK_MAX_ROWS || bytes + size > CHUNK_MAX_BYTES)
    ) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
};
