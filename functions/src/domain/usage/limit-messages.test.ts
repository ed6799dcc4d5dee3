import { describe, expect, it } from 'vitest';
import { limitMessage } from './limit-messages';

describe('the 429 message at the limit', () => {
  it('uses the spec text of each feature, with nothing remaining', () => {
    expect(limitMessage('scan')).toBe(
      'Scan limit reached. You have 0 scans remaining this month. Upgrade to Premium for unlimited scans.',
    );
    expect(limitMessage('storeAnalysis')).toBe(
      'Store analysis limit reached. You have 0 analyses remaining this month. Upgrade to Premium for unlimited analyses.',
    );
    expect(limitMessage('crossPlatformSearch')).toBe(
      'Search limit reached. Please upgrade your plan.',
    );
  });

  it('takes the endpoint own text when it gives one', () => {
    expect(limitMessage('scan', 'Usage limit reached or feature not available')).toBe(
      'Usage limit reached or feature not available',
    );
  });
});
