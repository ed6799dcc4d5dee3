import { trustBand, trustBandLabels } from '@shop-scanner/shared/price-rules';
import {
  authenticityBand,
  authenticityBandLabels,
  type AuthenticityBand,
} from '@shop-scanner/shared/product-rules';
import { toneClass, type Tone } from './tone';

const bandTones: Readonly<Record<AuthenticityBand, Tone>> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

/**
 * A 0-100 score as a coloured badge: 80 or more green, 60 to 79 yellow, below 60 red.
 * The band's words go with the colour, so the badge never relies on colour alone.
 */
const ScoreBadge = ({ score, text }: { score: number; text: string }) => {
  const band = authenticityBand(score);
  return (
    <span
      className={`pill product-badge product-badge--${band}${toneClass(bandTones[band])}`}
      data-band={band}
    >
      {text}
    </span>
  );
};

/** The product's authenticity, or 'Not rated yet' when no offer lets the server derive one. */
export const AuthenticityBadge = ({ score }: { score: number | null }) =>
  score === null ? (
    <span className="pill product-badge product-badge--none tone--neutral" data-band="none">
      Not rated yet
    </span>
  ) : (
    <ScoreBadge
      score={score}
      text={`${score}% · ${authenticityBandLabels[authenticityBand(score)]}`}
    />
  );

/**
 * A store's trust score, in the same bands and colours as authenticity
 * (docs/products.md#authenticity-badges), with the band's
 * words for a store.
 */
export const TrustScoreBadge = ({ score }: { score: number }) => (
  <ScoreBadge score={score} text={`Trust ${score} · ${trustBandLabels[trustBand(score)]}`} />
);
