import { useState } from 'react';
import { PackageIcon } from './icons';

/**
 * A product's own image, or a neutral parcel when it has none or the image fails to load (never
 * another picture: nothing shown may be invented). `alt` is empty where the product's name is
 * already written next to it. The image is fetched without a referrer: its host (any address a
 * shopper typed) need not learn which page of this app showed it.
 */
export const ProductImage = ({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) => {
  // Remembered per address: another product's image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const classes = ['product-image', className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
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
        src={src}
        alt={alt}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
};
