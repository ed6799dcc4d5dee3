/**
 * The Authenticity Flags of a cross-platform search, each naming the matches it rests on and what
 * was seen:
 * - identical images: two sellers showing the same image file (same SHA-256 of its bytes, or
 *   the very same image address);
 * - similar titles: two sellers' own listing titles more alike than the clone threshold (0.9);
 * - price outliers: prices whose modified z-score is beyond 3.5 (robust-outliers.ts);
 * - dropship indicators: long shipping together with a price far under the median, or with a
 *   marketplace drop-shippers buy from.
 * Images and titles are compared only where the seller wrote them: a catalogue offer shows the
 * catalogue's name and picture of the product, the same for every store, which says nothing about
 * the sellers.
 */
import {
  crossPlatformConstants as c,
  type AuthenticityFlag,
  type CrossPlatformAnalysis,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import { CATALOGUE_SOURCE } from './catalogue-offers';
import { median, modifiedZOutliers, OUTLIER_SCORE_ABOVE } from './robust-outliers';
import { similarityTo } from './similarity';
import { count, listed, money, percent } from './wording';

export type AuthenticityFlags = CrossPlatformAnalysis['authenticityFlags'];

/** Shipping this slow is typical of goods sent from overseas warehouses. */
export const LONG_SHIPPING_DAYS = 10;
/** A price this far under the median (30 %) with long shipping is a drop-shipping sign. */
export const FAR_UNDER_MEDIAN = 0.3;
/** The median of fewer prices is no yardstick. */
const MIN_PRICES_FOR_MEDIAN = 3;

/** Marketplaces drop-shipping stores source from, shipping from overseas warehouses. */
const crossBorderMarketplaces = new Set([
  'aliexpress',
  'temu',
  'dhgate',
  'wish',
  'banggood',
  'alibaba',
]);

const sellerOf = (m: PlatformMatch) => m.seller ?? m.platform;
const sellerWritten = (m: PlatformMatch) => m.source !== CATALOGUE_SOURCE;

const distinctSellers = (matches: readonly PlatformMatch[]) => [...new Set(matches.map(sellerOf))];

const identicalImages = (
  matches: readonly PlatformMatch[],
  imageHashes: ReadonlyMap<string, string>,
): AuthenticityFlag[] => {
  const groups = new Map<string, PlatformMatch[]>();
  for (const m of matches) {
    if (m.imageUrl === null || !sellerWritten(m)) continue;
    const hash = imageHashes.get(m.imageUrl);
    const key = hash === undefined ? `address ${m.imageUrl}` : `content ${hash}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()].flatMap(([key, group]) => {
    const sellers = distinctSellers(group);
    if (sellers.length < 2) return [];
    const how = key.startsWith('content')
      ? 'the same image file (identical content)'
      : 'the same image address';
    return [{ urls: group.map((m) => m.url), detail: `${listed(sellers)} show ${how}` }];
  });
};

/** Pairs of different sellers' titles above the clone threshold, grouped into clusters. */
const similarTitles = (matches: readonly PlatformMatch[]): AuthenticityFlag[] => {
  const titled = matches.filter(sellerWritten);
  const cluster = titled.map((_, i) => i);
  const root = (i: number): number => (cluster[i] === i ? i : root(cluster[i] as number));
  const best = new Map<number, number>();
  titled.forEach((a, i) => {
    const similarity = similarityTo(a.title);
    for (let j = i + 1; j < titled.length; j += 1) {
      const b = titled[j] as PlatformMatch;
      if (sellerOf(a) === sellerOf(b)) continue;
      const alike = similarity(b.title);
      if (alike / 100 <= c.cloneSimilarityAbove) continue;
      const [ri, rj] = [root(i), root(j)];
      cluster[rj] = ri;
      best.set(ri, Math.max(alike, best.get(ri) ?? 0, best.get(rj) ?? 0));
    }
  });
  const members = new Map<number, PlatformMatch[]>();
  titled.forEach((m, i) => {
    const r = root(i);
    if (best.has(r)) members.set(r, [...(members.get(r) ?? []), m]);
  });
  return [...members.entries()].map(([r, group]) => ({
    urls: group.map((m) => m.url),
    detail:
      `${listed(distinctSellers(group))} list near-identical titles ` +
      `(up to ${best.get(r) ?? 0}% alike): "${(group[0] as PlatformMatch).title}"`,
  }));
};

const priceOutliers = (matches: readonly PlatformMatch[]): AuthenticityFlag[] => {
  const reading = modifiedZOutliers(matches.map((m) => m.price));
  if (!reading) return [];
  return reading.outliers.map(({ index, value, score }) => {
    const m = matches[index] as PlatformMatch;
    return {
      urls: [m.url],
      detail:
        `${sellerOf(m)}: ${money(value)} against a median of ${money(reading.median)} over ` +
        `${matches.length} prices (modified z-score ${score.toFixed(1)}, beyond ±${OUTLIER_SCORE_ABOVE})`,
    };
  });
};

const dropshipIndicators = (matches: readonly PlatformMatch[]): AuthenticityFlag[] => {
  const centre =
    matches.length >= MIN_PRICES_FOR_MEDIAN ? median(matches.map((m) => m.price)) : null;
  return matches.flatMap((m) => {
    if (m.shippingDays === null || m.shippingDays < LONG_SHIPPING_DAYS) return [];
    const under = centre === null ? 0 : (centre - m.price) / centre;
    const farUnder = under >= FAR_UNDER_MEDIAN;
    const crossBorder = [m.platform, m.seller ?? ''].some((name) =>
      crossBorderMarketplaces.has(name.toLowerCase().replace(/[^a-z]/g, '')),
    );
    if (!farUnder && !crossBorder) return [];
    const facts = [`ships in ${count(m.shippingDays, 'day', 'days')}`];
    if (farUnder && centre !== null) {
      facts.push(`${money(m.price)}, ${percent(under)} under the median price of ${money(centre)}`);
    }
    if (crossBorder)
      facts.push(`sold on ${m.platform}, a marketplace drop-shipping stores buy from`);
    return [{ urls: [m.url], detail: `${sellerOf(m)}: ${facts.join('; ')}` }];
  });
};

export const authenticityFlagsOf = (
  matches: readonly PlatformMatch[],
  imageHashes: ReadonlyMap<string, string>,
): AuthenticityFlags => ({
  identicalImages: identicalImages(matches, imageHashes),
  similarTitles: similarTitles(matches),
  priceOutliers: priceOutliers(matches),
  dropshipIndicators: dropshipIndicators(matches),
});
