/**
 * Ninety days of price points for up to eight stores are several hundred points: as DynamoDB maps
 * they would be a large, costly item. Packed as one compact string (store index, milliseconds
 * since the oldest point and the price in cents, each in base 36) they stay a few kilobytes, so
 * the product page reads them with the product in one query. Prices are kept to the cent (USD,
 * part 2 §9) and timestamps to the millisecond, so unpacking gives back exactly what was packed.
 */
import type { PricePoint } from '@shop-scanner/shared/products';

export interface PackedPriceHistory {
  /** The stores named by the points, in order of first appearance. */
  readonly sources: string[];
  /** Epoch milliseconds every point's time is counted from. */
  readonly since: number;
  /** Space-separated points, each `source.offset.cents` in base 36. */
  readonly points: string;
}

export const packPriceHistory = (history: readonly PricePoint[]): PackedPriceHistory => {
  const times = history.map((p) => Date.parse(p.timestamp));
  const since = times.length > 0 ? Math.min(...times) : 0;
  const sources: string[] = [];
  const indexOf = new Map<string, number>();
  const points = history.map((point, i) => {
    let index = indexOf.get(point.source);
    if (index === undefined) {
      index = sources.push(point.source) - 1;
      indexOf.set(point.source, index);
    }
    const offset = (times[i] ?? since) - since;
    const cents = Math.round(point.price * 100);
    return `${index.toString(36)}.${offset.toString(36)}.${cents.toString(36)}`;
  });
  return { sources, since, points: points.join(' ') };
};

/** The points, newest first (the order the product page shows them in). */
export const unpackPriceHistory = (packed: PackedPriceHistory | undefined): PricePoint[] => {
  if (!packed || packed.points === '') return [];
  return packed.points
    .split(' ')
    .map((entry) => {
      const [index = '0', offset = '0', cents = '0'] = entry.split('.');
      return {
        source: packed.sources[parseInt(index, 36)] ?? '',
        time: packed.since + parseInt(offset, 36),
        price: parseInt(cents, 36) / 100,
      };
    })
    .sort((a, b) => b.time - a.time)
    .map(({ source, time, price }) => ({ source, timestamp: new Date(time).toISOString(), price }));
};
