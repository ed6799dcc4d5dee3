import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { countOf, productMessages } from '@shop-scanner/shared/messages';
import {
  averagePriceNote,
  marketPriceOf,
  type MarketPrice,
} from '@shop-scanner/shared/price-rules';
import type { Product, StoreOffer } from '@shop-scanner/shared/products';
import { ButtonLink } from '../../../components/ui/button';
import { ReservedSpace } from '../../../components/ui/reserved-space';
import { useSession, type SessionState } from '../../../lib/auth/session-context';
import { formatDate, formatPrice } from '../../../lib/format';
import { useProduct } from '../api/product';
import { useSaveProductOffline, useSavedProduct } from '../api/saved-products';
import { lacksConnection } from '../../../lib/offline/connection';
import { ProductImage } from '../../../components/ui/product-image';
import { AuthenticityBadge } from '../../../components/ui/score-badge';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { EditedByCommunity } from './edited-by-community';
import { RecentEdits, type RenderEditActions } from './recent-edits';
// The catalogue's sheet first: the page shares its cards, tags and category line.
import '../products.css';
import '../product-detail.css';

/** Shown only offline: its words and date formatting load then, from the app's worker. */
const SavedProductNote = lazy(() =>
  import('./saved-product-note').then((m) => ({ default: m.SavedProductNote })),
);

/**
 * The price comparison section (stores, trend, alerts) belongs to the prices feature;
 * the route composes it in (features never import each other).
 */
export type RenderPrices = (product: Product) => ReactNode;

/** Another feature's action beside the product's name (the wishlist's add button). */
export type RenderProductAction = (product: Product) => ReactNode;

const NotFound = () => (
  <section className="page page--narrow page--center">
    <h1 className="page__title">{productMessages.notFound}</h1>
    <p className="page__lead">This product is not in the catalogue, or it could not be loaded.</p>
    <ButtonLink to="/products" variant="secondary">
      Back to products
    </ButtonLink>
  </section>
);

/** Offline, a product never saved on this device: said plainly, with the way back. */
const NotAvailableOffline = () => (
  <section className="page page--narrow page--center" data-testid="not-available-offline">
    <h1 className="page__title">Not available offline</h1>
    <p className="page__lead">
      You are offline, and this product was not saved on this device. Connect to the internet to see
      it.
    </p>
    <ButtonLink to="/products" variant="secondary">
      Back to products
    </ButtonLink>
  </section>
);

const inStockText = ({ inStockStores, totalStores }: MarketPrice) =>
  inStockStores === 0
    ? 'Not in stock at any store'
    : `In stock at ${inStockStores} of ${countOf(totalStores, 'store', 'stores')}`;

/** 'Walmart', 'Walmart and Target', '3 stores'. */
const whereText = (stores: readonly string[]) =>
  stores.length === 1
    ? stores[0]
    : stores.length === 2
      ? `${stores[0]} and ${stores[1]}`
      : `${stores.length} stores`;

/**
 * Whether an offer's price is one shopper's report. Offers the ingest path wrote carry their
 * source beside the catalogue's fields (the comparison's store cards name it); a price only one
 * shopper vouches for is said to be theirs wherever it is shown.
 */
const reportedByShopper = (offer: StoreOffer): boolean =>
  'source' in offer && (offer as { source?: unknown }).source === 'shopper';

const scanLink = (
  <ButtonLink to="/scan" variant="secondary">
    Scan a product
  </ButtonLink>
);

/**
 * The answer the page exists for, on the first screen and free (the catalogue already holds it):
 * the lowest price and where, the average with what it is of, and the stores in stock. The figures
 * are marketPriceOf's, the one definition the product record, its /products card and the price
 * comparison use, so no two places show two averages.
 */
const PriceFacts = ({ product }: { product: Product }) => {
  const market = marketPriceOf(product.stores);
  const lowestReported = product.stores.some(
    (o) => o.inStock && market.lowestAt.includes(o.name) && reportedByShopper(o),
  );
  return (
    <div className="product-detail__prices" data-testid="price-facts">
      {market.lowestPrice === null ? (
        <p className="product-detail__lowest">
          <span className="product-detail__price-label">Lowest price</span> <strong>Unknown</strong>
        </p>
      ) : (
        <p className="product-detail__lowest">
          <span className="product-detail__price-label">Lowest price</span>{' '}
          <strong>{formatPrice(market.lowestPrice)}</strong> at {whereText(market.lowestAt)}
          {lowestReported && (
            <span className="product-detail__reported" data-testid="lowest-reported">
              {' '}
              (reported by a shopper)
            </span>
          )}
        </p>
      )}
      <p className="product-detail__price">
        <span className="product-detail__price-label">Average price</span>{' '}
        <strong>
          {market.averagePrice === null ? 'Unknown' : formatPrice(market.averagePrice)}
        </strong>
      </p>
      <p className="product-detail__basis" data-testid="average-basis">
        {averagePriceNote(market)}
      </p>
      <p>{inStockText(market)}</p>
    </div>
  );
};

const ProductDetails = ({
  product,
  session,
  renderPrices,
  renderAction,
  renderEditActions,
  savedAt,
}: {
  product: Product;
  /** When the copy shown was saved on this device; undefined for the live product. */
  savedAt?: number | undefined;
  session: SessionState['status'];
  renderPrices: RenderPrices | undefined;
  renderAction: RenderProductAction | undefined;
  renderEditActions: RenderEditActions | undefined;
}) => (
  <article className="page container product-detail">
    <p className="product-detail__back">
      <Link to="/products">← Back to products</Link>
    </p>
    {savedAt !== undefined && (
      <Suspense fallback={null}>
        <SavedProductNote savedAt={savedAt} />
      </Suspense>
    )}
    <div className="product-detail__top">
      <ProductImage product={product} alt={product.name} className="product-detail__image" />
      <div className="product-detail__summary">
        <p className="product-detail__category">{product.category}</p>
        <h1 className="page__title">{product.name}</h1>
        {product.brand && <p className="product-detail__brand">by {product.brand}</p>}
        {product.editedByCommunity && <EditedByCommunity />}
        <AuthenticityBadge score={product.authenticity?.score ?? null} />
        {renderAction && <div className="product-detail__action">{renderAction(product)}</div>}
      </div>
      <PriceFacts product={product} />
      {/* Last in the top: whether a product is demo data is known only once it has loaded, so
          the note must not push the image, the title and the price from where the loading page
          drew them. */}
      {product.source === 'demo' && (
        <p className="notice product-detail__demo" role="note">
          Demo data: this product, its stores and its prices were generated for this preview and are
          not real offers.
        </p>
      )}
    </div>

    {renderPrices?.(product)}

    <details className="product-detail__section product-detail__more">
      <summary>
        <h2 id="about-title">About this product</h2>
      </summary>
      {product.description ? (
        <p className="product-detail__description">{product.description}</p>
      ) : (
        <p className="muted-text">No description yet.</p>
      )}
      <dl className="details product-detail__facts">
        <div>
          <dt>Barcode</dt>
          <dd>{product.barcode}</dd>
        </div>
        <div>
          <dt>Brand</dt>
          <dd>{product.brand ?? 'Not given'}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{product.category}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {product.tags.length > 0 && (
        <ul className="product-tags" aria-label="Tags">
          {product.tags.map((tag) => (
            <li key={tag} className="product-tags__item">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {product.features.length > 0 && (
        <>
          <h3>Features</h3>
          <ul className="product-detail__features">
            {product.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
    </details>

    <details className="product-detail__section product-detail__more">
      <summary>
        <h2 id="authenticity-title">Authenticity</h2>
      </summary>
      {product.authenticity ? (
        <ul className="product-detail__factors">
          {product.authenticity.factors.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : (
        <p className="muted-text">
          Not rated yet: a score appears once stores selling this product are known.
        </p>
      )}
    </details>

    {session === 'signed-in' && <p className="product-detail__scan">{scanLink}</p>}
    {/* Held unseen while a stored session is restored: what follows it stays put. */}
    {session === 'loading' && (
      <p className="product-detail__scan">
        <ReservedSpace>{scanLink}</ReservedSpace>
      </p>
    )}
    {/* A saved copy has no history on the device: the edits are read from the API only. */}
    {savedAt === undefined && (
      <RecentEdits productId={product.id} renderActions={renderEditActions} />
    )}
  </article>
);

/**
 * The product detail page; 'Product Not Found' on a 404 or any other failure. Without a connection
 * it shows the copy saved on this device, saying so and when it was saved, or says plainly that the
 * product is not available offline. The product shown online is saved once it is drawn.
 * `renderPrices` draws the price comparison section of the product once it is loaded, and
 * `renderAction` another feature's action beside its name, `renderEditActions` another feature's
 * actions on each edit of its history.
 */
export const ProductDetailPage = ({
  renderPrices,
  renderAction,
  renderEditActions,
}: {
  renderPrices?: RenderPrices;
  renderAction?: RenderProductAction;
  /** Another feature's actions on each edit of Recent edits (the staff's moderation). */
  renderEditActions?: RenderEditActions;
}) => {
  const { id = '' } = useParams();
  const { state } = useSession();
  const product = useProduct(id);
  useSaveProductOffline(product.data);
  const offline = lacksConnection(product);
  const saved = useSavedProduct(id, offline);
  if (offline) {
    if (saved.isPending) return <ProductDetailSkeleton />;
    if (!saved.data) return <NotAvailableOffline />;
    return (
      <ProductDetails
        product={saved.data.product}
        savedAt={saved.data.cachedAt}
        session={state.status}
        renderPrices={renderPrices}
        renderAction={renderAction}
        renderEditActions={renderEditActions}
      />
    );
  }
  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) return <NotFound />;
  return (
    <ProductDetails
      product={product.data}
      session={state.status}
      renderPrices={renderPrices}
      renderAction={renderAction}
      renderEditActions={renderEditActions}
    />
  );
};
