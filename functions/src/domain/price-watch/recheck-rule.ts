/**
 * Which watched products the safety-net job checks (safety-net.ts): pure, so the rule is tested
 * beside it on its own.
 */
import { DAY_MS } from '@shop-scanner/shared/time';
import type { WatchedProductEntry } from '../../data/watched-products';

/** An entry nobody checked for this long is checked anyway: its watchers may all be gone. */
export const UNCHECKED_FOR_MS = 7 * DAY_MS;

/**
 * Whether the job checks the product: its price changed since the judged version (or it is gone:
 * undefined), a held watch's recheckAt has come, or it went unchecked too long.
 */
export const needsCheck = (
  entry: WatchedProductEntry,
  version: number | undefined,
  now: Date,
): boolean =>
  version !== entry.judgedVersion ||
  (entry.recheckAt !== null && Date.parse(entry.recheckAt) <= now.getTime()) ||
  entry.checkedAt === null ||
  now.getTime() - Date.parse(entry.checkedAt) >= UNCHECKED_FOR_MS;
