import { describe, expect, it } from 'vitest';
import { productSchema } from '@shop-scanner/shared/products';
import { ApiError } from '../api-client';
import {
  isLimitRefusal,
  isRateLimited,
  refusalDetail,
  refusalFailure,
  shopperMessage,
  type RefusalWords,
} from './errors';

const zodError = () => {
  const parsed = productSchema.safeParse({ id: 1 });
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('isLimitRefusal', () => {
  it('is true only for an API answer of 429', () => {
    expect(isLimitRefusal(new ApiError(429, 'Scan limit reached.'))).toBe(true);
    expect(isLimitRefusal(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isLimitRefusal(Object.assign(new Error('x'), { status: 429 }))).toBe(false);
  });

  it('is false for a per-minute rate limit, which asks to wait, not to upgrade', () => {
    const tooFast = new ApiError(
      429,
      'Too many requests in a short time. Please wait a moment.',
      undefined,
      {
        message: 'Too many requests in a short time. Please wait a moment.',
        rateLimit: 10,
        retryAfterSeconds: 42,
      },
    );
    expect(isRateLimited(tooFast)).toBe(true);
    expect(isLimitRefusal(tooFast)).toBe(false);
    expect(
      isRateLimited(new ApiError(429, 'Scan limit reached.', undefined, { message: 'x' })),
    ).toBe(false);
  });
});

describe('shopperMessage', () => {
  it("shows the API's own message", () => {
    expect(shopperMessage(new ApiError(503, 'Service Unavailable'), 'fallback')).toBe(
      'Service Unavailable',
    );
  });

  it('never shows the text of a schema mismatch, a parse failure or a bug', () => {
    expect(shopperMessage(zodError(), 'fallback')).toBe('fallback');
    expect(shopperMessage(new SyntaxError('Unexpected token < in JSON'), 'fallback')).toBe(
      'fallback',
    );
    expect(shopperMessage(new TypeError('x is undefined'), 'fallback')).toBe('fallback');
    expect(shopperMessage(new ApiError(500, ''), 'fallback')).toBe('fallback');
  });
});

describe('refusalDetail', () => {
  it('reads the detail beside the message or under details, else the bare reason', () => {
    expect(refusalDetail({ detail: 'Too many redirects' })).toBe('Too many redirects');
    expect(refusalDetail({ details: { reason: 'timeout', detail: 'No answer in 8 s' } })).toBe(
      'No answer in 8 s',
    );
    expect(refusalDetail({ reason: 'port' })).toBe('port');
    expect(refusalDetail({ detail: '  ' })).toBeUndefined();
    expect(refusalDetail('text')).toBeUndefined();
  });
});

describe('refusalFailure', () => {
  const words: RefusalWords = {
    limit: 'Limit words',
    refused: 'Refused words',
    failed: 'Failed words',
  };

  it("is the limit banner on a plan refusal, the server's words first", () => {
    expect(refusalFailure(new ApiError(429, 'Scan limit reached.'), words)).toEqual({
      kind: 'limit',
      message: 'Scan limit reached.',
    });
    expect(refusalFailure(new ApiError(429, ''), words)).toEqual({
      kind: 'limit',
      message: 'Limit words',
    });
  });

  it('is a plain failure on a rate limit, never the limit banner', () => {
    // Prepare
    const error = new ApiError(429, 'Too many requests', undefined, {
      message: 'Too many requests',
      rateLimit: { limit: 10 },
    });

    // Act
    const failure = refusalFailure(error, words);

    // Assess
    expect(failure).toEqual({ kind: 'failed', message: 'Too many requests' });
  });

  it("keeps a 400's message and the reason the server gave, unless it repeats the message", () => {
    // Prepare
    const body = {
      message: 'Bad address',
      reason: 'private-address',
      detail: '10.0.0.1 is private',
    };
    const repeating = { message: 'Bad address', detail: 'Bad address' };

    // Act
    const withDetail = refusalFailure(new ApiError(400, body.message, undefined, body), words);
    const repeated = refusalFailure(new ApiError(400, 'Bad address', undefined, repeating), words);
    const silent = refusalFailure(new ApiError(400, '', undefined, {}), words);

    // Assess
    expect(withDetail).toEqual({
      kind: 'refused',
      message: 'Bad address',
      detail: '10.0.0.1 is private',
    });
    expect(repeated).toEqual({ kind: 'refused', message: 'Bad address' });
    expect(silent).toEqual({ kind: 'refused', message: 'Refused words' });
  });

  it("is the feature's failure words for anything else, never a developer's text", () => {
    expect(refusalFailure(new ApiError(500, 'Internal'), words)).toEqual({
      kind: 'failed',
      message: 'Failed words',
    });
    expect(refusalFailure(new TypeError('x is undefined'), words)).toEqual({
      kind: 'failed',
      message: 'Failed words',
    });
  });
});
