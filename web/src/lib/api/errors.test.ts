import { describe, expect, it } from 'vitest';
import { productSchema } from '@shop-scanner/shared/products';
import { ApiError } from '../api-client';
import { isLimitRefusal, isRateLimited, shopperMessage } from './errors';

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
