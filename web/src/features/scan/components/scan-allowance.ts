import { usageMessages } from '@shop-scanner/shared/messages';
import type { PlanAllowanceLook } from '../../../components/ui/plan-allowance';
import { SCAN_STILL_FREE_NOTE } from './scan-limit-banner';

/** The plan's scans as the scan page shows them. */
export const scanAllowance: PlanAllowanceLook = {
  feature: 'scan',
  name: 'scan',
  className: 'scan-usage',
  mutedClassName: 'scan-usage scan-muted',
  testId: 'scan-usage',
  limitBanner: {
    message: usageMessages.scanLimit(0),
    note: SCAN_STILL_FREE_NOTE,
    testId: 'usage-limit-banner',
  },
};
