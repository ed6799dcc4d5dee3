import { usageMessages } from '@shop-scanner/shared/messages';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { useCurrentUser } from '../../../lib/auth/session-context';

/** What stays free at the scan limit. */
export const SCAN_STILL_FREE_NOTE =
  'Still free: barcodes you scanned earlier this month, on any device.';

/**
 * The scan limit banner: the spec's message, what stays free, and the way to the
 * checkout. The page shows at most one (scan-page.tsx): as the answer to a refused scan it is
 * announced, as the counter's standing state it is not.
 */
export const ScanLimitBanner = ({
  message = usageMessages.scanLimit(0),
  announce = false,
  testId,
}: {
  message?: string | undefined;
  announce?: boolean;
  testId: string;
}) => {
  const user = useCurrentUser();
  return (
    <LimitBanner
      feature="scan"
      signedIn={user !== undefined}
      message={message}
      note={SCAN_STILL_FREE_NOTE}
      announce={announce}
      testId={testId}
    />
  );
};
