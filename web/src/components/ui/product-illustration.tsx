import { pictograms } from './product-pictograms';
import type { ProductIllustration as Illustration } from './product-visual';

/**
 * A demo product's illustration (product-visual.ts), drawn inline in the 4:3 image slot: its
 * category's pictogram in its brand's colour, the brand's initials, and a visible
 * "Illustration" mark so that no one takes it for a photo of the product.
 */
export const ProductIllustration = ({
  illustration,
  className,
}: {
  illustration: Illustration;
  className: string;
}) => (
  <div
    className={`${className} product-image--illustration`}
    role="img"
    aria-label={illustration.label}
    // The tint fills a slot of another shape too (the scan card's square) around the 4:3 drawing.
    style={{ background: illustration.tint }}
    data-testid="product-illustration"
  >
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill={illustration.tint} />
      <g
        transform="translate(50 28) scale(2.5)"
        fill="none"
        stroke={illustration.colour}
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {pictograms[illustration.pictogram]}
      </g>
      {illustration.initials && (
        <g>
          <circle cx="136" cy="96" r="16" fill={illustration.colour} />
          <text
            x="136"
            y="96"
            dy="0.35em"
            textAnchor="middle"
            fill="#fff"
            fontSize="13"
            fontWeight="700"
          >
            {illustration.initials}
          </text>
        </g>
      )}
    </svg>
    {/* Seen, not read: the label above already says it is an illustration. */}
    <span className="product-image__mark" aria-hidden="true">
      Illustration
    </span>
  </div>
);
