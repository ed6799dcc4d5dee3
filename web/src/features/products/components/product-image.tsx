import { useState } from 'react';

/** A parcel outline: what shows when a product has no image, instead of any stock photo. */
const PackageIcon = () => (
  <svg
    width="48"
    height="48"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" />
  </svg>
);

/**
 * The product's own image, or a neutral placeholder when it has none or the image fails to load.
 * `alt` is empty where the product's name is already written next to it.
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
  const [failed, setFailed] = useState(false);
  const classes = ['product-image', className].filter(Boolean).join(' ');
  if (!src || failed) {
    return (
      <div
        className={`${classes} product-image--placeholder`}
        data-testid="product-image-placeholder"
      >
        <PackageIcon />
        <span className="visually-hidden">No image</span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
    </div>
  );
};
