/**
 * The push message a fired watch (a wishlist item's price drop, a triggered price alert) still has
 * to send, queued in the SAME transaction that records the drop or the trigger, so a crash between
 * the record and the send cannot lose the message:
 *
 *   USER#<sub> / WATCH_NOTICE#<alert id>   gsi1 (byEntityType): WATCH_NOTICE / <due>#<id>
 *
 * The writer sends it at once itself (domain/price-watch/send-notices.ts); it is due only
 * NOTICE_GRACE_MS later, so the safety-net job takes what a writer that died left, and never
 * races a writer that is still sending. Claims and deletes are those of every queue of due
 * records (due-queue.ts): of the writer and the job, one sends.
 */
import type { PushMessage } from '@shop-scanner/shared/push';
import { DAY_SECONDS, MINUTE_MS } from '@shop-scanner/shared/time';
import { tableName } from '../lib/dynamodb';
import { deleteIfDueAt, dueIndexKeys, moveDue, queryDue } from './due-queue';
import type { TransactItem } from './price-history';
import { ttlAttribute } from './table-definition';
import { userKey } from './users';

export const WATCH_NOTICE_QUEUE = 'WATCH_NOTICE';
/** How long the writer has to send its notice itself before the job may take it. */
export const NOTICE_GRACE_MS = 2 * MINUTE_MS;
/** A notice no run could send in a week is of no use to anyone: the TTL clears it. */
const NOTICE_KEEP_DAYS = 7;

export interface WatchNoticeRecord {
  /** The alert's id (watch-rules.ts alertIdOf): one notice per drop or trigger. */
  readonly id: string;
  readonly userId: string;
  readonly message: PushMessage;
  /** Messages of one topic replace each other while undelivered (message-policy's topicFor). */
  readonly topic: string;
  readonly createdAt: string;
  readonly dueAt: string;
}

const noticeKey = (userId: string, id: string) => ({
  pk: userKey(userId).pk,
  sk: `${WATCH_NOTICE_QUEUE}#${id}`,
});

/** A new notice, due after the writer's grace. */
export const newNotice = (
  fields: Omit<WatchNoticeRecord, 'createdAt' | 'dueAt'>,
  now: Date,
): WatchNoticeRecord => ({
  ...fields,
  createdAt: now.toISOString(),
  dueAt: new Date(now.getTime() + NOTICE_GRACE_MS).toISOString(),
});

/** The notice's put, for the transaction that records what it announces (once per id). */
export const watchNoticePut = (notice: WatchNoticeRecord): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: {
      ...noticeKey(notice.userId, notice.id),
      entityType: 'WatchNotice',
      ...dueIndexKeys(WATCH_NOTICE_QUEUE, notice.dueAt, notice.id),
      ...notice,
      [ttlAttribute]:
        Math.ceil(Date.parse(notice.createdAt) / 1000) + NOTICE_KEEP_DAYS * DAY_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const toNotice = (item: Record<string, unknown>): WatchNoticeRecord => ({
  id: item.id as string,
  userId: item.userId as string,
  message: item.message as PushMessage,
  topic: item.topic as string,
  createdAt: item.createdAt as string,
  dueAt: item.dueAt as string,
});

/** Notices due at `now` or before, oldest first, at most `limit`. */
export const dueNotices = async (now: Date, limit: number): Promise<WatchNoticeRecord[]> =>
  (await queryDue(WATCH_NOTICE_QUEUE, now, limit)).map(toNotice);

/** Claims a notice until `until`; undefined when another run claimed it first, or it is gone. */
export const claimNotice = async (
  notice: WatchNoticeRecord,
  until: Date,
): Promise<WatchNoticeRecord | undefined> => {
  const dueAt = until.toISOString();
  const moved = await moveDue(
    noticeKey(notice.userId, notice.id),
    WATCH_NOTICE_QUEUE,
    notice.id,
    notice.dueAt,
    dueAt,
  );
  return moved ? { ...notice, dueAt } : undefined;
};

/** Sent (or given up): removed, if it is still as this run claimed it. */
export const finishNotice = (notice: WatchNoticeRecord): Promise<void> =>
  deleteIfDueAt(noticeKey(notice.userId, notice.id), WATCH_NOTICE_QUEUE, notice.id, notice.dueAt);
