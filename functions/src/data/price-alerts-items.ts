/**
 * The price alerts' items and keys (price-alerts.ts for the design and the access patterns).
 * Pure builders: the create, the delete and the price-drop job all make their keys here.
 *
 *   USER#<sub> / PRICE_ALERT#<alert id>     the alert, in its owner's partition
 *   USER#<sub> / PRICE_ALERT_COUNT          how many alerts the owner has (the cap's counter)
 *   PRODUCT#<id> / ALERT#<target cents, 10 digits>#<sub>#<store>
 *                                           the same alert, in its product's partition
 *
 * The product item's sort key is the alert's identity (owner, target, store as storeKey has it:
 * any case, any spacing) prefixed by the target, so it is at once the duplicate check (a second
 * put of the same key fails its condition) and the price-drop job's range: the alerts a price of
 * $X reaches are those with a target of X or more, one Query from `ALERT#<X>` to the end.
 */
import { storeKey, toCents, type PriceAlert } from '@shop-scanner/shared/prices';
import { productKey } from './products';
import { userKey } from './users';

/** An alert with its owner: what both items hold. */
export interface PriceAlertRecord extends PriceAlert {
  readonly userId: string;
}

export const USER_ALERT_PREFIX = 'PRICE_ALERT#';
export const PRODUCT_ALERT_PREFIX = 'ALERT#';
/** `~` sorts after every digit: the end of a product's alert range. */
const END_OF_ALERTS = `${PRODUCT_ALERT_PREFIX}~`;

/** Cents up to MAX_PRICE (10^8) have 9 digits: 10 keep every target in numeric order. */
const CENTS_DIGITS = 10;
const centsKey = (price: number): string => String(toCents(price)).padStart(CENTS_DIGITS, '0');

export const userAlertKey = (userId: string, alertId: string) => ({
  pk: userKey(userId).pk,
  sk: `${USER_ALERT_PREFIX}${alertId}`,
});

export const alertCountKey = (userId: string) => ({
  pk: userKey(userId).pk,
  sk: 'PRICE_ALERT_COUNT' as const,
});

/**
 * `*` is any store; a named store is `=` and its key, so no store name can read as any store.
 * Last in the key, so whatever characters a store name holds, the parts before it stay apart.
 */
const storePart = (storeName: string | null): string =>
  storeName === null ? '*' : `=${storeKey(storeName)}`;

export const productAlertKey = (
  alert: Pick<PriceAlertRecord, 'productId' | 'userId' | 'targetPrice' | 'storeName'>,
) => ({
  pk: productKey(alert.productId).pk,
  sk: `${PRODUCT_ALERT_PREFIX}${centsKey(alert.targetPrice)}#${alert.userId}#${storePart(alert.storeName)}`,
});

/**
 * The sort-key range of a product's alerts: all of them, or those a price reaches (a target at or
 * above it).
 */
export const productAlertRange = (reachedBy?: number) => ({
  from:
    reachedBy === undefined
      ? PRODUCT_ALERT_PREFIX
      : `${PRODUCT_ALERT_PREFIX}${centsKey(reachedBy)}`,
  to: END_OF_ALERTS,
});

const alertFields = (alert: PriceAlertRecord): PriceAlertRecord => ({
  id: alert.id,
  userId: alert.userId,
  productId: alert.productId,
  targetPrice: alert.targetPrice,
  storeName: alert.storeName,
  isActive: alert.isActive,
  triggeredAt: alert.triggeredAt,
  createdAt: alert.createdAt,
});

export const userAlertItem = (alert: PriceAlertRecord) => ({
  ...userAlertKey(alert.userId, alert.id),
  entityType: 'PriceAlert' as const,
  ...alertFields(alert),
});

/** A full copy: the price-drop job reads a product's alerts from these alone. */
export const productAlertItem = (alert: PriceAlertRecord) => ({
  ...productAlertKey(alert),
  entityType: 'PriceAlertByProduct' as const,
  ...alertFields(alert),
});

/** Either item, as the alert it holds. */
export const toAlertRecord = (item: Record<string, unknown>): PriceAlertRecord =>
  alertFields(item as unknown as PriceAlertRecord);

/** The alert as its owner sees it (without the owner). */
export const toPriceAlert = ({ userId: _userId, ...alert }: PriceAlertRecord): PriceAlert => alert;
