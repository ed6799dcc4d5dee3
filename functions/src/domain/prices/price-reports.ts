/**
 * `POST /api/products/{id}/prices`: a signed-in shopper reports a price seen in a
 * store. In order: 404 for an unknown product (a request the shopper got wrong costs nothing),
 * the shopper's hourly allowance of reports (429 with Retry-After), then the report's plan
 * (report-plan.ts): a price that counts goes through the one ingest path as a `shopper`
 * observation, one far from the other stores is kept apart (data/price-reports.ts).
 *
 * A retried request has one effect: a retried report that counts finds the offer already at its
 * price (the ingest only moves the offer's lastUpdated: no second history point, no second
 * event), a retried confirmation agrees with the price it confirmed (report-plan.ts), and a
 * report kept apart finds its own open report and writes nothing. Retries do count against the
 * hourly allowance: it bounds what a shopper sends, not what it changes.
 *
 * A confirmation ingests before it settles: should the settle fail, the reports stay listed
 * apart until they expire, while their price already counts; the other order could lose a
 * confirmed price.
 */
import {
  PRICE_REPORTS_PER_HOUR,
  priceMessages,
  type PriceObservation,
  type PriceReport,
  type PriceReportAnswer,
  type TrackedOffer,
} from '@shop-scanner/shared/prices';
import { listPriceReports, putPriceReport, settlePriceReports } from '../../data/price-reports';
import { countInWindow } from '../../data/rate-limits';
import { TooManyRequests } from '../../lib/errors';
import { rateWindow } from '../../lib/http/rate-limit-rules';
import { ingestObservation } from './ingest-observation';
import { requireProductPrices } from './price-reads';
import { confirmationOpenSince, CONFIRMATION_WINDOW_DAYS } from './report-confirmation';
import { planReport, toUnconfirmedReport } from './report-plan';
import { trackedOffersOf } from './tracked-offers';
import { DAY_MS, HOUR_SECONDS } from '@shop-scanner/shared/time';

/** The limit's name in a 429's body, beside the plan's per-minute ones. */
export const PRICE_REPORT_LIMIT = 'priceReportsPerHour';

/** Kept a day past the 7 days it can be confirmed in; TTL deletes it some time after that. */
const REPORT_TTL_MS = (CONFIRMATION_WINDOW_DAYS + 1) * DAY_MS;

/** Counts one report in the shopper's hour; 429 with the report limit's words past it. */
const countReport = async (userId: string, now: Date): Promise<void> => {
  const window = rateWindow(now, HOUR_SECONDS);
  const result = await countInWindow({
    subject: { kind: 'user', userId },
    window: 'hour',
    windowStart: window.start,
    windowEnd: window.end,
    limits: { priceReports: PRICE_REPORTS_PER_HOUR },
  });
  if (result.kind === 'limited')
    throw new TooManyRequests(
      PRICE_REPORT_LIMIT,
      window.retryAfterSeconds,
      priceMessages.reportLimit,
    );
};

/** Each observation in order through the one ingest path; the store's offer after the last. */
const ingestInOrder = async (
  observations: readonly PriceObservation[],
  now: Date,
): Promise<TrackedOffer> => {
  let offer: TrackedOffer | undefined;
  for (const observation of observations) offer = (await ingestObservation(observation, now)).offer;
  if (!offer) throw new Error('A report that counts has at least its own observation');
  return offer;
};

export const reportPrice = async (
  userId: string,
  productId: string,
  report: PriceReport,
  now = new Date(),
): Promise<PriceReportAnswer> => {
  const product = await requireProductPrices(productId);
  const [, reports] = await Promise.all([
    countReport(userId, now),
    listPriceReports(productId, confirmationOpenSince(now)),
  ]);
  const plan = planReport(
    { productId, userId, report, now },
    trackedOffersOf(product.stores, product.source),
    reports,
  );

  if (plan.kind === 'hold') {
    const stored = await putPriceReport(plan.record, {
      openSince: confirmationOpenSince(now),
      expiresAt: new Date(Date.parse(plan.record.reportedAt) + REPORT_TTL_MS),
    });
    return {
      status: 'unconfirmed',
      reason: 'far-from-median',
      message: priceMessages.reportUnconfirmed,
      text: stored.text,
      medianPrice: stored.medianPrice,
      report: toUnconfirmedReport(stored),
    };
  }

  const offer = await ingestInOrder(plan.observations, now);
  await settlePriceReports(plan.settles);
  return {
    status: 'accepted',
    reason: plan.reason,
    message: priceMessages.reportSaved,
    text: plan.text,
    offer,
  };
};
