/**
 * A business uploads its offer feed: the file is read and every row checked at once (the 202
 * carries the whole report), and the accepted rows are put on the app's bus in chunks for the
 * offer-feed consumer to ingest, because a 10,000-row file takes far longer to ingest than API
 * Gateway's 29 s. The feed's record says how far ingestion got.
 */
import {
  OFFER_FEED_CHUNK_DETAIL_TYPE,
  OFFER_FEED_EVENT_SOURCE,
  OFFER_FEED_REJECTED_LISTED,
  OFFER_FEEDS_LISTED,
  offerFeedChunkDetailSchema,
  offerFeedMessages as m,
  type OfferFeed,
  type OfferFeedFormat,
  type OfferFeedSummary,
} from '@shop-scanner/shared/offer-feed';
import { getBusinessStore } from '../../data/business-stores';
import {
  getOfferFeed,
  listOfferFeeds,
  newOfferFeedId,
  putOfferFeed,
  type OfferFeedRecord,
} from '../../data/offer-feeds';
import { claimKey } from '../../data/products';
import { batchGetAll } from '../../lib/dynamodb-batch';
import { BadRequest, Forbidden, NotFound, PayloadTooLarge } from '../../lib/errors';
import { putEvent } from '../../lib/event-bus';
import { chunkRows } from './feed-chunks';
import { checkFeedRows, lookupGtins, readFeedRows, UnreadableFeed } from './feed-rows';

export interface FeedUpload {
  readonly text: string;
  readonly format: OfferFeedFormat;
}

export interface Seller {
  readonly userId: string;
  /** The business's own name: the store its prices are shown under. */
  readonly storeName: string;
}

/** The catalogue's products of these GTINs (14 digits), read by barcode claim 100 at a time. */
const productsByGtin = async (gtins: readonly string[]): Promise<Map<string, string>> => {
  const claims = await batchGetAll(gtins.map(claimKey), { attributes: ['productId'] });
  return new Map(
    claims.map((claim) => [String(claim.pk).slice('BARCODE#'.length), String(claim.productId)]),
  );
};

const readRows = (upload: FeedUpload) => {
  try {
    return readFeedRows(upload.text, upload.format);
  } catch (error) {
    if (error instanceof UnreadableFeed)
      throw error.tooManyRows ? new PayloadTooLarge(error.message) : new BadRequest(error.message);
    throw error;
  }
};

const withoutChunkCount = ({ chunkCount: _count, ...feed }: OfferFeedRecord): OfferFeed => feed;

/** Puts each chunk on the bus, in order; the consumer records each chunk's progress once. */
const publishChunks = async (
  seller: Seller,
  domain: string,
  feed: OfferFeedRecord,
  chunks: ReturnType<typeof chunkRows>,
): Promise<void> => {
  for (const [chunk, rows] of chunks.entries()) {
    const detail = offerFeedChunkDetailSchema.parse({
      feedId: feed.id,
      userId: seller.userId,
      storeName: seller.storeName,
      domain,
      observedAt: feed.createdAt,
      chunk,
      chunkCount: chunks.length,
      rows,
    });
    await putEvent({
      source: OFFER_FEED_EVENT_SOURCE,
      detailType: OFFER_FEED_CHUNK_DETAIL_TYPE,
      detail,
    });
  }
};

export const uploadFeed = async (
  seller: Seller,
  upload: FeedUpload,
  now: Date = new Date(),
): Promise<OfferFeed> => {
  const store = await getBusinessStore(seller.userId);
  // The server decides: whatever the dashboard showed, no unverified store's prices go in.
  if (!store?.verified) throw new Forbidden(m.notVerified);
  const rows = readRows(upload);
  const products = await productsByGtin(lookupGtins(rows));
  const { accepted, rejected } = checkFeedRows(rows, {
    domain: store.domain,
    productIdOf: (gtin14) => products.get(gtin14),
  });
  const chunks = chunkRows(accepted.map(({ gtin: _gtin, ...row }) => row));
  const feed: OfferFeedRecord = {
    id: newOfferFeedId(now),
    createdAt: now.toISOString(),
    format: upload.format,
    storeName: seller.storeName,
    totalRows: rows.length,
    acceptedRows: accepted.length,
    rejectedRows: rejected.length,
    rejected: rejected.slice(0, OFFER_FEED_REJECTED_LISTED),
    status: accepted.length > 0 ? 'ingesting' : 'nothing-to-ingest',
    ingestedRows: 0,
    changedOffers: 0,
    chunkCount: chunks.length,
  };
  await putOfferFeed(seller.userId, feed);
  await publishChunks(seller, store.domain, feed, chunks);
  return withoutChunkCount(feed);
};

export const readFeed = async (userId: string, feedId: string): Promise<OfferFeed> => {
  // Keyed in the business's own partition: another business's feed id finds nothing here.
  const feed = await getOfferFeed(userId, feedId);
  if (!feed) throw new NotFound(m.notFound);
  return feed;
};

export const recentFeeds = (userId: string): Promise<OfferFeedSummary[]> =>
  listOfferFeeds(userId, OFFER_FEEDS_LISTED);
