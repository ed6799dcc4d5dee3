/**
 * /dashboard, the seller dashboard of a business account: its products and their edits, how
 * shoppers found them week by week, and its store (the claim, the latest analysis, its prices).
 * Loading holds each card's place; a failure says so with a way to try again; a brand-new business
 * is told what to do first.
 */
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useDashboard } from '../api/dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { GettingStarted } from './getting-started';
import { ShopperActivity } from './shopper-activity';
import { StoreSection } from './store-section';
import { YourProducts } from './your-products';
import '../dashboard.css';

const LoadFailure = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <div className="notice notice--error dashboard-failure" role="alert">
    <p>Your dashboard could not be loaded. Check your connection and try again.</p>
    <Button variant="secondary" onClick={onRetry} loading={retrying}>
      Try Again
    </Button>
  </div>
);

export const DashboardPage = ({ businessName }: { businessName: string | undefined }) => {
  const dashboard = useDashboard();
  return (
    <section className="page container dashboard-page" aria-labelledby="dashboard-title">
      <header className="dashboard-page__header">
        <p className="page__eyebrow">Seller dashboard</p>
        <h1 id="dashboard-title" className="page__title">
          {dashboard.data?.businessName ?? businessName ?? 'Your business'}
        </h1>
        <p className="page__lead">Your products, how shoppers found them, and your store.</p>
      </header>
      <QueryState
        query={dashboard}
        pending={<DashboardSkeleton />}
        failed={
          <LoadFailure onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
        }
      >
        {(data) => (
          <div className="dashboard-page__sections">
            {data.products.length === 0 && data.store === null && <GettingStarted />}
            <YourProducts products={data.products} />
            <ShopperActivity weeks={data.activity} hasProducts={data.products.length > 0} />
            <StoreSection store={data.store} analysis={data.latestAnalysis} />
          </div>
        )}
      </QueryState>
    </section>
  );
};
