import { describe, expect, it } from 'vitest';
import {
  productPageCheckSchema,
  storeAnalysisEntrySchema,
  storeAnalysisHistorySchema,
} from '@shop-scanner/shared/store-analysis';
import {
  aHistory,
  anEntry,
  anUnknownReport,
  aProductPageCheck,
  someFacts,
} from './analysis-fixtures';

describe('analysis fixtures', () => {
  it('are answers the shared contracts accept', () => {
    // Prepare
    const answers = {
      scored: anEntry(),
      unknown: anEntry({ analysis: anUnknownReport() }),
      check: aProductPageCheck(),
      bare: aProductPageCheck({
        facts: { images: [], sources: {} },
        catalogueMatch: null,
      }),
    };

    // Act
    const parsed = [
      storeAnalysisEntrySchema.safeParse(answers.scored),
      storeAnalysisEntrySchema.safeParse(answers.unknown),
      productPageCheckSchema.safeParse(answers.check),
      productPageCheckSchema.safeParse(answers.bare),
      storeAnalysisHistorySchema.safeParse(aHistory(7)),
      productPageCheckSchema.shape.facts.safeParse(someFacts()),
    ];

    // Assess
    expect(parsed.map((p) => p.error?.issues ?? [])).toEqual(parsed.map(() => []));
  });
});
