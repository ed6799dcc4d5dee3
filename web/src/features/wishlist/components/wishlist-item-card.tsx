/**
 * One saved product: its name and image linking to the product, the lowest price now against the
 * price when added and the target, its priority, tags and up to 3 stores with price and trust.
 * A public collection's visitor gets the card without the owner's own business (notes, target,
 * alerts, the price they saw) and without the edit and remove buttons. Memoised: a list redrawn
 * for one changed item (a refetch keeps the unchanged items as they were) redraws that card alone.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { WISHLIST_CARD_STORES } from '@shop-scanner/shared/wishlist-rules';
import type { PublicWishlistItem, WishlistItem } from '@shop-scanner/shared/wishlist';
import { formatUsd } from '@shop-scanner/shared/en-us-format';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { TrustScoreBadge } from '../../../components/ui/score-badge';
import { formatDate } from '../../../lib/format';
import type { ItemSync } from '../../../lib/offline/pending-wishlist-view';
import { priorityLabels } from '../wishlist-view-state';
import { changeSinceAdded, lowestNowText, whenAddedText } from '../wishlist-wording';

const isOwnersItem = (item: WishlistItem | PublicWishlistItem): item is WishlistItem =>
  'priceWhenAdded' in item;

export interface ItemCardActions {
  onEdit: (item: WishlistItem) => void;
  /** Undefined: no Remove (the saved copy offline, where a removal cannot be queued). */
  onRemove?: ((item: WishlistItem) => void) | undefined;
  removing: boolean;
}

/** The item's edits in the sync queue: how many wait, which the server refused and why. */
export interface CardSync {
  readonly sync: ItemSync;
  readonly onDismiss: (callId: number) => void;
}

/** What the card says of its edits in the sync queue: pending, or refused with the server's words. */
const SyncNotes = ({ sync, onDismiss }: CardSync) => (
  <>
    {sync.waiting > 0 && (
      <p className="wishlist-item__sync" data-testid="wishlist-item-pending">
        <span className="pill tone--warning">Pending sync</span> Your changes are saved on this
        device and shown as you made them; they are sent when you are back online.
      </p>
    )}
    {sync.refused.map((refusal) => (
      <div
        key={refusal.callId}
        className="wishlist-item__sync wishlist-item__sync--refused"
        data-testid="wishlist-item-refused"
      >
        <p>Your edit was not sent: {refusal.message}</p>
        <Button variant="secondary" onClick={() => onDismiss(refusal.callId)}>
          Dismiss
        </Button>
      </div>
    ))}
  </>
);

export const WishlistItemCard = memo(function WishlistItemCard({
  item,
  layout = 'grid',
  actions,
  pending,
}: {
  item: WishlistItem | PublicWishlistItem;
  layout?: 'grid' | 'list';
  actions?: ItemCardActions | undefined;
  pending?: CardSync | undefined;
}) {
  const { product } = item;
  const productLink = `/products/${encodeURIComponent(item.productId)}`;
  const owners = isOwnersItem(item) ? item : null;
  const change = owners && changeSinceAdded(owners.priceWhenAdded, product.lowestPrice);
  const stores = product.stores.slice(0, WISHLIST_CARD_STORES);

  return (
    <article
      className={`wishlist-item wishlist-item--${layout}`}
      data-testid="wishlist-item"
      data-product-id={item.productId}
    >
      <Link to={productLink} className="wishlist-item__image-link" tabIndex={-1} aria-hidden="true">
        <ProductImage
          product={{
            imageUrl: product.imageUrl,
            category: product.category,
            brand: product.brand,
            source: product.source,
          }}
          alt=""
          className="wishlist-item__image"
        />
      </Link>
      <div className="wishlist-item__body">
        <div className="wishlist-item__head">
          <p className="wishlist-item__category">{product.category}</p>
          <span
            className={`pill wishlist-priority wishlist-priority--${item.priority}`}
            data-testid="wishlist-priority"
          >
            {priorityLabels[item.priority]} priority
          </span>
        </div>
        <h3 className="wishlist-item__name">
          <Link to={productLink}>{product.name}</Link>
        </h3>
        {pending && <SyncNotes {...pending} />}

        <dl className="wishlist-item__prices">
          <div>
            <dt>Lowest now</dt>
            <dd data-testid="wishlist-lowest">{lowestNowText(product.lowestPrice)}</dd>
          </div>
          {owners && (
            <>
              <div>
                <dt>When added</dt>
                <dd>{whenAddedText(owners.priceWhenAdded)}</dd>
              </div>
              <div>
                <dt>Target</dt>
                <dd data-testid="wishlist-target">
                  {owners.targetPrice === null ? 'None' : formatUsd(owners.targetPrice)}
                  {owners.targetReached && (
                    <span className="pill tone--success wishlist-item__reached">
                      Target reached
                    </span>
                  )}
                </dd>
              </div>
            </>
          )}
        </dl>
        {change && (
          <p className={`wishlist-item__change wishlist-item__change--${change.direction}`}>
            {change.text}
          </p>
        )}
        {owners?.priceAlertEnabled && <p className="wishlist-item__alert">Price alert on</p>}
        {owners?.notes && (
          <p className="wishlist-item__notes" data-testid="wishlist-notes">
            {owners.notes}
          </p>
        )}
        {item.tags.length > 0 && (
          <ul className="wishlist-tags" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag} className="wishlist-tags__item">
                {tag}
              </li>
            ))}
          </ul>
        )}

        {stores.length > 0 ? (
          <ul className="wishlist-item__stores" aria-label="Stores">
            {stores.map((store) => (
              <li key={store.name} className="wishlist-store">
                <span className="wishlist-store__name">{store.name}</span>
                <span className="wishlist-store__price">
                  {formatUsd(store.price)}
                  {!store.inStock && <span className="wishlist-store__out"> (out of stock)</span>}
                </span>
                <TrustScoreBadge score={store.trustScore} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted-text">No store sells it yet.</p>
        )}
        <p className="wishlist-item__asof">
          Prices as of <time dateTime={product.pricesAsOf}>{formatDate(product.pricesAsOf)}</time>
        </p>

        {owners && actions && (
          <div className="wishlist-item__actions">
            <Button variant="secondary" onClick={() => actions.onEdit(owners)}>
              Edit<span className="visually-hidden"> {product.name}</span>
            </Button>
            {actions.onRemove && (
              <Button
                variant="ghost"
                onClick={() => actions.onRemove?.(owners)}
                loading={actions.removing}
              >
                Remove<span className="visually-hidden"> {product.name}</span>
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
});
