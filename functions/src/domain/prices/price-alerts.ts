/**
 * A shopper's price alerts: list, create, delete, each on the
 * caller's own alerts only. Storage and its atomicity (the cap, duplicates, the by-product items
 * the price-drop job reads) are data/price-alerts.ts's; here the rules and the answers.
 *
 * - The cap (PRICE_ALERT_CAP) is answered 409 Conflict, not 429: it is a state of the shopper's
 *   alerts, not a rate or a plan's monthly allowance (429 is kept for those), and the
 *   same request succeeds once an alert is deleted, not once time passes.
 * - A duplicate is the same product, the same store (any case or spacing; none means any store)
 *   and the same target to the cent: 409 with its own words.
 * - Listed and created alerts carry the displayed status (docs/prices.md#alerts), judged on the
 *   product's current offers.
 */
import { randomUUID } from 'node:crypto';
import {
  PRICE_ALERT_CAP,
  priceMessages,
  roundCents,
  type CreatePriceAlert,
  type PriceAlertView,
} from '@shop-scanner/shared/prices';
import {
  AlertCapReached,
  AlertDuplicate,
  AlertsBusy,
  deleteAlert,
  listUserAlerts,
  putAlert,
} from '../../data/price-alerts';
import { toPriceAlert, type PriceAlertRecord } from '../../data/price-alerts-items';
import { registerWatchedProduct } from '../../data/watched-products';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { priceAlertView } from './alert-status';
import { requireProductPrices } from './price-reads';

/** The shopper's alerts on a product, newest first; 404 for an unknown product. */
export const listPriceAlerts = async (
  userId: string,
  productId: string,
): Promise<PriceAlertView[]> => {
  const [product, alerts] = await Promise.all([
    requireProductPrices(productId),
    listUserAlerts(userId, productId),
  ]);
  return alerts.map((alert) => priceAlertView(toPriceAlert(alert), product.stores));
};

const refusal = (error: unknown): unknown => {
  if (error instanceof AlertDuplicate) return new Conflict(priceMessages.alertDuplicate);
  if (error instanceof AlertCapReached) return new Conflict(priceMessages.alertCap);
  if (error instanceof AlertsBusy) return new ServiceUnavailable();
  return error;
};

/** A new active alert; 404 for an unknown product, 409 for a duplicate or past the cap. */
export const createPriceAlert = async (
  userId: string,
  input: CreatePriceAlert,
  now = new Date(),
): Promise<PriceAlertView> => {
  const product = await requireProductPrices(input.productId);
  const alert: PriceAlertRecord = {
    id: randomUUID(),
    userId,
    productId: input.productId,
    // The schema allows 2 decimals only; rounding drops binary noise (19.99 as 19.990000000001).
    targetPrice: roundCents(input.targetPrice),
    storeName: input.storeName,
    isActive: true,
    triggeredAt: null,
    createdAt: now.toISOString(),
  };
  try {
    await putAlert(alert, PRICE_ALERT_CAP);
  } catch (error) {
    throw refusal(error);
  }
  await registerWatchedProduct(alert.productId, now);
  return priceAlertView(toPriceAlert(alert), product.stores);
};

/** 404 'Price alert not found' for an id the caller has no alert of (another user's included). */
export const deletePriceAlert = async (userId: string, alertId: string): Promise<void> => {
  if (!(await deleteAlert(userId, alertId))) throw new NotFound(priceMessages.alertNotFound);
};
