/**
 * The rules of help-article view counts, pure: who a visitor is, which day a view belongs to, and
 * the order of the popular list.
 */
import { createHash } from 'node:crypto';
import type { ArticleViews } from '@shop-scanner/shared/help-articles';

/**
 * Who viewed an article. A signed-in shopper is their user id, so one person on a phone and a
 * laptop counts once; a guest is their address (an IPv6 one as its /64) with their browser's user
 * agent, so a household behind one address on two devices counts twice, not once.
 */
export type ArticleVisitor =
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'guest'; readonly address: string; readonly userAgent: string };

/**
 * The visitor as the table keeps them: sha256 of the server's salt and the visitor, hex, 32
 * characters. Neither an address nor a user id is ever written: without the salt the hash cannot
 * be matched back to an address, and a deleted account leaves nothing behind that names it.
 */
export const visitorHash = (visitor: ArticleVisitor, salt: string): string =>
  createHash('sha256')
    .update(
      visitor.kind === 'user'
        ? `${salt}\u0000user\u0000${visitor.userId}`
        : `${salt}\u0000guest\u0000${visitor.address}\u0000${visitor.userAgent}`,
    )
    .digest('hex')
    .slice(0, 32);

/** The UTC day of an instant, yyyy-mm-dd: one view per visitor and article each day. */
export const viewDay = (at: Date): string => at.toISOString().slice(0, 10);

const DAY_SECONDS = 24 * 60 * 60;

/**
 * When a day's visit may go: a full day after the day ends. Until the day is over it is what
 * refuses a second count; after that nothing reads it.
 */
export const visitExpiresAt = (day: string): number =>
  Date.parse(`${day}T00:00:00.000Z`) / 1000 + 2 * DAY_SECONDS;

/** The most viewed first; equal counts in slug order, so two reads list them alike. */
export const rankPopular = (
  counts: readonly ArticleViews[],
  isKnown: (slug: string) => boolean,
  limit: number,
): ArticleViews[] =>
  counts
    .filter((count) => isKnown(count.slug) && count.views > 0)
    .sort((a, b) => b.views - a.views || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .slice(0, limit);
