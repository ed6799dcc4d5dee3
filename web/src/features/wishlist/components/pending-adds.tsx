/**
 * Products added to the wishlist without a connection, still in the sync queue: each as the queue
 * and this device know it (the product's name and picture only from its saved copy, what the
 * shopper set with the add), marked "Pending sync"; one the server refused, with its words and a
 * Dismiss. The price when added and the stores are the server's: they come once it is sent.
 */
import { Link } from 'react-router';
import { formatUsd } from '@shop-scanner/shared/en-us-format';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import type { PendingWishlistAdd } from '../../../lib/offline/pending-wishlist-rules';
import { priorityLabels } from '../wishlist-view-state';

const queuedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const PendingAdd = ({
  add,
  onDismiss,
}: {
  add: PendingWishlistAdd;
  onDismiss: (callId: number) => void;
}) => {
  const { product, input, state } = add;
  const productLink = `/products/${encodeURIComponent(add.productId)}`;
  return (
    <article
      className="wishlist-item wishlist-item--list wishlist-item--pending"
      data-testid="wishlist-pending-add"
      data-product-id={add.productId}
    >
      {product && <ProductImage product={product} alt="" className="wishlist-item__image" />}
      <div className="wishlist-item__body">
        <div className="wishlist-item__head">
          {product && <p className="wishlist-item__category">{product.category}</p>}
          {state.kind === 'waiting' ? (
            <span className="pill tone--warning">Pending sync</span>
          ) : (
            <span className="pill tone--danger">Not sent</span>
          )}
        </div>
        <h3 className="wishlist-item__name">
          <Link to={productLink}>
            {product ? product.name : 'A product not saved on this device'}
          </Link>
        </h3>
        <p className="wishlist-item__asof">
          Added on this device on {queuedFormat.format(add.queuedAt)}
          {state.kind === 'waiting' && state.waitingForSignIn
            ? '; waiting for you to sign in again'
            : ''}
        </p>
        {input.priority && (
          <p className="wishlist-item__alert">{priorityLabels[input.priority]} priority</p>
        )}
        {typeof input.targetPrice === 'number' && (
          <p className="wishlist-item__alert">Target {formatUsd(input.targetPrice)}</p>
        )}
        {input.notes && <p className="wishlist-item__notes">{input.notes}</p>}
        {state.kind === 'refused' && (
          <div className="wishlist-item__sync wishlist-item__sync--refused">
            <p>{state.message}</p>
            <Button variant="secondary" onClick={() => onDismiss(add.callId)}>
              Dismiss
            </Button>
          </div>
        )}
      </div>
    </article>
  );
};

export const PendingAdds = (props: {
  adds: readonly PendingWishlistAdd[];
  onDismiss: (callId: number) => void;
}) => {
  const { adds, onDismiss } = props;
  if (adds.length === 0) return null;
  return (
    <section className="wishlist-pending" aria-labelledby="wishlist-pending-title">
      <h3 id="wishlist-pending-title" className="wishlist-pending__title">
        Added without a connection
      </h3>
      <p className="wishlist-pending__lead">
        Saved on this device and sent when you are back online; the price when added and the stores
        come from Shop Scanner once they are sent.
      </p>
      <ul className="wishlist-grid wishlist-grid--list">
        {adds.map((add) => (
          <li key={add.callId}>
            <PendingAdd add={add} onDismiss={onDismiss} />
          </li>
        ))}
      </ul>
    </section>
  );
};
