/**
 * The price alerts panel: signed-in shoppers create alerts on the
 * product and see and delete theirs; a guest is asked to sign in and brought back.
 * Loaded when the panel first shows (its form checks with zod).
 */
import { useLocation } from 'react-router';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { Product } from '@shop-scanner/shared/products';
import { Button, ButtonLink } from '../../../components/ui/button';
import { shopperMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/session-context';
import { usePriceAlerts } from '../api/price-alerts';
import { AlertForm } from './alert-form';
import { AlertList } from './alert-list';
import { storeNamesOf } from '../store-names';

const SignInPrompt = () => {
  const location = useLocation();
  return (
    <div className="prices-empty" data-testid="alerts-sign-in">
      <h4 className="prices-empty__title">Sign in to set price alerts</h4>
      <p className="prices-muted">
        Choose a target price and we tell you when a store sells it at or below it.
      </p>
      <div className="prices-actions">
        <ButtonLink to="/login" state={{ from: location }}>
          Log In
        </ButtonLink>
        <ButtonLink to="/register" state={{ from: location }} variant="secondary">
          Sign Up Free
        </ButtonLink>
      </div>
    </div>
  );
};

const Alerts = ({ product }: { product: Product }) => {
  const alerts = usePriceAlerts(product.id);
  return (
    <>
      <AlertForm productId={product.id} storeNames={storeNamesOf(product.stores)} />
      <div aria-live="polite" aria-busy={alerts.isFetching || undefined}>
        {alerts.isPending ? (
          <div className="skeleton price-alerts__skeleton" aria-hidden="true" />
        ) : alerts.isError ? (
          <div className="notice notice--error prices-error" role="alert">
            <p>{shopperMessage(alerts.error, 'Failed to load your price alerts.')}</p>
            <Button
              variant="secondary"
              onClick={() => void alerts.refetch()}
              loading={alerts.isFetching}
            >
              {priceMessages.tryAgain}
            </Button>
          </div>
        ) : (
          <AlertList productId={product.id} alerts={alerts.data} />
        )}
      </div>
    </>
  );
};

export const PriceAlertsPanel = ({ product }: { product: Product }) => {
  const { state } = useSession();
  return (
    <div className="price-alerts-panel">
      {state.status === 'signed-in' ? <Alerts product={product} /> : <SignInPrompt />}
    </div>
  );
};
