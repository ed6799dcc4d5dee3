import { formatUsd } from '@shop-scanner/shared/price-rules';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import { countOf } from '@shop-scanner/shared/messages';

/**
 * The summary (part 2 §2): lowest price, stores available and potential savings, the best deal's
 * saving against the average total cost of the in-stock offers (part 2 §9). The figures are of
 * the whole market, whatever the filters, and say what they rest on; where there is no evidence
 * (nothing in stock) they say so instead of a number.
 */
export const ComparisonSummary = ({ comparison }: { comparison: PriceComparison }) => {
  const { bestDeal, goodDeal } = comparison;
  return (
    <div className="prices-summary" data-testid="price-summary">
      <dl className="prices-summary__figures">
        <div className="prices-summary__figure">
          <dt>Lowest price</dt>
          <dd data-testid="lowest-price">
            {comparison.lowestPrice === null ? 'None in stock' : formatUsd(comparison.lowestPrice)}
          </dd>
        </div>
        <div className="prices-summary__figure">
          <dt>Stores available</dt>
          <dd data-testid="stores-available">
            {comparison.inStockStores}
            <span className="prices-summary__of">
              {' '}
              of {countOf(comparison.totalStores, 'store', 'stores')} in stock
            </span>
          </dd>
        </div>
        <div className="prices-summary__figure">
          <dt>Potential savings</dt>
          <dd data-testid="potential-savings">
            {bestDeal ? (
              <>
                {formatUsd(bestDeal.savingsVsAverage)}
                <span className="prices-summary__of"> ({bestDeal.savingsPercentage}%)</span>
              </>
            ) : (
              'Unknown'
            )}
          </dd>
        </div>
      </dl>
      {bestDeal ? (
        <p className="prices-summary__best" data-testid="best-deal">
          Best deal: <strong>{bestDeal.store}</strong> at {formatUsd(bestDeal.totalCost)} with
          shipping
          {comparison.averageTotalCost !== null && (
            <>, against an average of {formatUsd(comparison.averageTotalCost)}</>
          )}
          .
        </p>
      ) : (
        <p className="prices-summary__best">No store has it in stock, so there is no best deal.</p>
      )}
      {goodDeal && (
        <p
          className={`prices-summary__good prices-summary__good--${goodDeal.kind}`}
          data-testid="good-deal"
        >
          {goodDeal.text}
          <span className="prices-summary__basis"> ({goodDeal.series})</span>
        </p>
      )}
      {comparison.basis && <p className="prices-summary__basis">{comparison.basis}</p>}
    </div>
  );
};
