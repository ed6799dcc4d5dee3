import type { Ref } from 'react';
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { plural } from '../verdict-wording';
import { EvidenceList } from './evidence-list';
import type { HeadingLevel } from './heading';
import { IndicatorLists } from './indicator-lists';
import { PagesReadList } from './pages-read-list';
import { PodAnalysisView } from './pod-analysis-view';
import { ShopifyAssessmentView } from './shopify-assessment-view';
import { PriceAnalysis, StoreDetails } from './store-details';
import { VerdictDisclosure } from './verdict-disclosure';
import { RiskFactors } from './verdict-summary';

/**
 * Everything of a verdict on /analyze beyond its answer, each part closed until asked for, with a
 * count of what it holds: the full evidence first (the reasons above point to it), then the risk
 * factors, the store, its prices, the indicators, the two other checks and the pages read.
 */
export const VerdictParts = ({
  analysis,
  headingLevel,
  evidenceRef,
}: {
  analysis: StoreAnalysisReport;
  headingLevel: HeadingLevel;
  evidenceRef: Ref<HTMLDetailsElement>;
}) => {
  const { evidence, riskFactors, indicators, pagesRead } = analysis;
  const signs = indicators.positive.length + indicators.negative.length + indicators.neutral.length;
  return (
    <div className="verdict-disclosures">
      <VerdictDisclosure
        ref={evidenceRef}
        title="Evidence, point by point"
        detail={plural(evidence.length, 'rule')}
        headingLevel={headingLevel}
        testId="verdict-more-evidence"
      >
        <EvidenceList evidence={evidence} headingLevel={headingLevel} />
      </VerdictDisclosure>
      <VerdictDisclosure
        title="Risk factors"
        detail={plural(riskFactors.factors.length, 'factor')}
        headingLevel={headingLevel}
        testId="verdict-more-risk"
      >
        <RiskFactors analysis={analysis} headingLevel={headingLevel} />
      </VerdictDisclosure>
      <VerdictDisclosure title="The store" headingLevel={headingLevel} testId="verdict-more-store">
        <StoreDetails analysis={analysis} headingLevel={headingLevel} />
      </VerdictDisclosure>
      <VerdictDisclosure title="Prices" headingLevel={headingLevel} testId="verdict-more-prices">
        <PriceAnalysis analysis={analysis} headingLevel={headingLevel} />
      </VerdictDisclosure>
      <VerdictDisclosure
        title="Indicators"
        detail={plural(signs, 'sign')}
        headingLevel={headingLevel}
        testId="verdict-more-indicators"
      >
        <IndicatorLists indicators={indicators} headingLevel={headingLevel} />
      </VerdictDisclosure>
      {analysis.podAnalysis && (
        <VerdictDisclosure
          title="Print-on-demand analysis"
          headingLevel={headingLevel}
          testId="verdict-more-pod"
        >
          <PodAnalysisView pod={analysis.podAnalysis} headingLevel={headingLevel} />
        </VerdictDisclosure>
      )}
      {analysis.shopify && (
        <VerdictDisclosure
          title="Shopify store assessment"
          headingLevel={headingLevel}
          testId="verdict-more-shopify"
        >
          <ShopifyAssessmentView shopify={analysis.shopify} headingLevel={headingLevel} />
        </VerdictDisclosure>
      )}
      <VerdictDisclosure
        title="Pages read"
        detail={plural(pagesRead.length, 'page')}
        headingLevel={headingLevel}
        testId="verdict-more-pages"
      >
        <PagesReadList pages={pagesRead} headingLevel={headingLevel} />
      </VerdictDisclosure>
    </div>
  );
};
