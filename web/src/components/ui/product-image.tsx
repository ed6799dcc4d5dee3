import { useState } from 'react';
import { PackageIcon } from './icons';
import { ProductIllustration } from './product-illustration';
import { productVisual, type VisualFields } from './product-visual';

/**
 * A product's own image; for a demo product without one, its illustration; otherwise a neutral
 * parcel (nothing shown may be invented: see product-visual.ts). `alt` is empty where the
 * product's name is already written next to it. The image is fetched without a referrer: its host
 * (any address a shopper typed) need not learn which page of this app showed it.
 */
export const ProductImage = ({
  product,
  alt,
  className,
}: {
  product: VisualFields;
  alt: string;
  className?: string;
}) => {
  // Remembered per address: another product's image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = ['product-image', className].filter(Boolean).join(' ');
  const visual = productVisual(product, failedSrc);
  if (visual.kind === 'illustration') {
    return <ProductIllustration illustration={visual.illustration} className={classes} />;
  }
  if (visual.kind === 'none') {
    return (
      <div
        className={`${classes} product-image--placeholder`}
        data-testid="product-image-placeholder"
      >
        <PackageIcon width={48} height={48} strokeWidth={1.5} />
        <span className="visually-hidden">No product image</span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        src={visual.src}
        alt={alt}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(visual.src)}
      />
    </div>
  );
};
