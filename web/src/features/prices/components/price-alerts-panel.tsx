/**
 * The price alerts panel: signed-in shoppers create alerts on the
 * product and see and delete theirs; a guest is asked to sign in and brought back.
 * Loaded when the panel first shows (its form checks with zod).
 */
import { useLocation } from 'react-router';
import type { Product } from '@shop-scanner/shared/products';
import { ButtonLink } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/auth/session-context';
import { usePriceAlerts } from '../api/price-alerts';
import { AlertForm } from './alert-form';
import { AlertList } from './alert-list';
import { LoadFailure } from './load-failure';
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
        <QueryState
          query={alerts}
          pending={<div className="skeleton price-alerts__skeleton" aria-hidden="true" />}
          failed={<LoadFailure query={alerts} fallback="Failed to load your price alerts." />}
        >
          {(list) => <AlertList productId={product.id} alerts={list} />}
        </QueryState>
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
