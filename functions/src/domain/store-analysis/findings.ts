/**
 * The bookkeeping of an explainable verdict: every rule that fires becomes a finding
 * with its scheme, rule id, label, signed points and the evidence that fired it, and a score is
 * only ever the sum of its findings. The base is a finding, and so is the clamp when it bites, so
 * a reader who adds up a score's findings gets the score, exactly.
 *
 * A finding also carries its tone, which the report's evidence does not: whether it speaks for the
 * store, against it, is a plain fact (0 points), or is the arithmetic of a score (its base, its
 * clamp, the band it falls in). The tone decides which indicator list a finding feeds.
 */
import type { ScoringScheme, VerdictEvidence } from '@shop-scanner/shared/store-analysis';

export type Tone = 'positive' | 'negative' | 'neutral' | 'tally';

export interface Finding extends VerdictEvidence {
  tone: Tone;
}

/** What a rule says when it fires; the scheme and tone are added by `fire` and `tallyItem`. */
export interface Fired {
  rule: string;
  label: string;
  points: number;
  evidence: string;
  /** The address the evidence was read from, when it came from one. */
  source?: string | undefined;
}

/** Every score of the report is a 0-100 figure. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

const toneOf = (points: number): Tone =>
  points > 0 ? 'positive' : points < 0 ? 'negative' : 'neutral';

const build = (scheme: ScoringScheme, { source, ...rest }: Fired, tone: Tone): Finding => ({
  scheme,
  ...rest,
  ...(source !== undefined && { source }),
  tone,
});

/** A rule that fired: for the store (points above 0), against it (below), or a plain fact (0). */
export const fire = (scheme: ScoringScheme, fired: Fired): Finding =>
  build(scheme, fired, toneOf(fired.points));

/** The arithmetic of a score (its base, its clamp, the band it falls in), never an indicator. */
export const tallyItem = (scheme: ScoringScheme, fired: Fired): Finding =>
  build(scheme, fired, 'tally');

export const sumPoints = (findings: readonly Pick<Finding, 'points'>[]): number =>
  findings.reduce((sum, finding) => sum + finding.points, 0);

export interface Tally {
  score: number;
  /** The base (when there is one), every rule that fired, and the clamp when it bit. */
  findings: Finding[];
}

/**
 * A score from its base and the rules that fired, kept within 0-100. When the sum falls outside,
 * the clamp is recorded as its own finding (`<prefix>.clamp`) with the points it took away or
 * added, so the findings still add up to the score.
 */
export const tallyScore = ({
  scheme,
  prefix,
  base,
  fired,
}: {
  scheme: ScoringScheme;
  /** The rule-id prefix of the score: `store`, `pod`, `podStore`, `shopify`. */
  prefix: string;
  base?: Fired;
  fired: readonly Finding[];
}): Tally => {
  const findings = base ? [tallyItem(scheme, base), ...fired] : [...fired];
  const raw = sumPoints(findings);
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, raw));
  if (score !== raw) {
    findings.push(
      tallyItem(scheme, {
        rule: `${prefix}.clamp`,
        label: `Score kept within ${SCORE_MIN}-${SCORE_MAX}`,
        points: score - raw,
        evidence: `The rules add up to ${raw}; a score ${raw > SCORE_MAX ? `stops at ${SCORE_MAX}` : `starts at ${SCORE_MIN}`}.`,
      }),
    );
  }
  return { score, findings };
};

/**
 * A score that starts from a base, recorded as its `<scheme>.base` finding (the store score, the
 * Shopify-style score); the scheme is also the rule-id prefix of its clamp.
 */
export const tallyFromBase = (
  scheme: ScoringScheme,
  base: number,
  fired: readonly Finding[],
): Tally =>
  tallyScore({
    scheme,
    prefix: scheme,
    base: {
      rule: `${scheme}.base`,
      label: 'Starting score',
      points: base,
      evidence: `Every store starts at ${base}`,
    },
    fired,
  });

/** The report's evidence: the findings without their tone. */
export const asEvidence = (findings: readonly Finding[]): VerdictEvidence[] =>
  findings.map(({ tone: _tone, ...evidence }) => evidence);

/** A finding as one line for the shopper: "Own domain: Served from store.example". */
export const explain = (finding: Pick<Finding, 'label' | 'evidence'>): string =>
  `${finding.label}: ${finding.evidence}`;

/** "1 product", "3 products". */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;
