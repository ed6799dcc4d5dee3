/**
 * What the analyzer and the url tab show when an analysis is refused or fails: a 429
 * at the plan's limit is the limit banner with the server's text; a 400 is its
 * message ('Invalid URL format', 'Failed to analyze store URL') with the reason the server gave
 * (the fetch refused, the page too large); anything else is one plain sentence.
 */
import { usageMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { ApiError } from '../../lib/api-client';
import { isLimitRefusal, isRateLimited } from '../../lib/api/errors';

export type AnalysisFailure =
  | { kind: 'limit'; message: string }
  | { kind: 'refused'; message: string; detail?: string }
  | { kind: 'failed'; message: string };

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The reason of a 400: the server puts `{reason, detail}` beside its message (or under
 * `details`). The detail is written for people; a bare reason code is the fallback.
 */
export const refusalDetail = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const top = body as { reason?: unknown; detail?: unknown; details?: unknown };
  const nested =
    typeof top.details === 'object' && top.details !== null
      ? (top.details as { reason?: unknown; detail?: unknown })
      : {};
  return textOf(top.detail) ?? textOf(nested.detail) ?? textOf(top.reason) ?? textOf(nested.reason);
};

export const analysisFailure = (error: unknown): AnalysisFailure => {
  if (isLimitRefusal(error)) {
    return { kind: 'limit', message: error.message || usageMessages.storeAnalysisLimit(0) };
  }
  if (isRateLimited(error)) return { kind: 'failed', message: error.message };
  if (error instanceof ApiError && error.status === 400) {
    const detail = refusalDetail(error.body);
    return {
      kind: 'refused',
      message: error.message || storeAnalysisMessages.failedUrl,
      ...(detail && detail !== error.message ? { detail } : {}),
    };
  }
  return { kind: 'failed', message: storeAnalysisMessages.failedStore };
};
