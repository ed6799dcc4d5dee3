/**
 * What a shopper's price report does, pure: judged against the product's current
 * offers and the open reports (report-confirmation.ts), it either counts now, as observations for
 * the one ingest path, or is kept apart as unconfirmed. The service (price-reports.ts) reads,
 * asks this, and writes.
 *
 * Choices made here, where the rule itself says nothing:
 * - a report that agrees (within 10 %) with the reported store's own current price counts, even
 *   far from the other stores: that price is already established (a second shopper confirmed it,
 *   or the store's own data says so). It is also what makes a retried confirming request harmless:
 *   the retry finds the price it confirmed and changes nothing, instead of waiting apart again;
 * - a report carries only what the shopper said (price, stock, link). A claimed was-price is a
 *   claim about the store's price, so it is never carried over to a price the shopper reported:
 *   the store card would otherwise show the store claiming a discount on a price it never set.
 *   The offer's shipping is the store's delivery terms, which a report of a price does not speak
 *   to, so they stay; a store new to the product gets free shipping in 0 days: the shopper saw the
 *   price in the shop, where nothing is shipped;
 * - a shopper has one open report per store: an accepted report of theirs settles their earlier
 *   one, and a confirmation settles the report it confirms.
 */
import {
  formatUsd,
  roundCents,
  storeKey,
  type PriceObservation,
  type PriceReport,
  type PriceReportAnswer,
  type TrackedOffer,
  type UnconfirmedReport,
} from '@shop-scanner/shared/prices';
import type { PriceReportRecord } from '../../data/price-reports';
import {
  CONFIRMATION_TOLERANCE,
  isOpenForConfirmation,
  judgeReport,
  withinTolerance,
} from './report-confirmation';

type AcceptReason = Extract<PriceReportAnswer, { status: 'accepted' }>['reason'];

export type ReportPlan =
  | {
      readonly kind: 'accept';
      readonly reason: AcceptReason;
      readonly text: string;
      /** For the ingest path, in this order: the confirmed earlier report first, then this one. */
      readonly observations: readonly PriceObservation[];
      /** Open reports that count now or are superseded: removed once the prices are in. */
      readonly settles: readonly PriceReportRecord[];
    }
  | { readonly kind: 'hold'; readonly record: PriceReportRecord };

export interface ReportRequest {
  readonly productId: string;
  readonly userId: string;
  readonly report: PriceReport;
  readonly now: Date;
}

/** Nothing is shipped from a shop shelf. */
const IN_SHOP = { free: true, cost: 0, estimatedDays: 0 } as const;

type ReportedFacts = Pick<PriceReportRecord, 'store' | 'price' | 'inStock' | 'url' | 'reportedAt'>;

/**
 * A report as a price observation of the store: what the shopper said, with no was-price (they
 * stated none), and the store's shipping terms.
 */
export const observationOfReport = (
  productId: string,
  report: ReportedFacts,
  current: TrackedOffer | undefined,
): PriceObservation => ({
  productId,
  store: report.store,
  price: report.price,
  inStock: report.inStock,
  shipping: current?.shipping ?? IN_SHOP,
  ...(report.url !== undefined ? { url: report.url } : {}),
  source: 'shopper',
  observedAt: report.reportedAt,
});

export const planReport = (
  request: ReportRequest,
  offers: readonly TrackedOffer[],
  reports: readonly PriceReportRecord[],
): ReportPlan => {
  const { productId, userId, report, now } = request;
  const facts: ReportedFacts = {
    store: report.storeName,
    price: roundCents(report.price),
    inStock: report.inStock,
    ...(report.url !== undefined ? { url: report.url } : {}),
    reportedAt: now.toISOString(),
  };
  const key = storeKey(facts.store);
  const open = reports.filter((r) => isOpenForConfirmation(r, now));
  const current = offers.find((o) => storeKey(o.name) === key);
  const own = open.find((r) => r.userId === userId && storeKey(r.store) === key);

  const accept = (
    reason: AcceptReason,
    text: string,
    confirms?: PriceReportRecord,
  ): ReportPlan => ({
    kind: 'accept',
    reason,
    text,
    observations: [
      ...(confirms ? [observationOfReport(productId, confirms, current)] : []),
      observationOfReport(productId, facts, current),
    ],
    settles: [confirms, own].filter((r): r is PriceReportRecord => r !== undefined),
  });

  const judgement = judgeReport({ userId, ...facts }, { offers, unconfirmed: open });
  if (judgement.status === 'confirmed')
    return accept(judgement.reason, judgement.text, judgement.confirms);
  if (current && withinTolerance(facts.price, current.price))
    return accept(
      'matches-store',
      `Within ${Math.round(CONFIRMATION_TOLERANCE * 100)}% of ${current.name}'s current price of ${formatUsd(current.price)}`,
    );
  return {
    kind: 'hold',
    record: {
      productId,
      userId,
      ...facts,
      medianPrice: judgement.medianPrice,
      text: judgement.text,
    },
  };
};

/** A report kept apart, as the comparison lists it (and the report's answer shows it). */
export const toUnconfirmedReport = (record: PriceReportRecord): UnconfirmedReport => ({
  store: record.store,
  price: record.price,
  inStock: record.inStock,
  ...(record.url !== undefined ? { url: record.url } : {}),
  reportedAt: record.reportedAt,
  text: record.text,
});

/** The open reports as the comparison lists them (apart from the offers), newest first. */
export const unconfirmedReportsOf = (
  reports: readonly PriceReportRecord[],
  now: Date,
): UnconfirmedReport[] =>
  reports
    .filter((r) => isOpenForConfirmation(r, now))
    .sort((a, b) => Date.parse(b.reportedAt) - Date.parse(a.reportedAt))
    .map(toUnconfirmedReport);
