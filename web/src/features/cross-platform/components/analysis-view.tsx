/**
 * A Cross-platform analysis as the panel shows it: the original product and its price, the four
 * summary tiles, the authenticity warnings, the top recommendations, the price analysis, the
 * authenticity insights, every match, and where the matches came from.
 */
import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { originalPriceText } from '../analysis-reading';
import { AuthenticityInsights } from './authenticity-insights';
import { ListingLink } from './listing-link';
import { MatchesTable } from './matches-table';
import { PlatformStatusList } from './platform-status-list';
import { PriceAnalysisView } from './price-analysis-view';
import { RecommendationCards } from './recommendation-cards';
import { SummaryTiles } from './summary-tiles';

export const AnalysisView = ({ analysis }: { analysis: CrossPlatformAnalysis }) => {
  const { originalProduct, recommendations } = analysis;
  return (
    <div className="xp-analysis" data-testid="xp-analysis">
      <div className="xp-original">
        <h3 className="xp-original__title">{originalProduct.title}</h3>
        <p className="xp-muted">
          Original on{' '}
          <ListingLink url={originalProduct.url} label={originalProduct.title}>
            {originalProduct.platform}
          </ListingLink>
        </p>
        <p className="xp-original__price" data-testid="xp-original-price">
          {originalPriceText(originalProduct.price)}
        </p>
      </div>

      <SummaryTiles analysis={analysis} />

      {recommendations.warnings.length > 0 && (
        <section
          className="xp-warnings"
          aria-labelledby="xp-warnings-title"
          data-testid="xp-warnings"
        >
          <h3 id="xp-warnings-title" className="xp-section__title">
            Authenticity Warnings
          </h3>
          <ul>
            {recommendations.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}

      <RecommendationCards recommendations={recommendations} />
      <PriceAnalysisView priceAnalysis={analysis.priceAnalysis} />
      <AuthenticityInsights analysis={analysis} />
      <MatchesTable matches={analysis.matches} totalMatches={analysis.totalMatches} />
      <PlatformStatusList platforms={analysis.platforms} />
    </div>
  );
};
