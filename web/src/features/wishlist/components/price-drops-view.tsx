/**
 * The wishlist's price drops: sorted four ways, read ones shown or hidden, 'Mark All as Read',
 * and each drop marked read when opened. Loaded when first shown (lazy-price-drops.tsx), so the
 * wishlist's first load does not carry it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { priceDropSorts, type PriceDropSort } from '@shop-scanner/shared/wishlist-rules';
import type { WishlistStats } from '@shop-scanner/shared/wishlist';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useMarkAllPriceDropsRead, useMarkPriceDropRead } from '../api/mark-price-drops-read';
import { usePriceDrops } from '../api/price-drops';
import { wishlistQueryKeys } from '../api/wishlist-query-keys';
import { dropsEmptyState, dropsEmptyTexts } from '../price-drops-rules';
import { dropSortLabels, toDropsQuery, type WishlistViewState } from '../wishlist-view-state';
import { PriceDropCard } from './price-drop-card';
import '../price-drops.css';

const SKELETON_DROPS = 3;

export const DropsSkeleton = () => (
  <ul className="price-drops__list" role="status" aria-label="Loading your price drops">
    {Array.from({ length: SKELETON_DROPS }, (_, i) => (
      <li key={i} className="price-drop price-drop--skeleton">
        <span className="skeleton skeleton__line skeleton__line--wide" />
        <span className="skeleton skeleton__line skeleton__line--medium" />
        <span className="skeleton skeleton__line skeleton__line--short" />
      </li>
    ))}
  </ul>
);

type DropsView = Pick<WishlistViewState, 'dropSort' | 'hideRead'>;

const EmptyDrops = ({ view, onShowRead }: { view: DropsView; onShowRead: () => void }) => {
  // While hiding the read ones, the full list tells whether there are any at all.
  const all = usePriceDrops(toDropsQuery({ ...view, hideRead: false }), view.hideRead);
  const state = dropsEmptyState(view.hideRead, all.data?.length);
  if (state === undefined) return <DropsSkeleton />;
  const { title, text } = dropsEmptyTexts[state];
  return (
    <div className="wishlist-empty" data-testid="price-drops-empty">
      <h3>{title}</h3>
      <p>{text}</p>
      {state === 'hidden' && (
        <Button variant="secondary" onClick={onShowRead}>
          Show Read
        </Button>
      )}
    </div>
  );
};

export const PriceDropsView = ({
  view,
  onChange,
}: {
  view: DropsView;
  onChange: (patch: Partial<DropsView>) => void;
}) => {
  const drops = usePriceDrops(toDropsQuery(view));
  const markRead = useMarkPriceDropRead();
  const markAll = useMarkAllPriceDropsRead();
  const unreadListed = (drops.data ?? []).filter((drop) => !drop.isRead).length;
  const anyUnread = unreadListed > 0;

  // The drops are kept fresh for 2 minutes, the stats for 15: when a fresher list counts other
  // unread drops than the badge, the badge's stats are read again (never made up here).
  const queryClient = useQueryClient();
  const listedAt = drops.dataUpdatedAt;
  useEffect(() => {
    if (!listedAt || drops.isFetching) return;
    const stats = queryClient.getQueryData<WishlistStats>(wishlistQueryKeys.stats());
    if (stats && stats.priceDrops !== unreadListed)
      void queryClient.invalidateQueries({ queryKey: wishlistQueryKeys.stats() });
    // Once per list read: the stats' own answer must not start another round.
  }, [listedAt]);

  return (
    <section aria-labelledby="price-drops-title" className="price-drops">
      <div className="price-drops__toolbar">
        <h2 id="price-drops-title" className="wishlist-page__section-title">
          Price drops
        </h2>
        <SelectField
          label="Sort drops by"
          value={view.dropSort}
          onChange={(e) => onChange({ dropSort: e.target.value as PriceDropSort })}
        >
          {priceDropSorts.map((s) => (
            <option key={s} value={s}>
              {dropSortLabels[s]}
            </option>
          ))}
        </SelectField>
        <div className="price-drops__buttons">
          <Button variant="secondary" onClick={() => onChange({ hideRead: !view.hideRead })}>
            {view.hideRead ? 'Show Read' : 'Hide Read'}
          </Button>
          <Button
            onClick={() => markAll.mutate()}
            disabled={!anyUnread || markAll.isPending}
            loading={markAll.isPending}
          >
            Mark All as Read
          </Button>
        </div>
      </div>

      <QueryState
        query={drops}
        pending={<DropsSkeleton />}
        failed={
          <div className="notice notice--error" role="alert">
            <p>Your price drops could not be loaded. Please try again.</p>
            <Button variant="secondary" onClick={() => void drops.refetch()}>
              Try again
            </Button>
          </div>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyDrops view={view} onShowRead={() => onChange({ hideRead: false })} />
          ) : (
            <ul className="price-drops__list" aria-busy={drops.isFetching || undefined}>
              {list.map((drop) => (
                <li key={drop.id}>
                  <PriceDropCard drop={drop} onMarkRead={(d) => markRead.mutate(d.id)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
};
