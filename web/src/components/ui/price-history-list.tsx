import type { PricePoint } from '@shop-scanner/shared/products';
import { formatDate, formatPrice } from '../../lib/format';
import { formatNumber } from '@shop-scanner/shared/en-us-format';

/**
 * The newest `limit` observed prices, each with its source, date and price (the product carries
 * them newest first). How many there are in all is said when not all are shown.
 */
export const PriceHistoryList = ({
  points,
  limit,
}: {
  points: readonly PricePoint[];
  limit: number;
}) => {
  const shown = points.slice(0, limit);
  if (shown.length === 0) return <p className="muted-text">No price history yet.</p>;
  return (
    <>
      <table className="price-history">
        <caption className="visually-hidden">The newest prices seen, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Store</th>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p, i) => (
            <tr key={`${p.source}-${p.timestamp}-${i}`} data-testid="price-point">
              <td>{p.source}</td>
              <td>
                <time dateTime={p.timestamp}>{formatDate(p.timestamp)}</time>
              </td>
              <td>{formatPrice(p.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {points.length > shown.length && (
        <p className="muted-text">
          The {shown.length} newest of {formatNumber(points.length)} recorded prices.
        </p>
      )}
    </>
  );
};
