import type { PlatformMatch } from '@shop-scanner/shared/cross-platform';
import { priceRankLabels } from '@shop-scanner/shared/cross-platform-rules';
import { toneClass } from '../../../components/ui/tone';
import { availabilityLabels, matchText, money, rankTones, sellerText } from '../analysis-reading';
import { ListingLink } from './listing-link';

/**
 * Every match (best first, as the server answers them): product, platform, price
 * with its rank against the original price (none when the original published no price), match
 * percent, seller and link. On a narrow screen each row stacks as a card, its cells labelled.
 */
export const MatchesTable = ({
  matches,
  totalMatches,
}: {
  matches: readonly PlatformMatch[];
  totalMatches: number;
}) => (
  <section className="xp-section" aria-labelledby="xp-matches-title">
    <h3 id="xp-matches-title" className="xp-section__title">
      All matches
    </h3>
    {matches.length === 0 ? (
      <p className="xp-muted">No listing of this product was found on the platforms searched.</p>
    ) : (
      <>
        {totalMatches > matches.length && (
          <p className="xp-muted">
            The best {matches.length} of {totalMatches} matches are listed.
          </p>
        )}
        <table className="xp-matches" data-testid="xp-matches">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Platform</th>
              <th scope="col">Price</th>
              <th scope="col">Match</th>
              <th scope="col">Seller</th>
              <th scope="col">
                <span className="visually-hidden">Link</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => (
              <tr key={match.url} data-testid="xp-match">
                <th scope="row" className="xp-matches__product" data-label="Product">
                  {match.title}
                </th>
                <td data-label="Platform">
                  <span className="xp-matches__value">{match.platform}</span>
                </td>
                <td data-label="Price">
                  <span className="xp-matches__value">
                    <span className="xp-matches__price">{money(match.price, match.currency)}</span>
                    {match.priceRank !== null && (
                      <span
                        className={`pill xp-rank xp-rank--${match.priceRank}${toneClass(rankTones[match.priceRank])}`}
                        data-testid="xp-price-rank"
                      >
                        {priceRankLabels[match.priceRank]}
                      </span>
                    )}
                    {match.availability !== 'in_stock' && (
                      <span className="xp-matches__stock">
                        {availabilityLabels[match.availability]}
                      </span>
                    )}
                  </span>
                </td>
                <td data-label="Match">
                  <span className="xp-matches__value">{matchText(match)}</span>
                </td>
                <td data-label="Seller">
                  <span className="xp-matches__value">{sellerText(match)}</span>
                </td>
                <td data-label="Link" className="xp-matches__link">
                  <span className="xp-matches__value">
                    <ListingLink url={match.url} label={`${match.title} on ${match.platform}`}>
                      View
                    </ListingLink>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )}
  </section>
);
