import type { EventBridgeEvent } from 'aws-lambda';
import { priceChangedDetailSchema } from '@shop-scanner/shared/prices';
import { logger } from '../../lib/logger';

/**
 * Target of the bus's PriceChanged rule (priceChangedPattern in entries.ts, the same pattern on
 * AWS and on the local bus). For now it only checks the detail against the shared contract and
 * logs it, so the rule is wired and observable in both homes: it is the hook the wishlist issue's
 * price-drop consumer replaces (same entry, same rule), which will decide what a change means.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const parsed = priceChangedDetailSchema.safeParse(event.detail);
  if (!parsed.success) {
    // Not retryable: the same detail would fail the same way.
    logger.error('PriceChanged event whose detail breaks the contract', {
      id: event.id,
      issues: parsed.error.issues,
    });
    return;
  }
  // Debug, not info: a demo-market day changes some 13,000 offers.
  logger.debug('Price changed', { eventId: event.id, ...parsed.data });
};
