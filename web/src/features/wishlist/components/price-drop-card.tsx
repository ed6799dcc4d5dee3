/**
 * One price drop: the product (a link to its page), the price it was and is now with how much it
 * fell, the store and how far it is trusted, when it came, and whether it is read. Opening the
 * product, clicking the drop or its "Mark read" marks an unread one read.
 */
import { Link } from 'react-router';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';
import { Button } from '../../../components/ui/button';
import { lowTrustWarning } from '@shop-scanner/shared/price-watch-rules';
import { detectedText, dropPrices } from '../price-drops-rules';

export const PriceDropCard = ({
  drop,
  onMarkRead,
}: {
  drop: PriceDrop;
  onMarkRead: (drop: PriceDrop) => void;
}) => {
  const unread = !drop.isRead;
  const prices = dropPrices(drop);
  const markRead = () => {
    if (unread) onMarkRead(drop);
  };
  return (
    <article
      className={`price-drop${unread ? ' price-drop--unread' : ''}`}
      data-testid="price-drop"
      data-read={drop.isRead}
      onClick={markRead}
    >
      <div className="price-drop__head">
        <h3 className="price-drop__name">
          <Link to={`/products/${encodeURIComponent(drop.productId)}`}>{drop.productName}</Link>
        </h3>
        {unread && <span className="pill tone--info price-drop__new">New</span>}
        {drop.kind === 'back-in-stock' && <span className="pill tone--success">Back in stock</span>}
      </div>
      <p className="price-drop__prices" data-testid="price-drop-prices">
        <span className="price-drop__was">Was {prices.was}</span>
        <span aria-hidden="true"> → </span>
        <strong className="price-drop__now">now {prices.now}</strong>
        {prices.change && <span className="price-drop__change">{prices.change}</span>}
      </p>
      <p className="price-drop__meta">
        At {drop.store} · <time dateTime={drop.detectedAt}>{detectedText(drop.detectedAt)}</time>
      </p>
      {drop.lowTrust && (
        <p className="price-drop__trust tone--warning" data-testid="price-drop-low-trust">
          {lowTrustWarning(drop.store, drop.storeTrustScore)}
        </p>
      )}
      {unread && (
        <Button
          variant="secondary"
          className="price-drop__mark"
          onClick={(event) => {
            // The drop's own click would mark it a second time.
            event.stopPropagation();
            markRead();
          }}
        >
          Mark read
        </Button>
      )}
    </article>
  );
};
