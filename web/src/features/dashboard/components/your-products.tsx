/**
 * "Your products": each product the business added, with its card facts and its edits (how many,
 * the latest's date, how many by someone else), the edit history one click away on the product's
 * own page.
 */
import { Link } from 'react-router';
import type { DashboardProduct } from '@shop-scanner/shared/dashboard';
import { formatDay } from '@shop-scanner/shared/en-us-format';
import { ProductImage } from '../../../components/ui/product-image';
import { formatPrice } from '../../../lib/format';
import { productEditHistoryPath, productPath } from '../../../lib/product-links';
import { countText } from '../activity-figures';

export const editsText = ({ edits }: DashboardProduct): string => {
  if (edits.count === 0) return 'No edits since you added it';
  const latest = edits.latestAt ? ` · latest ${formatDay(new Date(edits.latestAt))}` : '';
  const others =
    edits.byOthers === 0
      ? ' · all yours'
      : ` · ${edits.byOthers === edits.count ? 'all' : edits.byOthers} by other people`;
  return `${countText(edits.count, 'edit', 'edits')}${latest}${others}`;
};

const ProductRow = ({ product }: { product: DashboardProduct }) => (
  <li className="dashboard-product" data-testid="dashboard-product">
    <ProductImage product={product} alt="" className="dashboard-product__image" />
    <div className="dashboard-product__body">
      <Link to={productPath(product.id)} className="dashboard-product__name">
        {product.name}
      </Link>
      <p className="dashboard-product__facts">
        <span>{product.category}</span>
        <span>Barcode {product.barcode}</span>
        <span>
          {product.lowestPrice === null
            ? 'No price yet'
            : `From ${formatPrice(product.lowestPrice)}`}
        </span>
      </p>
      <p
        className={`dashboard-product__edits${product.edits.byOthers > 0 ? ' dashboard-product__edits--others' : ''}`}
        data-testid="dashboard-product-edits"
      >
        {editsText(product)}
      </p>
    </div>
    <Link
      to={productEditHistoryPath(product.id)}
      className="btn btn--secondary dashboard-product__history"
      aria-label={`Edit history of ${product.name}`}
    >
      Edit history
    </Link>
  </li>
);

export const YourProducts = ({ products }: { products: readonly DashboardProduct[] }) => (
  <section className="card dashboard-section" aria-labelledby="dashboard-products-title">
    <h2 id="dashboard-products-title" className="dashboard-section__title">
      Your products
    </h2>
    {products.length === 0 ? (
      <p className="muted-text" data-testid="dashboard-no-products">
        You have not added a product yet. Scan or type a barcode on <Link to="/scan">Scan</Link>: a
        barcode the catalogue does not know offers the form to add it, and it shows here.
      </p>
    ) : (
      <>
        <p className="muted-text">
          The products you added to the catalogue, newest first. Anyone signed in may edit a
          product; every edit is in its history.
        </p>
        <ul className="dashboard-products">
          {products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      </>
    )}
  </section>
);
