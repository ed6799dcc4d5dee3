import { usageMessages } from '@shop-scanner/shared/messages';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { refusalFailure, type RefusalFailure } from '../../lib/api/errors';

export type AnalysisFailure = RefusalFailure;

/**
 * What the analyzer and the url tab show when an analysis is refused or fails, in the analyzer's
 * words ('Invalid URL format' or 'Failed to analyze store URL' come from the server).
 */
export const analysisFailure = (error: unknown): AnalysisFailure =>
  refusalFailure(error, {
    limit: usageMessages.storeAnalysisLimit(0),
    refused: storeAnalysisMessages.failedUrl,
    failed: storeAnalysisMessages.failedStore,
  });
