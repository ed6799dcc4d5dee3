/**
 * The spec's platforms that have no live connector here: Amazon's Product Advertising API,
 * Walmart's and Target's affiliate APIs and Etsy's and AliExpress's open APIs all need a partner
 * account. They are answered as "not connected", so the shopper sees that their matches come only
 * from the catalogue's offers, never from a made-up live search.
 */
import { ConnectorFailed, type PlatformConnector } from './platform-connector';

export const platformWithoutConnector = (platform: string): PlatformConnector => ({
  platform,
  isConnected: () => false,
  notConnectedNote: `No live ${platform} search is connected; ${platform} matches come from the catalogue's offers.`,
  search: () => Promise.reject(new ConnectorFailed(platform, 'not connected')),
});
