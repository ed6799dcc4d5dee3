/**
 * The dashboard's place while it loads: its three cards, each at about the height its content
 * takes on a phone and on a desktop (two product rows, four small charts, the store's analysis),
 * so nothing below jumps when the answer arrives. Hidden from screen readers: the page says it is
 * loading in a status.
 */
import { SkeletonLines } from '../../../components/ui/skeleton';
import { ChartPlaceholder } from '../../../components/ui/lazy-line-chart';

const ProductRowSkeleton = () => (
  <div className="dashboard-product">
    <div className="skeleton dashboard-product__image" />
    <div className="dashboard-product__body">
      <SkeletonLines lines={['medium', 'wide', 'short']} />
      <div className="dashboard-skeleton__phone-only">
        <SkeletonLines lines={['short', 'wide', 'short']} />
      </div>
    </div>
    <div className="skeleton dashboard-product__history dashboard-skeleton__button" />
  </div>
);

export const DashboardSkeleton = () => (
  <div className="dashboard-page__sections" data-testid="dashboard-skeleton">
    <p className="visually-hidden" role="status">
      Loading your dashboard
    </p>
    <div className="card dashboard-section" aria-hidden="true">
      <SkeletonLines lines={['title', 'wide']} />
      <div className="dashboard-skeleton__phone-only">
        <SkeletonLines lines={['wide', 'wide', 'medium']} />
      </div>
      <div className="dashboard-products">
        <ProductRowSkeleton />
        <ProductRowSkeleton />
      </div>
    </div>
    <div className="card dashboard-section" aria-hidden="true">
      <SkeletonLines lines={['title', 'wide']} />
      <div className="dashboard-skeleton__phone-only">
        <SkeletonLines lines={['wide', 'medium']} />
      </div>
      <div className="dashboard-activity__charts">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="dashboard-activity__chart">
            <SkeletonLines lines={['short', 'short', 'short']} />
            <ChartPlaceholder size="compact" />
          </div>
        ))}
      </div>
      <SkeletonLines lines={['short']} />
    </div>
    <div className="card dashboard-section" aria-hidden="true">
      <SkeletonLines lines={['title', 'medium', 'wide']} />
      <div className="dashboard-analysis__actions">
        <div className="skeleton dashboard-skeleton__button" />
        <div className="skeleton dashboard-skeleton__button dashboard-skeleton__button--wide" />
      </div>
      <SkeletonLines lines={['wide', 'short']} />
      <div className="dashboard-skeleton__phone-only">
        <SkeletonLines lines={['wide', 'medium', 'short']} />
      </div>
    </div>
  </div>
);
