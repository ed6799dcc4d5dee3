/**
 * The store analysis verdict (docs/store-verdict.md): a pure function of what was read.
 *
 * When too little was read (verdict-readiness.ts) the verdict is `unknown`: the reason, no score,
 * no band, no risk level, product type unknown, confidence 0 (there is no verdict to be confident
 * in) and no rule fired. Otherwise it is `scored`: the facts are read once (store-facts.ts), the
 * print-on-demand reading comes first (it can refine the product type), then the product type,
 * the pattern score (the authenticity score, its band, risk level and confidence) and the
 * Shopify-style assessment. Every rule that fired is in `evidence`, and each score is the sum of
 * its findings.
 */
import { authenticityBandOf, type StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { asEvidence } from './findings';
import { indicatorsOf } from './indicators';
import { scorePattern } from './pattern-score';
import { scorePod } from './pod-score';
import { decideProductType } from './product-type';
import { assessShopifyStore } from './shopify-assessment';
import { readStoreFacts } from './store-facts';
import type { StoreSnapshot } from './store-snapshot';
import { verdictReadiness } from './verdict-readiness';

type ReadingRecord = Pick<
  StoreAnalysisReport,
  'storeMetadata' | 'priceAnalysis' | 'pagesRead' | 'analyzedAt'
>;

/** What the report says of the reading itself, whatever the verdict. */
const readingRecordOf = (
  snapshot: StoreSnapshot,
  priceAnalysis: StoreAnalysisReport['priceAnalysis'],
  now: Date,
): ReadingRecord => ({
  storeMetadata: {
    platform: snapshot.platform,
    storeName: snapshot.storeName ?? null,
    storeAge: snapshot.domain,
    // Nothing read publishes these: null, never invented.
    sellerRating: null,
    totalSales: null,
    location: snapshot.location ?? null,
  },
  priceAnalysis,
  pagesRead: snapshot.pages.map(({ url, role, status, note }) => ({
    url,
    role,
    status,
    ...(note !== undefined && { note }),
  })),
  analyzedAt: now.toISOString(),
});

export const analyzeSnapshot = (
  snapshot: StoreSnapshot,
  priceAnalysis: StoreAnalysisReport['priceAnalysis'],
  now: Date,
): StoreAnalysisReport => {
  const reading = readingRecordOf(snapshot, priceAnalysis, now);
  const readiness = verdictReadiness(snapshot);
  if (!readiness.ready)
    return {
      verdict: 'unknown',
      unknownReason: readiness.reason,
      productType: 'unknown',
      authenticityScore: null,
      band: null,
      confidence: 0,
      indicators: { positive: [], negative: [], neutral: [] },
      riskFactors: { level: null, factors: [] },
      evidence: [],
      ...reading,
    };

  const facts = readStoreFacts(snapshot);
  const pod = scorePod(facts);
  const productType = decideProductType(facts, pod.analysis.confidence);
  const pattern = scorePattern(facts, productType);
  const shopify = assessShopifyStore(facts, {
    pod: pod.analysis,
    productType: productType.type,
  });
  const findings = [...pattern.findings, ...pod.findings, ...shopify.findings];
  const indicators = indicatorsOf(findings);

  return {
    verdict: 'scored',
    productType: productType.type,
    authenticityScore: pattern.score,
    band: authenticityBandOf(pattern.score),
    confidence: pattern.confidence,
    indicators,
    // The store score's rules against the store are its risk factors.
    riskFactors: { level: pattern.riskLevel, factors: indicators.negative },
    podAnalysis: pod.analysis,
    ...(shopify.assessment && { shopify: shopify.assessment }),
    evidence: asEvidence(findings),
    ...reading,
  };
};
