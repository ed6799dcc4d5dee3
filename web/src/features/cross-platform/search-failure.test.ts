import { describe, expect, it } from 'vitest';
import { crossPlatformMessages } from '@shop-scanner/shared/cross-platform-rules';
import { usageMessages } from '@shop-scanner/shared/messages';
import { ApiError } from '../../lib/api-client';
import { searchFailure } from './search-failure';

describe('searchFailure', () => {
  it("is the limit banner's text on a plan refusal, the server's words first", () => {
    expect(searchFailure(new ApiError(429, 'Cross-platform search limit reached.'))).toEqual({
      kind: 'limit',
      message: 'Cross-platform search limit reached.',
    });
    expect(searchFailure(new ApiError(429, ''))).toEqual({
      kind: 'limit',
      message: usageMessages.crossPlatformLimit(0),
    });
  });

  it('is a plain failure on a rate limit, never the upgrade banner', () => {
    const error = new ApiError(429, 'Too many requests', undefined, {
      message: 'Too many requests',
      rateLimit: { limit: 10 },
    });
    expect(searchFailure(error)).toEqual({ kind: 'failed', message: 'Too many requests' });
  });

  it('puts a 400 field errors under their fields', () => {
    const error = new ApiError(400, 'Invalid input', {
      originalUrl: ['Invalid URL format'],
      isAdmin: ['Unknown field'],
    });
    expect(searchFailure(error)).toEqual({
      kind: 'fields',
      fields: { originalUrl: 'Invalid URL format' },
      messages: ['Unknown field'],
    });
  });

  it("keeps a refusal's reason beside its message", () => {
    const error = new ApiError(400, crossPlatformMessages.failed, undefined, {
      message: crossPlatformMessages.failed,
      reason: 'private-address',
      detail: '10.0.0.1 is a private address',
    });
    expect(searchFailure(error)).toEqual({
      kind: 'refused',
      message: crossPlatformMessages.failed,
      detail: '10.0.0.1 is a private address',
    });
  });

  it("says 'Failed to search across platforms' for anything else", () => {
    expect(searchFailure(new ApiError(500, 'Internal'))).toEqual({
      kind: 'failed',
      message: crossPlatformMessages.failed,
    });
    expect(searchFailure(new TypeError('x is undefined'))).toEqual({
      kind: 'failed',
      message: crossPlatformMessages.failed,
    });
  });
});
