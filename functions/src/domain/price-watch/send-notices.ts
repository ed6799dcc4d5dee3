/**
 * Sends what fired watches queued (data/watch-notices.ts): the writer sends its own notice at
 * once (sendNotice), the safety-net job sends those a writer left (sendDueNotices). Each notice is
 * claimed before it is sent, so the writer and the job never both send it; a run that dies after
 * claiming leaves it due again after the lease. Delivery itself (preferences, every device, 410
 * pruning, 429/5xx retries) is the push sender's (domain/push/deliver.ts).
 */
import {
  claimNotice,
  dueNotices,
  finishNotice,
  type WatchNoticeRecord,
} from '../../data/watch-notices';
import { logger } from '../../lib/logger';
import { deliverToUser, type Delivery } from '../push/deliver';
import { kindPolicies } from '../push/message-policy';

/** Longer than a delivery can take (10 s per device, all at once). */
const LEASE_MS = 5 * 60_000;
/** Notices one job run takes; the next run takes the rest. */
const BATCH = 200;

export type NoticeOutcome = Delivery | 'taken' | 'stale';

/** Past its kind's time to live, a notice would announce a price that may be gone. */
const isStale = (notice: WatchNoticeRecord, now: Date): boolean =>
  now.getTime() - Date.parse(notice.createdAt) >
  kindPolicies[notice.message.kind].ttlSeconds * 1000;

export const sendNotice = async (
  notice: WatchNoticeRecord,
  now = new Date(),
): Promise<NoticeOutcome> => {
  const claimed = await claimNotice(notice, new Date(now.getTime() + LEASE_MS));
  if (!claimed) return 'taken';
  if (isStale(claimed, now)) {
    await finishNotice(claimed);
    logger.info('A watch notice was dropped unsent: its time to live ran out');
    return 'stale';
  }
  const delivery = await deliverToUser(claimed.userId, claimed.message, {
    topic: claimed.topic,
    now,
  });
  await finishNotice(claimed);
  return delivery;
};

export interface NoticeRunReport {
  readonly sent: number;
  readonly stale: number;
  readonly taken: number;
}

export const sendDueNotices = async (now = new Date()): Promise<NoticeRunReport> => {
  const due = await dueNotices(now, BATCH);
  const outcomes = await Promise.all(due.map((notice) => sendNotice(notice, now)));
  return {
    sent: outcomes.filter((o) => typeof o === 'object').length,
    stale: outcomes.filter((o) => o === 'stale').length,
    taken: outcomes.filter((o) => o === 'taken').length,
  };
};
