/**
 * The pattern-based store score (docs/store-verdict.md#store-score): the report's authenticity
 * score. Start 50 (the `store.base` finding), +8 per trust factor (trust-factors.ts), -12 per risk
 * factor (risk-factors.ts), the product type's adjustment (product-type.ts), the platform bonus
 * (Amazon and eBay +10, Etsy +15; any other known platform is a 0-point fact), kept within 0-100.
 * The store findings add up to the score. Risk level: above 70 low, above 40 medium, else high.
 * Confidence: 60, +20 for a known platform, +20 when over 100 characters were read, at most 100.
 */
import {
  storeAnalysisConstants,
  storePlatformLabels,
  type RiskLevel,
  type StorePlatform,
} from '@shop-scanner/shared/store-analysis';
import { fire, tallyFromBase, tallyItem, type Finding } from './findings';
import { hasContent } from './page-facts';
import type { ProductTypeDecision } from './product-type';
import { riskFactors } from './risk-factors';
import type { StoreFacts } from './store-facts';
import { landOn, type Landing } from './thresholds';
import { trustFactors } from './trust-factors';

const p = storeAnalysisConstants.pattern;

const platformFinding = ({ snapshot, onMarketplace }: StoreFacts): Finding | undefined => {
  const { platform, platformEvidence } = snapshot;
  if (platform === 'unknown') return undefined;
  const name = storePlatformLabels[platform];
  return fire('store', {
    rule: `platform.${platform}`,
    label: onMarketplace ? `Sold on ${name}` : `Runs on ${name}`,
    points: p.platformBonus[platform] ?? 0,
    evidence:
      platformEvidence.length > 0 ? `Detected by ${platformEvidence.join('; ')}` : 'Detected',
  });
};

/** Why a known domain age fired no rule: the domain is the marketplace's or the platform's. */
const platformDomainFinding = ({ snapshot }: StoreFacts): Finding | undefined =>
  snapshot.onPlatformDomain && snapshot.domain.ageDays !== null
    ? fire('store', {
        rule: 'domain.onPlatform',
        label: "The domain's age is the platform's, not the store's",
        points: 0,
        evidence: `${snapshot.host} is a marketplace's or platform's domain (registered ${snapshot.domain.ageDays} days before this analysis): it says nothing of this store's age`,
      })
    : undefined;

export const patternConfidence = (platform: StorePlatform, contentCharacters: number): number =>
  Math.min(
    p.confidenceMax,
    p.confidenceBase +
      (platform !== 'unknown' ? p.confidenceKnownPlatform : 0) +
      (hasContent(contentCharacters) ? p.confidenceContent : 0),
  );

/** Above 70 low, above 40 medium, else high. */
export const riskLevelOf = (score: number): Landing<RiskLevel> =>
  landOn<RiskLevel>(
    score,
    [
      { value: 'low', above: p.riskLowAbove },
      { value: 'medium', above: p.riskMediumAbove },
    ],
    'high',
  );

export interface PatternOutcome {
  score: number;
  riskLevel: RiskLevel;
  confidence: number;
  /** The store findings: base, trust, risk, type, platform, clamp (sum: the score), risk level. */
  findings: Finding[];
}

export const scorePattern = (
  facts: StoreFacts,
  productType: ProductTypeDecision,
): PatternOutcome => {
  const fired = [
    ...trustFactors(facts),
    ...riskFactors(facts),
    productType.finding,
    platformFinding(facts),
    platformDomainFinding(facts),
  ].filter((finding) => finding !== undefined);
  const { score, findings } = tallyFromBase('store', p.base, fired);
  const riskLevel = riskLevelOf(score);
  return {
    score,
    riskLevel: riskLevel.value,
    confidence: patternConfidence(facts.snapshot.platform, facts.contentCharacters),
    findings: [
      ...findings,
      tallyItem('store', {
        rule: 'store.riskLevel',
        label: 'Risk level',
        points: 0,
        evidence: `Score ${riskLevel.reason}: ${riskLevel.value} risk`,
      }),
    ],
  };
};
