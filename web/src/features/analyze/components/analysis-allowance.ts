import { usageMessages } from '@shop-scanner/shared/messages';
import type { PlanAllowanceLook } from '../../../components/ui/plan-allowance';
import { REPEAT_IS_FREE_NOTE } from './analysis-failure-view';

/** The plan's store analyses as the analyzer shows them. */
export const analysisAllowance: PlanAllowanceLook = {
  feature: 'storeAnalysis',
  name: 'store analysis',
  className: 'analyze-allowance',
  mutedClassName: 'verdict-muted',
  testId: 'analysis-usage',
  limitBanner: {
    message: usageMessages.storeAnalysisLimit(0),
    note: REPEAT_IS_FREE_NOTE,
    testId: 'analysis-usage-limit-banner',
  },
};
