import { formatUsd } from '@shop-scanner/shared/price-rules';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import { countOf } from '@shop-scanner/shared/messages';

/**
 * The summary: lowest price, stores available and potential savings: the best deal
 * (the in-stock store with the lowest price plus shipping) against the average price,
 * the product's one average, the same its page's header shows. The figures are of the whole
 * market, whatever the filters, and say what they rest on; where there is no evidence (nothing in
 * stock) they say so instead of a number.
 */
const BestDealLine = ({ comparison }: { comparison: PriceComparison }) => {
  const { bestDeal, averagePrice } = comparison;
  if (!bestDeal || averagePrice === null)
    return (
      <p className="prices-summary__best">No store has it in stock, so there is no best deal.</p>
    );
  const saving = bestDeal.savingsVsAverage;
  return (
    <p className="prices-summary__best" data-testid="best-deal">
      Best deal: <strong>{bestDeal.store}</strong>, {formatUsd(bestDeal.totalCost)} with shipping
      {saving > 0 ? (
        <>
          , {formatUsd(saving)} ({bestDeal.savingsPercentage}%) below the average price of{' '}
          {formatUsd(averagePrice)}.
        </>
      ) : saving === 0 ? (
        <>, the same as the average price.</>
      ) : (
        <>
          : shipping puts it {formatUsd(-saving)} above the average price of{' '}
          {formatUsd(averagePrice)}.
        </>
      )}
    </p>
  );
};

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
            {bestDeal === null ? (
              'Unknown'
            ) : bestDeal.savingsVsAverage > 0 ? (
              <>
                {formatUsd(bestDeal.savingsVsAverage)}
                <span className="prices-summary__of"> ({bestDeal.savingsPercentage}%)</span>
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>
      <BestDealLine comparison={comparison} />
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
