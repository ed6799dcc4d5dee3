import { Link } from 'react-router';
import type { ProductSummary } from '@shop-scanner/shared/products';
import { formatPrice } from '../../../lib/format';
import { AuthenticityBadge } from '../../../components/ui/score-badge';
import { ProductImage } from '../../../components/ui/product-image';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { useProductCardAction } from './product-card-action';

/** A product card shows up to 3 tags. */
export const CARD_TAG_LIMIT = 3;

const storeCount = (n: number) =>
  n === 0 ? 'Not in stock anywhere' : `In stock at ${n} ${n === 1 ? 'store' : 'stores'}`;

/** One product in the grid; its name links to /products/{id} and the whole card is clickable. */
export const ProductCard = ({ product }: { product: ProductSummary }) => {
  const renderAction = useProductCardAction();
  return (
    <article className="product-card" data-testid="product-card">
      <ProductImage product={product} alt="" className="product-card__image" />
      <div className="product-card__body">
        <p className="product-card__category">{product.category}</p>
        <h3 className="product-card__name">
          <Link to={`/products/${encodeURIComponent(product.id)}`} className="product-card__link">
            {product.name}
          </Link>
        </h3>
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <AuthenticityBadge score={product.authenticityScore} />
        {/* Said on the card, not only to screen readers: an unlabelled figure reads as the price,
          and the product page shows a lower one first. */}
        <p className="product-card__price">
          {product.averagePrice === null ? (
            'Price unknown'
          ) : (
            <>
              <span>{formatPrice(product.averagePrice)}</span>{' '}
              <span className="product-card__price-label">average</span>
            </>
          )}
        </p>
        <p className="product-card__stock">{storeCount(product.inStockStores)}</p>
        {product.tags.length > 0 && (
          <ul className="product-tags" aria-label="Tags">
            {product.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="product-tags__item">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {renderAction && <div className="product-card__action">{renderAction(product)}</div>}
      </div>
    </article>
  );
};

/**
 * A card's shape while products load (the popular grid shows 8): a line per row of a
 * card (category, name, brand, badge, price, stock, tags), so the grid that replaces it keeps
 * its height.
 */
export const ProductCardSkeleton = () => (
  <CardSkeleton
    className="product-card product-card--skeleton"
    imageClassName="product-image"
    bodyClassName="product-card__body"
    lines={['short', 'wide', 'medium', 'short', 'short', 'medium', 'medium']}
    testId="product-card-skeleton"
  />
);

export const ProductGrid = ({ products }: { products: readonly ProductSummary[] }) => (
  <ul className="product-grid">
    {products.map((p) => (
      <li key={p.id}>
        <ProductCard product={p} />
      </li>
    ))}
  </ul>
);

export const ProductGridSkeleton = ({ count, label }: { count: number; label: string }) => (
  <div role="status" aria-label={label}>
    <ul className="product-grid">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  </div>
);
