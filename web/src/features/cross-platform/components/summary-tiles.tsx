import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { crossPlatformConstants } from '@shop-scanner/shared/cross-platform-rules';
import { money, platformsWithMatches, savingVersusAverage } from '../analysis-reading';

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
 * Part 1 §2's four summary tiles: products found and on how many platforms; the lowest price and
 * what it saves against the average; the search confidence; the suspicious prices (those under
 * 70 % of the original price, which can only be counted when the original page gave a price).
 */
export const SummaryTiles = ({ analysis }: { analysis: CrossPlatformAnalysis }) => {
  const platforms = platformsWithMatches(analysis).length;
  const { priceAnalysis } = analysis;
  const saving = savingVersusAverage(priceAnalysis);
  const ranked = analysis.originalProduct.price !== null;
  return (
    <dl className="xp-tiles" aria-label="Summary">
      <Tile
        label="Products found"
        value={String(analysis.totalMatches)}
        detail={`across ${platforms} ${platforms === 1 ? 'platform' : 'platforms'}`}
        testId="xp-tile-found"
      />
      <Tile
        label="Lowest price"
        value={priceAnalysis.lowestPrice === null ? 'Unknown' : money(priceAnalysis.lowestPrice)}
        detail={
          saving === null
            ? 'No prices found'
            : saving > 0
              ? `Save ${money(saving)} versus the average`
              : 'The same as the average'
        }
        testId="xp-tile-lowest"
      />
      <Tile
        label="Search confidence"
        value={`${analysis.searchConfidence}%`}
        detail="From how well the matches fit and how many platforms have them"
        testId="xp-tile-confidence"
      />
      <Tile
        label="Suspicious prices"
        value={ranked ? String(priceAnalysis.suspiciouslyLowCount) : 'Not ranked'}
        detail={
          ranked
            ? `Under ${percentOf(crossPlatformConstants.suspiciousBelow)} of the original price`
            : 'The original page published no price'
        }
        testId="xp-tile-suspicious"
      />
    </dl>
  );
};
