import { Link } from 'react-router';
import type { CatalogueMatch } from '@shop-scanner/shared/store-analysis';
import { formatPrice } from '../../../lib/format';
import { matchText } from '../verdict-wording';
import { Heading, type HeadingLevel } from './heading';

/** The product in our catalogue (by barcode, else by name), or that it is not there. */
export const CatalogueMatchView = ({
  match,
  headingLevel,
}: {
  match: CatalogueMatch | null;
  headingLevel: HeadingLevel;
}) => (
  <section className="verdict-section" data-testid="catalogue-match">
    <Heading level={headingLevel} className="verdict-section__title">
      In our catalogue
    </Heading>
    {match === null ? (
      <p className="verdict-muted" data-testid="catalogue-none">
        Not in our catalogue
      </p>
    ) : (
      <>
        <p className="url-check__match">
          <Link to={`/products/${encodeURIComponent(match.productId)}`}>{match.name}</Link>
          <span className="url-check__match-how" data-testid="catalogue-matched-by">
            {matchText(match)}
          </span>
        </p>
        <dl className="details verdict-details">
          <div>
            <dt>Average price</dt>
            <dd data-testid="catalogue-average">{formatPrice(match.averagePrice)}</dd>
          </div>
          <div>
            <dt>Lowest price</dt>
            <dd data-testid="catalogue-lowest">{formatPrice(match.lowestPrice)}</dd>
          </div>
        </dl>
      </>
    )}
  </section>
);
