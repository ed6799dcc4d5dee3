/**
 * The price comparison section, loaded once its product has been drawn. It sits below the first
 * screen on a phone and on a desktop, so its code (filters, store cards, the trend and alerts
 * panels) and its data (the trend, the allowance) stay off what the product page needs before it
 * can paint; the page then asks for fewer files at once and draws the product sooner. Until the
 * code is in, the section's box holds the room the section takes before a comparison is asked for.
 */
import { lazy, Suspense } from 'react';
import type { Product } from '@shop-scanner/shared/products';
import { useAfterPaint } from '../../../lib/use-after-paint';
import '../prices.css';
import '../price-trend.css';
import '../price-alerts.css';

const LazySection = lazy(() =>
  import('./price-comparison-section').then((m) => ({ default: m.PriceComparisonSection })),
);

/**
 * The section as it first draws on a product page opened this month for the first time (no
 * comparison runs until asked): its title, then boxes for the rest of its header (the remaining
 * comparisons, the hint and Compare prices), the trend's glance, the tabs with the stores panel's
 * line, and the report-a-price line.
 */
export const PriceComparisonPlaceholder = () => (
  <section
    aria-labelledby="prices-title"
    aria-busy="true"
    className="product-detail__section prices"
    data-testid="price-comparison-placeholder"
  >
    <div className="prices-header">
      <h2 id="prices-title">Price comparison</h2>
    </div>
    <div className="skeleton prices-placeholder__header" aria-hidden="true" />
    <div className="prices-glance" aria-hidden="true">
      <div className="skeleton skeleton__line skeleton__line--medium" />
    </div>
    <div className="skeleton prices-placeholder__controls" aria-hidden="true" />
    <div className="skeleton prices-placeholder__report" aria-hidden="true" />
  </section>
);

export const LazyPriceComparisonSection = ({ product }: { product: Product }) =>
  useAfterPaint() ? (
    <Suspense fallback={<PriceComparisonPlaceholder />}>
      <LazySection product={product} />
    </Suspense>
  ) : (
    <PriceComparisonPlaceholder />
  );
