import type { EventBridgeEvent } from 'aws-lambda';
import { priceChangedDetailSchema } from '@shop-scanner/shared/prices';
import { checkProduct } from '../../domain/price-watch/check-product';
import { logger } from '../../lib/logger';
import { withMetrics } from '../../lib/metrics';

/**
 * Target of the bus's PriceChanged rule (priceChangedPattern in entries.ts, the same pattern on
 * AWS and on the local bus): checks the product's watchers on its offers as they stand now
 * (check-product.ts: wishlist items' drops and cards, price alerts). The event is a prompt, not
 * the figures judged, so a late or repeated one only asks the question again.
 *
 * A detail that breaks the contract is logged and dropped: a retry would fail the same way.
 * Anything else that fails is thrown, so the bus delivers the event again (every write of the
 * check is conditional on what it read: a second delivery records nothing twice).
 */
export const handler = withMetrics(
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const parsed = priceChangedDetailSchema.safeParse(event.detail);
    if (!parsed.success) {
      logger.error('PriceChanged event whose detail breaks the contract', {
        id: event.id,
        issues: parsed.error.issues,
      });
      return;
    }
    const report = await checkProduct(parsed.data.productId, new Date());
    // Debug, not info: a demo-market day changes some 13,000 offers.
    logger.debug('Price changed: watchers checked', { eventId: event.id, report });
  },
);
