import { describe, expect, it } from 'vitest';
import { usageMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { ApiError } from '../../lib/api-client';
import { analysisFailure } from './analysis-failure';

const limitText = usageMessages.storeAnalysisLimit(0);

describe('analysisFailure', () => {
  it('turns a plan refusal into the limit banner with the server text', () => {
    expect(
      analysisFailure(new ApiError(429, limitText, undefined, { message: limitText })),
    ).toEqual({
      kind: 'limit',
      message: limitText,
    });
  });

  it('says a rate limit as a plain failure, never as the plan limit', () => {
    const error = new ApiError(429, 'Too many requests', undefined, {
      message: 'Too many requests',
      rateLimit: { limit: 10 },
    });
    expect(analysisFailure(error)).toEqual({ kind: 'failed', message: 'Too many requests' });
  });

  it('gives a 400 its message and the detail the server put beside it', () => {
    // Prepare
    const body = {
      message: storeAnalysisMessages.failedUrl,
      reason: 'private-address',
      detail: 'shop.example resolves to 10.0.0.5, a private address',
    };

    // Act
    const failure = analysisFailure(new ApiError(400, body.message, undefined, body));

    // Assess
    expect(failure).toEqual({
      kind: 'refused',
      message: storeAnalysisMessages.failedUrl,
      detail: 'shop.example resolves to 10.0.0.5, a private address',
    });
  });

  it('gives a 400 without details its message alone', () => {
    const body = { message: storeAnalysisMessages.invalidUrl };
    expect(analysisFailure(new ApiError(400, body.message, undefined, body))).toEqual({
      kind: 'refused',
      message: storeAnalysisMessages.invalidUrl,
    });
  });

  it("says 'Failed to analyze store' for anything else, never a developer's text", () => {
    expect(analysisFailure(new ApiError(500, 'Internal Server Error'))).toEqual({
      kind: 'failed',
      message: storeAnalysisMessages.failedStore,
    });
    expect(analysisFailure(new TypeError('x is undefined'))).toEqual({
      kind: 'failed',
      message: storeAnalysisMessages.failedStore,
    });
  });
});
