/**
 * Case 3 of the scan result card (part 1 §2): a product the catalogue knows, with its image,
 * category, description and brand, an edit form, the average price, the stores that sell it and
 * the first 5 entries of its price history (the API gives them newest first).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Product, StoreOffer } from '@shop-scanner/shared/products';
import { formatDate, formatPrice, formatUsd } from '../../../lib/format';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PRICE_HISTORY_SHOWN } from '../scanner-constants';
import { EditProductForm } from './product-form';
import { PackageIcon } from './scan-icons';

const isWebAddress = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const ProductImage = ({ product }: { product: Product }) => {
  const [broken, setBroken] = useState(false);
  if (!product.imageUrl || broken) {
    return (
      <div
        className="scan-product__image scan-product__image--none"
        data-testid="image-placeholder"
      >
        <PackageIcon width={40} height={40} />
        <span className="visually-hidden">No product image</span>
      </div>
    );
  }
  return (
    <img
      className="scan-product__image"
      src={product.imageUrl}
      alt={product.name}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
    />
  );
};

const StoreRow = ({ store }: { store: StoreOffer }) => (
  <li className="scan-store" data-testid="store-offer">
    <div className="scan-store__main">
      <span className="scan-store__name">{store.name}</span>
      <span className="scan-store__updated">Updated {formatDate(store.lastUpdated)}</span>
    </div>
    <div className="scan-store__side">
      <span className="scan-store__price">{formatUsd(store.price)}</span>
      <span className={`scan-badge ${store.inStock ? 'scan-badge--ok' : 'scan-badge--muted'}`}>
        {store.inStock ? 'In Stock' : 'Out of Stock'}
      </span>
    </div>
    {isWebAddress(store.url) && (
      <div className="scan-store__links">
        <a href={store.url} target="_blank" rel="noopener noreferrer">
          Visit store<span className="visually-hidden"> {store.name} (opens in a new tab)</span>
        </a>
        <ButtonLink
          to={`/analyze?url=${encodeURIComponent(store.url)}`}
          variant="ghost"
          aria-label={`Analyze store authenticity of ${store.name}`}
        >
          Analyze store authenticity
        </ButtonLink>
      </div>
    )}
  </li>
);

export const KnownProduct = ({
  product,
  onScanAnother,
  onRefresh,
  refreshing,
  onSaved,
}: {
  product: Product;
  onScanAnother: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onSaved: (product: Product) => void;
}) => {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const history = product.priceHistory.slice(0, PRICE_HISTORY_SHOWN);

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
          <ProductImage product={product} />
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
          </div>
        </div>
      )}

      <dl className="scan-price">
        <dt>Average Price</dt>
        <dd data-testid="average-price">{formatPrice(product.averagePrice)}</dd>
      </dl>

      <section aria-labelledby={`${ids}-stores`}>
        <h4 id={`${ids}-stores`} className="scan-section-title">
          Available at
        </h4>
        {product.stores.length === 0 ? (
          <p className="scan-muted">No store sells this product yet.</p>
        ) : (
          <ul className="scan-list">
            {product.stores.map((store) => (
              <StoreRow key={`${store.name}-${store.url}`} store={store} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${ids}-prices`}>
        <h4 id={`${ids}-prices`} className="scan-section-title">
          Price History
        </h4>
        {history.length === 0 ? (
          <p className="scan-muted">No price history yet.</p>
        ) : (
          <ul className="scan-list">
            {history.map((point, i) => (
              <li
                key={`${point.timestamp}-${point.source}-${i}`}
                className="scan-history-price"
                data-testid="price-point"
              >
                <span className="scan-history-price__source">{point.source}</span>
                <span className="scan-muted">{formatDate(point.timestamp)}</span>
                <span className="scan-history-price__price">{formatUsd(point.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="scan-actions scan-actions--stack">
        <ButtonLink to={`/analyze?product=${encodeURIComponent(product.name)}`} variant="primary">
          Find This Product on Other Platforms
        </ButtonLink>
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
