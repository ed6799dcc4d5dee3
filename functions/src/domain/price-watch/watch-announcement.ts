/**
 * What a fired watch writes for its shopper besides its own record: the in-app notification and
 * the queued push notice, both in the words of shared/src/price-watch-rules.ts, both keyed by the
 * alert's id (so a second writer of the same change is refused by their conditions). For the
 * transaction that records the fired watch.
 */
import type { AppNotification } from '@shop-scanner/shared/billing';
import {
  PUSH_TAG_MAX_LENGTH,
  PUSH_TITLE_MAX_LENGTH,
  type PushMessage,
  type PushMessageKind,
} from '@shop-scanner/shared/push';
import { watchBody, watchTitle, type WatchFacts } from '@shop-scanner/shared/price-watch-rules';
import { tableName } from '../../lib/dynamodb';
import { notificationItem } from '../../data/billing-records';
import type { TransactItem } from '../../data/price-history';
import { newNotice, watchNoticePut, type WatchNoticeRecord } from '../../data/watch-notices';
import { topicFor } from '../push/message-policy';

export interface Announcement {
  /** The alert's id (watch-rules.ts alertIdOf). */
  readonly alertId: string;
  readonly userId: string;
  readonly productId: string;
  readonly facts: WatchFacts;
  readonly kind: PushMessageKind;
}

export const watchNotification = (a: Announcement, now: Date): AppNotification => {
  const { event, ...data } = a.facts;
  return {
    id: `watch-${a.alertId}`,
    event,
    at: now.toISOString(),
    data: { productId: a.productId, ...data },
  };
};

export const watchPushMessage = (a: Announcement, now: Date): PushMessage => ({
  kind: a.kind,
  title: watchTitle(a.facts, PUSH_TITLE_MAX_LENGTH),
  body: watchBody(a.facts),
  // A click opens the product, where its prices and stores are.
  url: `/products/${encodeURIComponent(a.productId)}`,
  // One notification per product on the device: a newer one about it replaces the shown one.
  tag: `product:${a.productId}`.slice(0, PUSH_TAG_MAX_LENGTH),
  sentAt: now.toISOString(),
});

export interface AnnouncementWrites {
  /** The notification's put and the notice's put, for the record's transaction. */
  readonly items: readonly TransactItem[];
  /** The notice to send once that transaction committed. */
  readonly notice: WatchNoticeRecord;
}

export const announcementWrites = (a: Announcement, now: Date): AnnouncementWrites => {
  const notice = newNotice(
    {
      id: a.alertId,
      userId: a.userId,
      message: watchPushMessage(a, now),
      topic: topicFor(a.kind, a.productId),
    },
    now,
  );
  return {
    items: [
      {
        Put: {
          TableName: tableName,
          Item: notificationItem(a.userId, watchNotification(a, now), now),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      watchNoticePut(notice),
    ],
    notice,
  };
};
