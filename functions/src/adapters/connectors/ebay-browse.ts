/**
 * eBay's Browse API as a platform connector: live when EBAY_CLIENT_ID and EBAY_CLIENT_SECRET are
 * both set, else "not connected".
 *
 * - Token: the client-credentials grant, POST {base}/identity/v1/oauth2/token with the app's id and
 *   secret as Basic auth and the public scope; kept until a minute before it expires (eBay gives
 *   two hours), one request at a time however many searches wait for it, and asked again once if
 *   a search answers 401.
 * - Search: GET {base}/buy/browse/v1/item_summary/search with `gtin` (a scanned barcode: every
 *   listing is the product, matched by GTIN) or `q` (the name: each title is scored by name
 *   similarity and kept above the match threshold), new items only, the shopper's price range,
 *   on the US marketplace (X-EBAY-C-MARKETPLACE-ID: EBAY_US, prices in USD).
 * - Everything of one search (token included) within 5 s; a timeout, a network error or an
 *   answer other than 200 fails the connector (ConnectorFailed), which the search reports.
 *
 * A listing summary gives title, price {value, currency}, image.imageUrl, itemWebUrl,
 * seller {username, feedbackPercentage, feedbackScore}, condition/conditionId and
 * shippingOptions [{shippingCost, minEstimatedDeliveryDate, maxEstimatedDeliveryDate}]. It says
 * nothing of stock (a live listing is buyable) nor of reviews of the item; the seller's feedback
 * is a share of positive ratings, not stars, so it is not turned into a rating out of 5.
 */
import { z } from 'zod';
import {
  crossPlatformConstants,
  platformTrustScores,
  priceRankOf,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import {
  brandInTitle,
  inPriceRange,
  type MatchQuery,
} from '../../domain/cross-platform/match-query';
import { MATCH_THRESHOLD, similarityTo } from '../../domain/cross-platform/similarity';
import { words } from '../../model/products/search-text';
import { ConnectorFailed, type PlatformConnector } from './platform-connector';
import { DAY_MS } from '@shop-scanner/shared/time';

export const EBAY_PLATFORM = 'eBay';
export const EBAY_SOURCE = 'ebay-browse';
export const DEFAULT_EBAY_API_BASE = 'https://api.ebay.com';
export const EBAY_SCOPE = 'https://api.ebay.com/oauth/api_scope';
export const EBAY_MARKETPLACE = 'EBAY_US';
export const EBAY_TIMEOUT_MS = 5000;
/** Listings asked per search (eBay allows up to 200). */
export const EBAY_RESULT_LIMIT = 50;
/** eBay's keyword limit for `q`. */
const QUERY_MAX_LENGTH = 100;
/** A token is asked again this long before eBay says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** eBay's condition id for new items. */
const NEW_CONDITION_ID = '1000';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const amount = z.object({ value: z.string(), currency: z.string() });
const itemSummary = z.object({
  title: z.string(),
  itemWebUrl: z.string(),
  price: amount,
  image: z.object({ imageUrl: z.string() }).optional(),
  seller: z.object({ username: z.string().optional() }).optional(),
  condition: z.string().optional(),
  conditionId: z.string().optional(),
  shippingOptions: z
    .array(
      z.object({
        shippingCost: amount.optional(),
        maxEstimatedDeliveryDate: z.string().optional(),
      }),
    )
    .optional(),
});
type ItemSummary = z.infer<typeof itemSummary>;
const searchAnswer = z.object({ itemSummaries: z.array(z.unknown()).optional() });

export interface EbayBrowseSettings {
  readonly clientId?: string | undefined;
  readonly clientSecret?: string | undefined;
  /** Unset: https://api.ebay.com. */
  readonly baseUrl?: string | undefined;
  readonly timeoutMs?: number;
  /** The clock, for token expiry and delivery dates (tests move it). */
  readonly now?: () => number;
}

interface Token {
  readonly value: string;
  readonly renewAt: number;
}

/** `q`: the brand (when the name leaves it out) and the name, cut at a word within 100 chars. */
export const keywordsFor = (query: MatchQuery): string => {
  const nameWords = new Set(words(query.productName));
  const brand =
    query.brand !== undefined && !words(query.brand).every((w) => nameWords.has(w))
      ? `${query.brand} `
      : '';
  const text = `${brand}${query.productName}`.replace(/\s+/g, ' ').trim();
  if (text.length <= QUERY_MAX_LENGTH) return text;
  const cut = text.slice(0, QUERY_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
};

/** New items, and the price range as eBay writes it: price:[10..50],priceCurrency:USD. */
export const filterFor = (query: MatchQuery): string => {
  const parts = ['conditionIds:{1000}'];
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    parts.push(
      `price:[${query.minPrice ?? ''}..${query.maxPrice ?? ''}]`,
      `priceCurrency:${crossPlatformConstants.currency}`,
    );
  }
  return parts.join(',');
};

const usd = (money: { value: string; currency: string } | undefined): number | null => {
  if (money?.currency !== crossPlatformConstants.currency) return null;
  const value = Number(money.value);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** Whole days until the latest estimated delivery, when eBay gives one. */
const deliveryDays = (item: ItemSummary, now: number): number | null => {
  const latest = item.shippingOptions?.[0]?.maxEstimatedDeliveryDate;
  const at = latest === undefined ? Number.NaN : Date.parse(latest);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / DAY_MS));
};

const isNew = (item: ItemSummary) =>
  item.conditionId === undefined
    ? item.condition === undefined || item.condition.toLowerCase() === 'new'
    : item.conditionId === NEW_CONDITION_ID;

export const createEbayBrowseConnector = (settings: EbayBrowseSettings): PlatformConnector => {
  const base = (settings.baseUrl ?? DEFAULT_EBAY_API_BASE).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? EBAY_TIMEOUT_MS;
  const now = settings.now ?? Date.now;
  let token: Token | undefined;
  let tokenRequest: Promise<Token> | undefined;

  const failed = (message: string, cause?: unknown) =>
    new ConnectorFailed(EBAY_PLATFORM, message, { cause });

  const requestToken = async (signal: AbortSignal): Promise<Token> => {
    const credentials = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString(
      'base64',
    );
    const response = await fetch(`${base}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: EBAY_SCOPE }).toString(),
      signal,
    });
    if (response.status !== 200) throw failed(`token request answered ${response.status}`);
    const parsed = tokenAnswer.safeParse(await response.json());
    if (!parsed.success) throw failed('token answer without an access token');
    return {
      value: parsed.data.access_token,
      renewAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
  };

  /** The cached token while it is fresh; else one request shared by every caller. */
  const accessToken = async (signal: AbortSignal): Promise<string> => {
    if (token && now() < token.renewAt) return token.value;
    tokenRequest ??= requestToken(signal).finally(() => {
      tokenRequest = undefined;
    });
    token = await tokenRequest;
    return token.value;
  };

  const searchOnce = (params: URLSearchParams, bearer: string, signal: AbortSignal) =>
    fetch(`${base}/buy/browse/v1/item_summary/search?${params.toString()}`, {
      headers: {
        authorization: `Bearer ${bearer}`,
        'x-ebay-c-marketplace-id': EBAY_MARKETPLACE,
        accept: 'application/json',
      },
      signal,
    });

  const listings = async (params: URLSearchParams, signal: AbortSignal): Promise<ItemSummary[]> => {
    let response = await searchOnce(params, await accessToken(signal), signal);
    if (response.status === 401) {
      // Revoked or expired early: one new token, one more try.
      token = undefined;
      response = await searchOnce(params, await accessToken(signal), signal);
    }
    if (response.status !== 200) throw failed(`search answered ${response.status}`);
    const parsed = searchAnswer.safeParse(await response.json());
    if (!parsed.success) throw failed('search answer in an unknown shape');
    return (parsed.data.itemSummaries ?? []).flatMap((raw) => {
      const item = itemSummary.safeParse(raw);
      return item.success ? [item.data] : [];
    });
  };

  const toMatch = (
    item: ItemSummary,
    how: Pick<PlatformMatch, 'matchedBy' | 'matchConfidence'>,
    originalPrice: number | null,
    price: number,
  ): PlatformMatch => ({
    platform: EBAY_PLATFORM,
    url: item.itemWebUrl,
    title: item.title,
    price,
    currency: crossPlatformConstants.currency,
    imageUrl: item.image?.imageUrl ?? null,
    seller: item.seller?.username ?? null,
    sellerRating: null,
    availability: 'in_stock',
    ...how,
    priceRank: priceRankOf(price, originalPrice),
    shippingDays: deliveryDays(item, now()),
    shippingCost: usd(item.shippingOptions?.[0]?.shippingCost),
    trustScore: platformTrustScores.eBay,
    lastUpdated: new Date(now()).toISOString(),
    reviews: null,
    source: EBAY_SOURCE,
  });

  const matchesOf = (
    items: readonly ItemSummary[],
    query: MatchQuery,
    originalPrice: number | null,
    byGtin: boolean,
  ): PlatformMatch[] => {
    const similarity = similarityTo({ name: query.productName, brand: query.brand });
    return items.flatMap((item) => {
      const price = usd(item.price);
      if (price === null || !isNew(item) || !inPriceRange(price, query)) return [];
      if (!brandInTitle(item.title, query)) return [];
      if (byGtin) {
        return [toMatch(item, { matchedBy: 'gtin', matchConfidence: 100 }, originalPrice, price)];
      }
      const score = similarity(item.title);
      return score >= MATCH_THRESHOLD
        ? [toMatch(item, { matchedBy: 'name', matchConfidence: score }, originalPrice, price)]
        : [];
    });
  };

  const searchWithin = async (
    query: MatchQuery,
    originalPrice: number | null,
    signal: AbortSignal,
  ): Promise<PlatformMatch[]> => {
    const common = { filter: filterFor(query), limit: String(EBAY_RESULT_LIMIT) };
    if (query.barcode !== undefined) {
      const byGtin = await listings(
        new URLSearchParams({ gtin: query.barcode, ...common }),
        signal,
      );
      // A barcode eBay knows no listing for: its listings may still carry the name.
      if (byGtin.length > 0) return matchesOf(byGtin, query, originalPrice, true);
    }
    const byName = await listings(
      new URLSearchParams({ q: keywordsFor(query), ...common }),
      signal,
    );
    return matchesOf(byName, query, originalPrice, false);
  };

  return {
    platform: EBAY_PLATFORM,
    isConnected: () => Boolean(settings.clientId && settings.clientSecret),
    notConnectedNote:
      "eBay is not connected on this server yet: eBay prices shown come from the catalogue's store offers.",
    filterNote: (query) =>
      query.category === undefined
        ? undefined
        : "eBay's categories are not the catalogue's: the category filter was not applied to eBay listings.",
    search: async (query, originalPrice) => {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await searchWithin(query, originalPrice, signal);
      } catch (error) {
        if (error instanceof ConnectorFailed) throw error;
        if (signal.aborted) throw failed(`no answer within ${timeoutMs / 1000} s`, error);
        throw failed(error instanceof Error ? error.message : 'request failed', error);
      }
    },
  };
};
