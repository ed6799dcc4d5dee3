/**
 * What the wishlist's header says of price drops before the drops list is opened: the Price Drops
 * toggle with the unread count on its badge, and the green banner while unread drops wait. Both
 * read the stats' unread count, which every mark-read moves, themselves: the stats' answer redraws
 * them, not the page.
 */
import { Button } from '../../../components/ui/button';
import { useUnreadPriceDrops } from '../api/wishlist-stats';
import { countText } from '../wishlist-wording';

export const PriceDropsToggle = ({
  pressed,
  onToggle,
}: {
  pressed: boolean;
  onToggle: () => void;
}) => {
  const unread = useUnreadPriceDrops();
  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      // The badge's number alone would be read as "Price Drops 3": say what it counts.
      aria-label={unread > 0 ? `Price Drops, ${unread} unread` : undefined}
      onClick={onToggle}
    >
      Price Drops
      {unread > 0 && (
        <span className="wishlist-badge" data-testid="price-drops-badge">
          {unread}
        </span>
      )}
    </Button>
  );
};

/** Shown only while unread drops wait. */
export const PriceDropsBanner = ({ onOpen }: { onOpen: () => void }) => {
  const unread = useUnreadPriceDrops();
  if (unread === 0) return null;
  return (
    <div className="wishlist-drops-banner" role="status" data-testid="price-drops-banner">
      <p>
        <strong>Prices dropped on your wishlist.</strong>{' '}
        {countText(unread, 'price drop', 'price drops')} you have not read yet.
      </p>
      <Button variant="secondary" onClick={onOpen}>
        See price drops
      </Button>
    </div>
  );
};
