/**
 * The cross-platform search engine, behind `POST /api/cross-platform-search` and the
 * per-platform routes `GET /api/search/{platform}`:
 * 1. the original product's price: a catalogue fact when the scanned product has an offer at
 *    the original address, else what the original page publishes (deps.readOriginal), else null;
 * 2. the matches: the catalogue's offers (by GTIN, then by name) and each connected platform
 *    connector, in parallel; a connector not connected or failing is reported, never guessed;
 * 3. the images of the sellers' own listings hashed (SHA-256 of their bytes, by deps.hashImage)
 *    for the identical-image flag, a bounded number of them;
 * 4. the analysis, computed from the matches (analysis.ts).
 */
import {
  crossPlatformConstants,
  type CrossPlatformAnalysis,
  type CrossPlatformSearchRequest,
  type PlatformMatch,
  type PlatformSearchAnswer,
} from '@shop-scanner/shared/cross-platform';
import type { SearchPlatform } from '@shop-scanner/shared/routes';
import { storePlatformLabels } from '@shop-scanner/shared/store-analysis';
import { getProduct, productIdForBarcode } from '../../data/products';
import {
  ConnectorFailed,
  type PlatformConnector,
} from '../../adapters/connectors/platform-connector';
import { bestFirst, buildCrossPlatformAnalysis } from './analysis';
import { CATALOGUE_SOURCE } from './catalogue-offers';
import { findCatalogueMatches } from './match-candidates';
import type { MatchQuery } from './match-query';
import {
  originalFromCatalogue,
  originalFromPage,
  sameAddress,
  type OriginalPage,
  type OriginalProduct,
} from './original-product';

export interface SearchDeps {
  /**
   * Reads the original page's title and price (the product-page reader, through the safe fetcher).
   */
  readonly readOriginal: (url: string) => Promise<OriginalPage>;
  readonly connectors: readonly PlatformConnector[];
  /** SHA-256 of an image's bytes, undefined when it cannot be read. */
  readonly hashImage?: (url: string) => Promise<string | undefined>;
}

type PlatformStatus = CrossPlatformAnalysis['platforms'][number];

/** The catalogue as a source in the platform list. */
export const CATALOGUE_LABEL = 'Shop Scanner catalogue';
const CATALOGUE_NOTE = 'Store offers recorded in the Shop Scanner catalogue';

/** Images fetched and hashed per search at most, best matches first. */
export const MAX_IMAGES_HASHED = 12;
/** Image fetches at a time. */
const IMAGE_CONCURRENCY = 4;

const matchQueryOf = (request: CrossPlatformSearchRequest): MatchQuery => ({
  productName: request.productName,
  barcode: request.barcode,
  brand: request.brand,
  category: request.category,
  minPrice: request.minPrice,
  maxPrice: request.maxPrice,
});

const originalProductOf = async (
  request: CrossPlatformSearchRequest,
  readOriginal: SearchDeps['readOriginal'],
): Promise<OriginalProduct> => {
  if (request.barcode !== undefined) {
    const id = await productIdForBarcode(request.barcode);
    const stored = originalFromCatalogue(
      id === undefined ? undefined : await getProduct(id),
      request.originalUrl,
    );
    if (stored) return stored;
  }
  return originalFromPage(request.originalUrl, request.productName, readOriginal);
};

interface SourceResult {
  readonly status: PlatformStatus;
  readonly matches: readonly PlatformMatch[];
}

const failureNote = (connector: PlatformConnector, error: unknown) =>
  error instanceof ConnectorFailed
    ? `The ${connector.platform} search failed (${error.message.replace(`${connector.platform}: `, '')}).`
    : `The ${connector.platform} search failed.`;

/** One connector's part: its matches, or why it has none. */
const askConnector = async (
  connector: PlatformConnector,
  query: MatchQuery,
  originalPrice: number | null,
): Promise<SourceResult> => {
  if (!connector.isConnected()) {
    const note = connector.notConnectedNote;
    return {
      status: {
        platform: connector.platform,
        status: 'not_connected',
        matches: 0,
        ...(note ? { note } : {}),
      },
      matches: [],
    };
  }
  try {
    const matches = await connector.search(query, originalPrice);
    const note = connector.filterNote?.(query);
    return {
      status: {
        platform: connector.platform,
        status: 'searched',
        matches: matches.length,
        ...(note ? { note } : {}),
      },
      matches,
    };
  } catch (error) {
    return {
      status: {
        platform: connector.platform,
        status: 'failed',
        matches: 0,
        note: failureNote(connector, error),
      },
      matches: [],
    };
  }
};

/** Without the original listing itself, and once per address. */
const otherListings = (matches: readonly PlatformMatch[], originalUrl: string) => {
  const seen = new Set<string>();
  return matches.filter((m) => {
    if (sameAddress(m.url, originalUrl) || seen.has(m.url)) return false;
    seen.add(m.url);
    return true;
  });
};

/** Content hashes of the sellers' own images (catalogue pictures are not the sellers'). */
const hashImages = async (
  matches: readonly PlatformMatch[],
  hashImage: SearchDeps['hashImage'],
): Promise<Map<string, string>> => {
  const hashes = new Map<string, string>();
  if (!hashImage) return hashes;
  const urls = [
    ...new Set(
      [...matches]
        .sort(bestFirst)
        .filter((m) => m.source !== CATALOGUE_SOURCE && m.imageUrl !== null)
        .map((m) => m.imageUrl as string),
    ),
  ].slice(0, MAX_IMAGES_HASHED);
  for (let i = 0; i < urls.length; i += IMAGE_CONCURRENCY) {
    const batch = urls.slice(i, i + IMAGE_CONCURRENCY);
    const read = await Promise.all(batch.map((url) => hashImage(url).catch(() => undefined)));
    batch.forEach((url, j) => {
      const hash = read[j];
      if (hash !== undefined) hashes.set(url, hash);
    });
  }
  return hashes;
};

export const runCrossPlatformSearch = async (
  request: CrossPlatformSearchRequest,
  deps: SearchDeps,
): Promise<CrossPlatformAnalysis> => {
  const query = matchQueryOf(request);
  const original = await originalProductOf(request, deps.readOriginal);
  const [catalogue, connected] = await Promise.all([
    findCatalogueMatches(query, original.price),
    Promise.all(deps.connectors.map((c) => askConnector(c, query, original.price))),
  ]);
  const catalogueMatches = otherListings(catalogue, request.originalUrl);
  const sources: SourceResult[] = [
    {
      status: {
        platform: CATALOGUE_LABEL,
        status: 'searched',
        matches: catalogueMatches.length,
        note: CATALOGUE_NOTE,
      },
      matches: catalogueMatches,
    },
    ...connected,
  ];
  const matches = otherListings(
    sources.flatMap((s) => s.matches),
    request.originalUrl,
  );
  return buildCrossPlatformAnalysis({
    original,
    matches,
    imageHashes: await hashImages(matches, deps.hashImage),
    platforms: sources.map((s) => s.status),
  });
};

const samePlatform = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * `GET /api/search/{platform}`: the same engine, one platform's matches: the catalogue's offers
 * from that store and its live connector's listings. The status is the live connector's
 * (searched, failed, or not connected: then the matches are the catalogue's alone, and the note
 * says so).
 */
export const platformSearch = async (
  platform: SearchPlatform,
  request: CrossPlatformSearchRequest,
  deps: SearchDeps,
): Promise<PlatformSearchAnswer> => {
  const label = storePlatformLabels[platform];
  const query = matchQueryOf(request);
  const original = await originalProductOf(request, deps.readOriginal);
  const connector = deps.connectors.find((c) => samePlatform(c.platform, label));
  const [catalogue, live] = await Promise.all([
    findCatalogueMatches(query, original.price),
    connector ? askConnector(connector, query, original.price) : undefined,
  ]);
  const matches = otherListings(
    [...catalogue.filter((m) => samePlatform(m.platform, label)), ...(live?.matches ?? [])],
    request.originalUrl,
  ).sort(bestFirst);
  const status = live?.status ?? {
    platform: label,
    status: 'not_connected' as const,
    matches: 0,
    note: `No live ${label} search is connected; ${label} matches come from the catalogue's offers.`,
  };
  return {
    platform: label,
    status: status.status,
    matches: matches.slice(0, crossPlatformConstants.maxMatches),
    ...(status.note ? { note: status.note } : {}),
  };
};
