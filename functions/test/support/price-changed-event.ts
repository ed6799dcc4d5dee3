/** A PriceChanged event as the bus hands it to the consumer (EventBridge's envelope). */
import type { EventBridgeEvent } from 'aws-lambda';
import { PRICE_CHANGED_DETAIL_TYPE, PRICE_EVENT_SOURCE } from '@shop-scanner/shared/price-rules';
import type { PriceChangedDetail } from '@shop-scanner/shared/prices';

export const priceChangedEvent = (
  detail: PriceChangedDetail | null,
  id: string,
): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id,
  'detail-type': PRICE_CHANGED_DETAIL_TYPE,
  source: PRICE_EVENT_SOURCE,
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'local',
  resources: [],
  detail,
});
