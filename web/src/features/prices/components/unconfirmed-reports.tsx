import { formatUsd } from '@shop-scanner/shared/price-rules';
import type { UnconfirmedReport } from '@shop-scanner/shared/prices';
import { formatDate } from '../../../lib/format';
import { webHref } from '../../../lib/web-address';

/**
 * Shoppers' reports far from the other stores: shown apart, left out of every figure
 * above, each with the server's words on why, until a second shopper confirms it.
 */
export const UnconfirmedReports = ({ reports }: { reports: readonly UnconfirmedReport[] }) => {
  if (reports.length === 0) return null;
  return (
    <section className="prices-unconfirmed" aria-labelledby="prices-unconfirmed-title">
      <h4 id="prices-unconfirmed-title" className="prices-unconfirmed__title">
        Unconfirmed shopper reports
      </h4>
      <p className="prices-muted">
        Left out of the totals, the lowest price and the savings until another shopper confirms
        them.
      </p>
      <ul className="prices-unconfirmed__list">
        {reports.map((r) => {
          const href = r.url === undefined ? undefined : webHref(r.url);
          return (
            <li
              key={`${r.store}-${r.reportedAt}`}
              className="prices-unconfirmed__item"
              data-testid="unconfirmed-report"
            >
              <p>
                <strong>{r.store}</strong>: {formatUsd(r.price)} ·{' '}
                {r.inStock ? 'In Stock' : 'Out of Stock'} · reported{' '}
                <time dateTime={r.reportedAt}>{formatDate(r.reportedAt)}</time>
                {href && (
                  <>
                    {' '}
                    ·{' '}
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      Offer page
                      <span className="visually-hidden"> of {r.store} (opens in a new tab)</span>
                    </a>
                  </>
                )}
              </p>
              <p className="prices-muted">{r.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
