import { usageMessages } from '@shop-scanner/shared/messages';
import { ButtonLink } from '../../../components/ui/button';

/**
 * The limit-reached banner: the spec's message (part 1 §8) and the way to more scans. As the
 * answer to a refused lookup it is announced (`alert`); as the counter's standing state it is not.
 */
export const ScanLimitBanner = ({
  message = usageMessages.scanLimit(0),
  announce = false,
  testId,
}: {
  message?: string | undefined;
  announce?: boolean;
  testId: string;
}) => (
  <div
    className="notice notice--error scan-limit"
    role={announce ? 'alert' : undefined}
    data-testid={testId}
  >
    <p className="scan-limit__text">{message}</p>
    <p className="scan-limit__text">
      Looking up a barcode you already scanned this month is still free.
    </p>
    <ButtonLink to="/pricing">Upgrade to Premium</ButtonLink>
  </div>
);
