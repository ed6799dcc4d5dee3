/**
 * The page's header figures and its four stat cards (Total Items, Price Drops, High Priority,
 * Collections), from the stats call. The total value says when it leaves items out. Each reads the
 * stats itself, so that their answer redraws these and not the page's cards.
 */
import { formatUsd } from '@shop-scanner/shared/en-us-format';
import { useWishlistStats } from '../api/wishlist-stats';
import { countText, totalValueNote } from '../wishlist-wording';

export const WishlistSummary = () => {
  const stats = useWishlistStats();
  if (!stats.data) {
    return (
      <p className="wishlist-summary" data-testid="wishlist-summary">
        {stats.isError ? (
          'Your totals could not be loaded.'
        ) : (
          <span className="skeleton skeleton__line skeleton__line--medium" />
        )}
      </p>
    );
  }
  const { totalItems, collections, totalValue, unpricedItems } = stats.data;
  const note = totalValueNote(unpricedItems);
  return (
    <p className="wishlist-summary" data-testid="wishlist-summary">
      {countText(totalItems, 'item', 'items')} ·{' '}
      {countText(collections, 'collection', 'collections')} · Total value{' '}
      <strong>{formatUsd(totalValue)}</strong>
      {note && <span className="wishlist-summary__note"> ({note})</span>}
    </p>
  );
};

const StatCard = ({ label, value }: { label: string; value: number | undefined }) => (
  <div className="wishlist-stat" data-testid="wishlist-stat">
    <dt className="wishlist-stat__label">{label}</dt>
    <dd className="wishlist-stat__value">{value === undefined ? '–' : value}</dd>
  </div>
);

export const WishlistStatCards = () => {
  const stats = useWishlistStats().data;
  return (
    <dl className="wishlist-stats" aria-label="Wishlist figures">
      <StatCard label="Total Items" value={stats?.totalItems} />
      <StatCard label="Price Drops" value={stats?.priceDrops} />
      <StatCard label="High Priority" value={stats?.priorityCounts.high} />
      <StatCard label="Collections" value={stats?.collections} />
    </dl>
  );
};
