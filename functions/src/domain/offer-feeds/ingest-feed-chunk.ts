/**
 * One chunk of an offer feed through the one observation path (ingestObservation), as source
 * `merchant`, under the business's own store name.
 *
 * Idempotent per row and day, and per chunk:
 * - every row of a feed is observed at the upload's time, so a chunk delivered twice meets
 *   offers that already are its rows: the ingest path finds them `duplicate` and writes nothing;
 * - a row's fingerprint (what it says, store included) is kept for the product and the day after
 *   it went in; the same row uploaded again that day (the same file twice) is skipped before the
 *   ingest path, so it does not even move the offer's "last updated": no history point, no event,
 *   no offer change. A row that says something new that day goes in as any change would;
 * - the chunk's progress is counted by a conditional update that names the chunk, once.
 * The mark is written after the row's ingest, never before: a crash between the two leaves a
 * row that the redelivery finds `duplicate`, never a row marked but missing.
 */
import type { OfferFeedChunkDetail } from '@shop-scanner/shared/offer-feed';
import type { PriceObservation } from '@shop-scanner/shared/prices';
import {
  readRowMarks,
  recordChunkDone,
  rowFingerprint,
  utcDayOf,
  writeRowMarks,
} from '../../data/offer-feeds';
import { forEachConcurrently } from '../../lib/concurrency';
import { NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { ingestObservation, type IngestOptions } from '../prices/ingest-observation';

type ChunkRow = OfferFeedChunkDetail['rows'][number];

/** Rows of a chunk are distinct products (duplicates were refused), so they never race. */
const ROW_CONCURRENCY = 4;

export const observationOf = (detail: OfferFeedChunkDetail, row: ChunkRow): PriceObservation => ({
  productId: row.productId,
  store: detail.storeName,
  price: row.price,
  ...(row.originalPrice !== undefined ? { originalPrice: row.originalPrice } : {}),
  inStock: row.inStock,
  shipping: {
    free: row.shippingCost === 0,
    cost: row.shippingCost,
    estimatedDays: row.deliveryDays,
  },
  url: row.url,
  source: 'merchant',
  observedAt: detail.observedAt,
});

export const fingerprintOf = (detail: OfferFeedChunkDetail, row: ChunkRow): string =>
  rowFingerprint([
    detail.storeName,
    row.price,
    row.originalPrice ?? null,
    row.shippingCost,
    row.deliveryDays,
    row.inStock,
    row.url,
  ]);

export interface ChunkOutcome {
  /** Rows that went through the ingest path (not skipped as the same row that day). */
  readonly ingested: number;
  /** Rows that changed the store's offer. */
  readonly changed: number;
  /** Rows skipped: the same row was already ingested that day. */
  readonly unchanged: number;
  /** False when the chunk had been counted already (a redelivery). */
  readonly counted: boolean;
}

export const ingestFeedChunk = async (
  detail: OfferFeedChunkDetail,
  now: Date = new Date(),
  options: IngestOptions = {},
): Promise<ChunkOutcome> => {
  const day = utcDayOf(detail.observedAt);
  const marks = await readRowMarks(
    detail.domain,
    day,
    detail.rows.map((row) => row.productId),
  );
  const written: { productId: string; fingerprint: string }[] = [];
  let ingested = 0;
  let changed = 0;
  let unchanged = 0;
  let failure: unknown;
  await forEachConcurrently(detail.rows, ROW_CONCURRENCY, async (row) => {
    const fingerprint = fingerprintOf(detail, row);
    if (marks.get(row.productId) === fingerprint) {
      unchanged += 1;
      return;
    }
    try {
      const outcome = await ingestObservation(observationOf(detail, row), now, options);
      ingested += 1;
      if (outcome.effect === 'changed') changed += 1;
      written.push({ productId: row.productId, fingerprint });
    } catch (error) {
      // A product deleted since the upload has nothing to be priced; the rest of the chunk goes on.
      if (error instanceof NotFound) {
        logger.info('Feed row for a product no longer in the catalogue', {
          feedId: detail.feedId,
          line: row.line,
        });
        return;
      }
      failure ??= error;
    }
  });
  // What went in is marked even when a row failed: the redelivery then redoes only the rest.
  if (written.length > 0) await writeRowMarks(detail.domain, day, written, now);
  if (failure) throw failure;
  const counted = await recordChunkDone(
    detail.userId,
    detail.feedId,
    { index: detail.chunk, count: detail.chunkCount, rows: detail.rows.length, changed },
    now,
  );
  return { ingested, changed, unchanged, counted };
};
