import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { toneClass } from '../../../components/ui/tone';
import {
  flagGroups,
  flagKindInfo,
  flagRiskLabels,
  listingName,
  riskTones,
} from '../analysis-reading';
import { ListingLink } from './listing-link';

export const NO_CONCERNS = 'No significant authenticity concerns detected';

/**
 * Authenticity Insights with risk badges. Each flag says what was seen (the server's
 * detail: the sellers, the figures) and links the listings it rests on.
 */
export const AuthenticityInsights = ({ analysis }: { analysis: CrossPlatformAnalysis }) => {
  const groups = flagGroups(analysis.authenticityFlags);
  return (
    <section
      className="xp-section"
      aria-labelledby="xp-authenticity-title"
      data-testid="xp-authenticity"
    >
      <h3 id="xp-authenticity-title" className="xp-section__title">
        Authenticity Insights
      </h3>
      {groups.length === 0 ? (
        <p className="xp-no-concerns">{NO_CONCERNS}</p>
      ) : (
        <ul className="xp-flag-groups">
          {groups.map(({ kind, flags }) => {
            const info = flagKindInfo[kind];
            return (
              <li key={kind} className="xp-flag-group" data-kind={kind}>
                <div className="xp-flag-group__head">
                  <h4 className="xp-flag-group__title">{info.label}</h4>
                  <span
                    className={`pill xp-risk xp-risk--${info.risk}${toneClass(riskTones[info.risk])}`}
                    data-testid="xp-risk"
                  >
                    {flagRiskLabels[info.risk]}
                  </span>
                </div>
                <p className="xp-muted">{info.meaning}</p>
                <ul className="xp-flags">
                  {flags.map((flag) => (
                    <li key={`${flag.detail}-${flag.urls.join(' ')}`} className="xp-flag">
                      <p className="xp-flag__detail">{flag.detail}</p>
                      {flag.urls.length > 0 && (
                        <p className="xp-flag__listings">
                          Listings:{' '}
                          {flag.urls.map((url, i) => (
                            <span key={url}>
                              {i > 0 && ', '}
                              <ListingLink url={url}>
                                {listingName(url, analysis.matches)}
                              </ListingLink>
                            </span>
                          ))}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
