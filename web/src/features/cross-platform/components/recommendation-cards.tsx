import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import {
  matchText,
  recommendationLabels,
  recommendationPrice,
  recommendationReasons,
  topRecommendations,
} from '../analysis-reading';
import { ListingLink } from './listing-link';

const shippingText = (days: number | null) =>
  days === null
    ? 'Delivery time not stated'
    : `Arrives in about ${days} ${days === 1 ? 'day' : 'days'}`;

/** The Top Recommendations, up to 4, each with why it was picked and its facts. */
export const RecommendationCards = ({
  recommendations,
}: {
  recommendations: CrossPlatformAnalysis['recommendations'];
}) => {
  const picks = topRecommendations(recommendations);
  return (
    <section className="xp-section" aria-labelledby="xp-recommendations-title">
      <h3 id="xp-recommendations-title" className="xp-section__title">
        Top Recommendations
      </h3>
      {picks.length === 0 ? (
        <p className="xp-muted">No match in stock to recommend.</p>
      ) : (
        <ul className="xp-recommendations" data-testid="xp-recommendations">
          {picks.map(({ kind, match }) => {
            const price = recommendationPrice(kind, match);
            return (
              <li key={kind} className="xp-recommendation" data-kind={kind}>
                <h4 className="xp-recommendation__kind">{recommendationLabels[kind]}</h4>
                <p className="xp-recommendation__why">{recommendationReasons[kind]}</p>
                <p className="xp-recommendation__title">{match.title}</p>
                <p className="xp-recommendation__price">{price.amount}</p>
                <p className="xp-recommendation__shipping">{price.note}</p>
                <ul className="xp-recommendation__facts">
                  <li>
                    {match.platform}
                    {match.seller && match.seller !== match.platform ? ` · ${match.seller}` : ''}
                  </li>
                  {match.trustScore !== null && <li>Trust score {match.trustScore}%</li>}
                  <li>{shippingText(match.shippingDays)}</li>
                  <li>{matchText(match)}</li>
                </ul>
                <ListingLink
                  url={match.url}
                  label={`${match.title} on ${match.platform}`}
                  className="xp-recommendation__link"
                >
                  View listing
                </ListingLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
