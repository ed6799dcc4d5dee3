import { Link } from 'react-router';
import { SkeletonLines } from '../../../components/ui/skeleton';

/**
 * The product page's place while the product loads (layout shift under 0.1): the
 * page's own boxes (the image box, the summary's and the prices' lines, the price comparison's
 * header, the closed About and Authenticity sections), so the first screen is laid out as the
 * product will fill it and the footer stays below it. Hidden from screen readers but for its
 * status; the way back is real.
 */
export const ProductDetailSkeleton = () => (
  <article className="page container product-detail" data-testid="product-detail-skeleton">
    <p className="product-detail__back">
      <Link to="/products">← Back to products</Link>
    </p>
    <p role="status" className="visually-hidden">
      Loading product
    </p>
    <div className="product-detail__top" aria-hidden="true">
      <div className="skeleton product-image product-detail__image" />
      <div className="product-detail__summary product-detail__summary--skeleton">
        <div className="skeleton skeleton__line skeleton__line--short" />
        <div className="skeleton product-detail__title-skeleton" />
        <div className="skeleton skeleton__line skeleton__line--short" />
        <div className="skeleton product-detail__badge-skeleton" />
      </div>
      <div className="product-detail__prices">
        <div className="skeleton product-detail__price-skeleton" />
        <div className="skeleton product-detail__price-skeleton" />
        <div className="skeleton skeleton__line skeleton__line--wide" />
        <div className="skeleton skeleton__line skeleton__line--medium" />
      </div>
    </div>
    {/* The price comparison's header and tabs, then the sections that open on demand. */}
    <div className="product-detail__section" aria-hidden="true">
      <div className="skeleton product-detail__heading-skeleton" />
      <SkeletonLines lines={['medium', 'wide', 'wide']} />
      <div className="skeleton product-detail__action-skeleton" />
    </div>
    <div className="product-detail__section" aria-hidden="true">
      <div className="skeleton product-detail__heading-skeleton" />
    </div>
    <div className="product-detail__section" aria-hidden="true">
      <div className="skeleton product-detail__heading-skeleton" />
    </div>
  </article>
);
