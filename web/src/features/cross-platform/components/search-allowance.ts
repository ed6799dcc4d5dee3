import { usageMessages } from '@shop-scanner/shared/messages';
import type { PlanAllowanceLook } from '../../../components/ui/plan-allowance';

/** What a repeat costs at the limit: the server counts one use per distinct search a month. */
export const REPEAT_IS_FREE_NOTE =
  'Searching again for a product you searched this month is still free, on any device.';

/** The plan's cross-platform searches as the panel shows them. */
export const searchAllowance: PlanAllowanceLook = {
  feature: 'crossPlatformSearch',
  name: 'search',
  className: 'xp-allowance',
  mutedClassName: 'xp-muted',
  testId: 'xp-usage',
  limitBanner: {
    message: usageMessages.crossPlatformLimit(0),
    note: REPEAT_IS_FREE_NOTE,
    testId: 'xp-usage-limit-banner',
  },
};
