/**
 * Which notifications a user has been shown, per user in localStorage, so each shows once
 * (across reloads and tabs): the newest instant shown and the ids shown at that instant.
 */
import type { AppNotification } from '@shop-scanner/shared/billing';

export interface Seen {
  readonly at: string;
  readonly ids: readonly string[];
}

/**
 * With no record (a first sign-in on this browser), only what happened in the last 10 minutes is
 * shown: the activation of a plan just paid for, not a year of past invoices.
 */
export const FIRST_VISIT_WINDOW_MS = 10 * 60_000;

const key = (userId: string) => `shop-scanner.notifications-seen.${userId}`;

export const readSeen = (userId: string, storage: Storage | undefined): Seen | undefined => {
  try {
    const raw = storage?.getItem(key(userId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Seen>;
    return typeof value.at === 'string' && Array.isArray(value.ids)
      ? { at: value.at, ids: value.ids.filter((i): i is string => typeof i === 'string') }
      : undefined;
  } catch {
    return undefined;
  }
};

export const writeSeen = (userId: string, seen: Seen, storage: Storage | undefined): void => {
  try {
    storage?.setItem(key(userId), JSON.stringify(seen));
  } catch {
    // Storage full or disabled: the worst case is a notification shown again.
  }
};

/** The notifications not shown yet, oldest first, and the record after showing them. */
export const unseen = (
  list: readonly AppNotification[],
  seen: Seen | undefined,
  now: number,
): { fresh: AppNotification[]; next: Seen | undefined } => {
  const since = seen?.at ?? new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
  const sinceMs = Date.parse(since);
  const fresh = list
    .filter((n) => {
      const ms = Date.parse(n.at);
      return ms > sinceMs || (ms === sinceMs && !(seen?.ids ?? []).includes(n.id));
    })
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const newest = [...list].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
  if (!newest) return { fresh, next: seen };
  if (seen && Date.parse(newest.at) < sinceMs) return { fresh, next: seen };
  const newestMs = Date.parse(newest.at);
  const idsAtNewest = list.filter((n) => Date.parse(n.at) === newestMs).map((n) => n.id);
  const carried = seen && Date.parse(seen.at) === newestMs ? seen.ids : [];
  return {
    fresh,
    next: { at: newest.at, ids: [...new Set([...carried, ...idsAtNewest])] },
  };
};
