import type { PricePoint } from '@shop-scanner/shared/products';
import { formatDate, formatPrice } from '../../../lib/format';

/** How many of the newest prices the detail page lists. */
export const PRICE_HISTORY_SHOWN = 10;

/**
 * A compact list of the newest observed prices (the product carries them newest first). The full
 * comparison, trends and alerts are the price comparison section of a later issue.
 */
export const PriceHistory = ({ points }: { points: readonly PricePoint[] }) => {
  const shown = points.slice(0, PRICE_HISTORY_SHOWN);
  return (
    <section aria-labelledby="history-title" className="product-detail__section">
      <h2 id="history-title">Recent prices</h2>
      {shown.length === 0 ? (
        <p className="products-muted">No prices recorded yet.</p>
      ) : (
        <>
          <table className="product-price-history">
            <caption className="visually-hidden">The newest prices seen, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Store</th>
                <th scope="col">Date</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={`${p.source}-${p.timestamp}`}>
                  <td>{p.source}</td>
                  <td>{formatDate(p.timestamp)}</td>
                  <td>{formatPrice(p.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {points.length > shown.length && (
            <p className="products-muted">
              The {shown.length} newest of {points.length.toLocaleString('en-US')} recorded prices.
            </p>
          )}
        </>
      )}
    </section>
  );
};
