/**
 * A shopping platform searched live by its own API. Each connector is live only when its
 * credentials are configured; otherwise the search answers it as "not connected" with a note,
 * and a connector that throws is answered as "failed". Matches are the platform's listings that
 * are the product (by GTIN, or by name above the match threshold), in the shopper's filters.
 */
import type { PlatformMatch } from '@shop-scanner/shared/cross-platform';
import type { MatchQuery } from '../../domain/cross-platform/match-query';

export interface PlatformConnector {
  /** The platform as shoppers know it, the same name its catalogue offers carry ('eBay'). */
  readonly platform: string;
  isConnected(): boolean;
  /** Why it is not connected, shown beside its status (when isConnected() is false). */
  readonly notConnectedNote?: string;
  /** A note on how its matches were filtered (a filter the platform cannot apply). */
  filterNote?(query: MatchQuery): string | undefined;
  search(query: MatchQuery, originalPrice: number | null): Promise<PlatformMatch[]>;
}

/** A platform's API answered wrongly or not in time. */
export class ConnectorFailed extends Error {
  constructor(
    readonly platform: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${platform}: ${message}`, options);
    this.name = 'ConnectorFailed';
  }
}
