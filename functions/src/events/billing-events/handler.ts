import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';

/**
 * Target of the bus's billing rule. Billing (Stripe) arrives with its own issue; until then the
 * consumer records what it received, so the wiring (rule, pattern, target) is exercised end to end.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  logger.info('Billing event received', { detailType: event['detail-type'], id: event.id });
};
