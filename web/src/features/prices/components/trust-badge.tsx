import { trustBand, trustBandLabels } from '@shop-scanner/shared/price-rules';

/**
 * A store's trust score in the spec's bands and colours (part 2 §9, the authenticity bounds): 80 or
 * more green, 60 to 79 yellow, below 60 red. The band's words go with the colour.
 */
export const TrustBadge = ({ score }: { score: number }) => {
  const band = trustBand(score);
  return (
    <span className={`product-badge product-badge--${band}`} data-band={band}>
      Trust {score} · {trustBandLabels[band]}
    </span>
  );
};
