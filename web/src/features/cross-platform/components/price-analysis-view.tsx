import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { money } from '../analysis-reading';

const figure = (amount: number | null) => (amount === null ? 'Unknown' : money(amount));

/**
 * Lowest, highest, average and spread of the matches in stock (what the server counts,
 * said above the figures), and the insights the server drew from them.
 */
export const PriceAnalysisView = ({
  priceAnalysis,
}: {
  priceAnalysis: CrossPlatformAnalysis['priceAnalysis'];
}) => (
  <section className="xp-section" aria-labelledby="xp-prices-title" data-testid="xp-price-analysis">
    <h3 id="xp-prices-title" className="xp-section__title">
      Price Analysis
    </h3>
    <p className="xp-muted" data-testid="xp-prices-scope">
      Prices of the matches in stock, before shipping. Sold-out offers are left out.
    </p>
    <dl className="xp-prices">
      <div>
        <dt>Lowest</dt>
        <dd>{figure(priceAnalysis.lowestPrice)}</dd>
      </div>
      <div>
        <dt>Highest</dt>
        <dd>{figure(priceAnalysis.highestPrice)}</dd>
      </div>
      <div>
        <dt>Average</dt>
        <dd>{figure(priceAnalysis.averagePrice)}</dd>
      </div>
      <div>
        <dt>Spread</dt>
        <dd>{figure(priceAnalysis.priceSpread)}</dd>
      </div>
    </dl>
    {priceAnalysis.insights.length > 0 ? (
      <ul className="xp-insights" data-testid="xp-price-insights">
        {priceAnalysis.insights.map((insight) => (
          <li key={insight}>{insight}</li>
        ))}
      </ul>
    ) : (
      <p className="xp-muted">No prices were found, so there is nothing to compare.</p>
    )}
  </section>
);
