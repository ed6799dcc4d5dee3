import { describe, expect, it } from 'vitest';
import { platformTrustScores } from './product-rules';
import {
  marketplacePlatforms,
  productPageRequestSchema,
  storeAnalysisMessages,
  storePlatformLabels,
  storePlatforms,
  webUrlSchema,
} from './store-analysis';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('webUrlSchema', () => {
  it.each(['${7*7}{{7*7}}', 'https://{{7*7}}/', '/products/1', 'shop', 'https://shop.1a/'])(
    "refuses %j by its host's form: 'Invalid URL format'",
    (value) => {
      expect(messagesOf(webUrlSchema.safeParse(value))).toEqual([storeAnalysisMessages.invalidUrl]);
    },
  );

  it('takes a bare domain as https://', () => {
    expect(webUrlSchema.parse(' shop.example/a ')).toBe('https://shop.example/a');
  });

  it('refuses an address longer than 2048 characters on its length alone', () => {
    // Prepare: a host a refinement would refuse too, so only the length check may answer.
    const value = `https://{{x}}/${'a'.repeat(3000)}`;

    // Act
    const result = webUrlSchema.safeParse(value);

    // Assess
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
    expect(messagesOf(result)).toEqual([storeAnalysisMessages.invalidUrl]);
  });

  it('says Invalid URL format, not "enter a URL", for a product address of 1 MB of spaces', () => {
    expect(messagesOf(productPageRequestSchema.safeParse({ url: ' '.repeat(1_000_000) }))).toEqual([
      storeAnalysisMessages.invalidUrl,
    ]);
  });
});

describe('marketplacePlatforms', () => {
  it('are the platforms the cross-platform search looks on, each a store platform of its name', () => {
    // Act
    const labels = marketplacePlatforms.map((platform) => storePlatformLabels[platform]);

    // Assess: the same six, in the same order, named as the search names them.
    expect(labels).toEqual(Object.keys(platformTrustScores));
    expect(marketplacePlatforms.every((platform) => storePlatforms.includes(platform))).toBe(true);
  });
});
