/**
 * The report's indicator lists, built from the findings (never written apart from them): the
 * store score's rules for and against the store are its positive and negative indicators, and
 * the 0-point facts of every scheme (the platform, an unknown product type, a store assessment
 * that could not be made) are its neutral ones. The arithmetic (bases, clamps, bands) is not an
 * indicator. Each text once, in the order the rules fired.
 */
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import type { Finding } from './findings';

const labelsOf = (findings: readonly Finding[]): string[] => [
  ...new Set(findings.map((finding) => finding.label)),
];

export const indicatorsOf = (findings: readonly Finding[]): StoreAnalysisReport['indicators'] => {
  const store = findings.filter((finding) => finding.scheme === 'store');
  return {
    positive: labelsOf(store.filter((finding) => finding.tone === 'positive')),
    negative: labelsOf(store.filter((finding) => finding.tone === 'negative')),
    neutral: labelsOf(findings.filter((finding) => finding.tone === 'neutral')),
  };
};
