import { usageMessages } from '@shop-scanner/shared/messages';
import { LimitBanner } from '../../../components/ui/limit-banner';

/**
 * The scan limit banner: the spec's message (part 1 §8), what stays free, and the way to more
 * scans. It is never announced itself: a refused scan already says the message in an error toast
 * (an assertive live region), and the counter's standing state need not be read out.
 */
export const ScanLimitBanner = ({
  message = usageMessages.scanLimit(0),
  testId,
}: {
  message?: string | undefined;
  testId: string;
}) => (
  <LimitBanner
    message={message}
    note="Looking up a barcode you already scanned this month is still free."
    links={[{ to: '/pricing', label: 'Upgrade to Premium' }]}
    testId={testId}
  />
);
