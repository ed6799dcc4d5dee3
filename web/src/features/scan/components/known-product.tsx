/**
 * Case 3 of the scan result card: a product the catalogue knows, with its image,
 * category, description and brand, an edit form, the average price, the stores that sell it and
 * the first 5 entries of its price history (the API gives them newest first). 'Find This Product
 * on Other Platforms' opens and closes the cross-platform search below the card, when the page
 * has one.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { averagePriceNote, marketPriceOf } from '@shop-scanner/shared/price-rules';
import type { Product } from '@shop-scanner/shared/products';
import { formatPrice } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { PriceHistoryList } from '../../../components/ui/price-history-list';
import { ProductImage } from '../../../components/ui/product-image';
import { StoreCardList, storeCardOfferOf } from '../../../components/ui/store-card';
import { PRICE_HISTORY_SHOWN } from '../scanner-constants';
import { EditProductForm } from './lazy-product-form';

export interface CrossPlatformToggle {
  open: boolean;
  panelId: string;
  onToggle: () => void;
}

export const KnownProduct = ({
  product,
  onScanAnother,
  onRefresh,
  refreshing,
  onSaved,
  crossPlatform,
  action,
}: {
  product: Product;
  onScanAnother: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onSaved: (product: Product) => void;
  /** The cross-platform search below the card: whether it is open, where, and its toggle. */
  crossPlatform?: CrossPlatformToggle | undefined;
  /** Another feature's action on the product (the wishlist's add button). */
  action?: ReactNode;
}) => {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const market = marketPriceOf(product.stores);

  return (
    <div className="scan-product" data-testid="known-product">
      {product.source === 'demo' && (
        <p className="scan-note" role="note" data-testid="demo-note">
          Demo data: this product, its prices and its stores were generated for this preview.
        </p>
      )}
      {editing ? (
        <EditProductForm
          product={product}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      ) : (
        <div className="scan-product__head">
          <ProductImage product={product} alt={product.name} className="scan-product__image" />
          <div className="scan-product__about">
            <h3 className="scan-product__name">{product.name}</h3>
            <span className="scan-badge">{product.category}</span>
            {product.brand && <p className="scan-product__brand">Brand: {product.brand}</p>}
            {product.description && (
              <p className="scan-product__description">{product.description}</p>
            )}
            <div className="scan-actions">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Link to={`/products/${encodeURIComponent(product.id)}`}>View full details</Link>
            </div>
            {action}
          </div>
        </div>
      )}

      {/* The product page's average in the product page's words (marketPriceOf): the shopper
          sees what the figure is of, and that the store cards' totals add shipping to it. */}
      <div className="scan-price">
        <dl className="scan-price__figure">
          <dt>Average price</dt>
          <dd data-testid="average-price">
            {market.averagePrice === null ? 'Unknown' : formatPrice(market.averagePrice)}
          </dd>
        </dl>
        <p className="scan-price__note" data-testid="average-basis">
          {averagePriceNote(market)}
        </p>
      </div>

      <section aria-labelledby={`${ids}-stores`}>
        <h4 id={`${ids}-stores`} className="scan-section-title">
          Available at
        </h4>
        {product.stores.length === 0 ? (
          <p className="muted-text">No store sells this product yet.</p>
        ) : (
          // The product page's store cards, from the product's own offers: no comparison is used.
          <StoreCardList
            offers={product.stores.map(storeCardOfferOf)}
            headingLevel={5}
            analyzeLink
          />
        )}
      </section>

      <section aria-labelledby={`${ids}-prices`}>
        <h4 id={`${ids}-prices`} className="scan-section-title">
          Price History
        </h4>
        {/* The scan card is a quick look: the spec gives it the first 5 entries. */}
        <PriceHistoryList points={product.priceHistory} limit={PRICE_HISTORY_SHOWN} />
      </section>

      <div className="scan-actions scan-actions--stack">
        {crossPlatform && (
          <Button
            aria-expanded={crossPlatform.open}
            aria-controls={crossPlatform.panelId}
            onClick={crossPlatform.onToggle}
          >
            Find This Product on Other Platforms
          </Button>
        )}
        <Button variant="secondary" onClick={onScanAnother}>
          Scan Another Product
        </Button>
        <Button variant="ghost" onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
      </div>
    </div>
  );
};
