/**
 * Part 1 §5: "Usage is checked before a scan ... If the limit is reached the action is refused."
 * The server decides (it counts atomically and answers 429); this spares the round trip when the
 * subscription already says a limited plan has no scan left. A code from the scan history stays
 * allowed: the server counts one scan per distinct code a month, so looking one up again is free
 * (an entry from an earlier month is refused by the server, which is only a round trip lost).
 * While the subscription is unknown nothing is refused here.
 */
import type { Subscription } from '@shop-scanner/shared/subscription';
import type { ScanHistoryEntry } from './scan-history';

/** A limited plan with no scan left this month (null remaining means unlimited). */
export const noScansLeft = (subscription: Subscription | undefined): boolean =>
  subscription?.remaining.scan === 0;

/** Whether looking `code` up must be refused before asking the server. */
export const refusesLookup = (
  subscription: Subscription | undefined,
  code: string,
  history: readonly ScanHistoryEntry[],
): boolean => noScansLeft(subscription) && !history.some((entry) => entry.barcode === code);
