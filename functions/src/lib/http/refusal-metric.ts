/**
 * Which business metric a refused request counts toward, decided from the typed error alone, in
 * the adapter's one error mapping (group-handler.ts): every route's refusals are counted the same
 * way, and no route can forget to count its own.
 */
import { businessMetric, type BusinessMetricName } from '../business-metrics';
import {
  InvalidInput,
  MalformedJson,
  PayloadTooLarge,
  QuotaExceeded,
  TooManyRequests,
  UnsupportedMediaType,
} from '../errors';

export const refusalMetricOf = (error: unknown): BusinessMetricName | undefined => {
  // A plan's monthly allowance used up (429 with the feature's limit text).
  if (error instanceof QuotaExceeded) return businessMetric.quotaRefusals;
  // A per-minute or per-hour limit (429 with Retry-After): the same request later is served.
  if (error instanceof TooManyRequests) return businessMetric.rateRefusals;
  // The request's input refused before any work: its fields, or a body that is not JSON at all.
  if (
    error instanceof InvalidInput ||
    error instanceof MalformedJson ||
    error instanceof PayloadTooLarge ||
    error instanceof UnsupportedMediaType
  )
    return businessMetric.validationRefusals;
  return undefined;
};
