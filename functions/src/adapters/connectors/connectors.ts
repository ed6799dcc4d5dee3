/**
 * The platform connectors a cross-platform search asks, each saying whether it is connected:
 * the eBay Browse API (live with its credentials) and the spec's other platforms, which have no
 * live connector here. Built once per Lambda instance, so eBay's token is kept between searches.
 */
import { storePlatformLabels } from '@shop-scanner/shared/store-analysis';
import { env } from '../../lib/env';
import { createEbayBrowseConnector } from './ebay-browse';
import type { PlatformConnector } from './platform-connector';
import { platformWithoutConnector } from './platforms-without-connector';

let connectors: readonly PlatformConnector[] | undefined;

export const connectedPlatforms = (): readonly PlatformConnector[] => {
  connectors ??= [
    createEbayBrowseConnector({
      clientId: env.EBAY_CLIENT_ID,
      clientSecret: env.EBAY_CLIENT_SECRET,
      baseUrl: env.EBAY_API_BASE,
    }),
    ...(['amazon', 'etsy', 'aliexpress', 'walmart', 'target'] as const).map((p) =>
      platformWithoutConnector(storePlatformLabels[p]),
    ),
  ];
  return connectors;
};
