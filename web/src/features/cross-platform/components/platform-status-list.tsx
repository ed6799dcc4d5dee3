import type { CrossPlatformAnalysis } from '@shop-scanner/shared/cross-platform';
import { platformStatusText } from '../analysis-reading';

/**
 * Where the matches came from: each platform searched, not connected or failed, with its count
 * and the server's note. A platform that is not connected is said plainly, never guessed at.
 */
export const PlatformStatusList = ({
  platforms,
}: {
  platforms: CrossPlatformAnalysis['platforms'];
}) => (
  <section className="xp-section" aria-labelledby="xp-platforms-title">
    <h3 id="xp-platforms-title" className="xp-section__title">
      Platforms searched
    </h3>
    <ul className="xp-platforms" data-testid="xp-platforms">
      {platforms.map((platform) => (
        <li
          key={platform.platform}
          className={`xp-platform xp-platform--${platform.status}`}
          data-status={platform.status}
        >
          <span className="xp-platform__status">{platformStatusText(platform)}</span>
          {platform.note && <span className="xp-platform__note">{platform.note}</span>}
        </li>
      ))}
    </ul>
  </section>
);
