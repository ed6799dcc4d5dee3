import type { EventBridgeEvent } from 'aws-lambda';
import { offerFeedChunkDetailSchema } from '@shop-scanner/shared/offer-feed';
import { ingestFeedChunk } from '../../domain/offer-feeds/ingest-feed-chunk';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';

/**
 * Target of the bus's offer-feed rule (offerFeedChunkPattern in entries.ts, the same pattern on
 * AWS and on the local bus): ingests one chunk of a business's offer feed through the one
 * observation path. A chunk delivered twice has one effect (ingest-feed-chunk.ts says how), so a
 * failure is thrown for the bus to deliver it again; a detail that breaks the contract is logged
 * and dropped, since a retry would fail the same way.
 */
export const handler = withMetrics(
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const parsed = offerFeedChunkDetailSchema.safeParse(event.detail);
    if (!parsed.success) {
      logger.error('Offer feed chunk whose detail breaks the contract', {
        id: event.id,
        issues: parsed.error.issues,
      });
      return;
    }
    const outcome = await ingestFeedChunk(parsed.data, new Date());
    logger.info('Offer feed chunk ingested', {
      feedId: parsed.data.feedId,
      chunk: parsed.data.chunk,
      ...outcome,
    });
  },
);
