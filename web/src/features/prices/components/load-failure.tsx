import type { UseQueryResult } from '@tanstack/react-query';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { Button } from '../../../components/ui/button';
import { shopperMessage } from '../../../lib/api/errors';

/**
 * A part of the prices section that could not be loaded (the comparison, the trend, the alerts):
 * its title where it has one, the error's words or the fallback, and Try Again.
 */
export const LoadFailure = ({
  query,
  fallback,
  title,
  testId,
}: {
  query: UseQueryResult<unknown>;
  fallback: string;
  title?: string;
  testId?: string;
}) => (
  <div className="notice notice--error prices-error" role="alert" data-testid={testId}>
    {title && <h4 className="prices-error__title">{title}</h4>}
    <p className="prices-error__message">{shopperMessage(query.error, fallback)}</p>
    <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
      {priceMessages.tryAgain}
    </Button>
  </div>
);
