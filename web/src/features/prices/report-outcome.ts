/**
 * What a shopper is told after reporting a price: the server's words when it gives
 * them, else ours; and whether the report is kept apart as unconfirmed (far from the other stores'
 * median), with the server's reason when it gives one.
 */
import { priceMessages } from '@shop-scanner/shared/price-rules';

export interface ReportOutcome {
  readonly unconfirmed: boolean;
  readonly message: string;
  /** The server's reason (the median it was compared with, what would confirm it). */
  readonly detail?: string | undefined;
  /** Made without a connection: waiting in the sync queue, not yet seen by the server. */
  readonly queued?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const reportOutcomeOf = (answer: unknown): ReportOutcome => {
  const a = isRecord(answer) ? answer : {};
  const nested = isRecord(a.confirmation) ? a.confirmation : {};
  const status = a.status ?? nested.status;
  const message = textOf(a.message);
  const unconfirmed =
    status === 'unconfirmed' ||
    a.unconfirmed === true ||
    a.confirmed === false ||
    message === priceMessages.reportUnconfirmed;
  return {
    unconfirmed,
    message: message ?? (unconfirmed ? priceMessages.reportUnconfirmed : priceMessages.reportSaved),
    detail: textOf(a.text) ?? textOf(nested.text),
  };
};
