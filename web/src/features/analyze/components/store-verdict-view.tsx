/**
 * One store analysis as the shopper reads it: the verdict, the
 * store's details and prices, the indicators, the print-on-demand analysis, the Shopify assessment,
 * the evidence point by point and the pages read.
 *
 * On /analyze the result leads with its answer, so that it fits the first screen of a phone: the
 * verdict and the three rules that weighed most; every other part opens on demand, the full
 * evidence one tap away. In the scan page's url tab (`compact`) the verdict and the store show,
 * and the rest opens as one.
 */
import { useId, useRef } from 'react';
import type { StoreAnalysisEntry } from '@shop-scanner/shared/store-analysis';
import { STORE_ANALYSIS_CACHE_HOURS } from '@shop-scanner/shared/store-analysis-rules';
import { webHref } from '../../../lib/web-address';
import { formatMoment } from '../verdict-wording';
import { AppealOutcomeNote } from './appeal-outcome-note';
import { EvidenceList } from './evidence-list';
import { Heading, below, type HeadingLevel } from './heading';
import { IndicatorLists } from './indicator-lists';
import { PagesReadList } from './pages-read-list';
import { PodAnalysisView } from './pod-analysis-view';
import { ShopifyAssessmentView } from './shopify-assessment-view';
import { PriceAnalysis, StoreDetails } from './store-details';
import { TopReasonsView } from './top-reasons-view';
import { VerdictParts } from './verdict-parts';
import { RiskFactors, VerdictSummary } from './verdict-summary';
import '../analyze.css';
import '../store-verdict.css';
import '../product-url-check.css';

export const StoreVerdictView = ({
  entry,
  compact = false,
  headingLevel = 2,
}: {
  entry: StoreAnalysisEntry;
  compact?: boolean;
  /** The level of the store's heading; its sections are one below. */
  headingLevel?: HeadingLevel;
}) => {
  const titleId = useId();
  const { analysis } = entry;
  const sub = below(headingLevel);
  const href = webHref(entry.url);
  const evidence = useRef<HTMLDetailsElement>(null);

  const openEvidence = () => {
    const details = evidence.current;
    if (!details) return;
    details.open = true;
    // Focus moves the view to the evidence too, and a screen reader reads where it landed.
    details.querySelector('summary')?.focus();
  };

  // The url tab keeps these together behind one disclosure.
  const more = (
    <>
      <PriceAnalysis analysis={analysis} headingLevel={sub} />
      <IndicatorLists indicators={analysis.indicators} headingLevel={sub} />
      {analysis.podAnalysis && <PodAnalysisView pod={analysis.podAnalysis} headingLevel={sub} />}
      {analysis.shopify && <ShopifyAssessmentView shopify={analysis.shopify} headingLevel={sub} />}
      <EvidenceList evidence={analysis.evidence} headingLevel={sub} />
      <PagesReadList pages={analysis.pagesRead} headingLevel={sub} />
    </>
  );

  return (
    <article
      className={`verdict${compact ? ' verdict--compact' : ''}`}
      aria-labelledby={titleId}
      data-testid="store-verdict"
      data-verdict={analysis.verdict}
    >
      <header className="verdict__header">
        <Heading level={headingLevel} id={titleId} className="verdict__title">
          {entry.store}
        </Heading>
        <p className="verdict__address">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {entry.url}
            </a>
          ) : (
            entry.url
          )}
        </p>
        <p className="verdict__time">Analyzed {formatMoment(analysis.analyzedAt)}</p>
        {entry.cached && (
          <p className="verdict__cached" data-testid="verdict-cached">
            From cache: this store was read on {formatMoment(analysis.analyzedAt)}. A store&apos;s
            report is kept for {STORE_ANALYSIS_CACHE_HOURS} hours and shared between shoppers.
          </p>
        )}
      </header>
      <VerdictSummary analysis={analysis} />
      {entry.appealOutcome && <AppealOutcomeNote outcome={entry.appealOutcome} />}
      {compact ? (
        <>
          <RiskFactors analysis={analysis} headingLevel={sub} />
          <StoreDetails analysis={analysis} headingLevel={sub} />
          <details className="verdict__more">
            <summary>
              The full analysis: prices, indicators and the evidence, point by point
            </summary>
            {more}
          </details>
        </>
      ) : (
        <>
          <TopReasonsView
            evidence={analysis.evidence}
            headingLevel={sub}
            onShowAll={openEvidence}
          />
          <VerdictParts analysis={analysis} headingLevel={sub} evidenceRef={evidence} />
        </>
      )}
    </article>
  );
};
