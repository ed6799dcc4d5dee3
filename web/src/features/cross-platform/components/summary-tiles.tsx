import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { crossPlatformConstants } from '@shop-scanner/shared/cross-platform-rules';
import { lowestPriceTile, platformsWithMatches } from '../analysis-reading';

const Tile = ({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: string;
  testId: string;
}) => (
  <div className="xp-tile" data-testid={testId}>
    <dt className="xp-tile__label">{label}</dt>
    <dd className="xp-tile__value">{value}</dd>
    <dd className="xp-tile__detail">{detail}</dd>
  </div>
);

const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The four summary tiles, each naming what it counts: products found and on how many
 * platforms; the lowest price in stock and what it saves against the average in stock; the
 * search confidence; the suspicious prices among all matches, sold out or not (those under 70 % of
 * the original price, which can only be counted when the original page gave a price).
 */
export const SummaryTiles = ({ analysis }: { analysis: CrossPlatformAnalysis }) => {
  const platforms = platformsWithMatches(analysis).length;
  const { priceAnalysis } = analysis;
  const lowest = lowestPriceTile(analysis);
  const ranked = analysis.originalProduct.price !== null;
  return (
    <dl className="xp-tiles" aria-label="Summary">
      <Tile
        label="Products found"
        value={String(analysis.totalMatches)}
        detail={`across ${platforms} ${platforms === 1 ? 'platform' : 'platforms'}`}
        testId="xp-tile-found"
      />
      <Tile {...lowest} testId="xp-tile-lowest" />
      <Tile
        label="Search confidence"
        value={`${analysis.searchConfidence}%`}
        detail="How closely the matches fit, and on how many platforms"
        testId="xp-tile-confidence"
      />
      <Tile
        label="Suspicious prices"
        value={ranked ? String(priceAnalysis.suspiciouslyLowCount) : 'Not ranked'}
        detail={
          ranked
            ? `Under ${percentOf(crossPlatformConstants.suspiciousBelow)} of the original price, in stock or not`
            : 'The original page published no price'
        }
        testId="xp-tile-suspicious"
      />
    </dl>
  );
};
