/**
 * The price comparison's places while it loads (layout shift under 0.1): the summary
 * and the store cards drawn as boxes of the size of what replaces them, so the page does not move
 * when the answer arrives.
 */
import type { Product } from '@shop-scanner/shared/products';
import { mayHaveGoodDeal } from '@shop-scanner/shared/price-rules';
import { SkeletonLines } from '../../../components/ui/skeleton';

/** Store-card placeholders at most: past these the list runs below the first screens anyway. */
export const MAX_CARD_SKELETONS = 6;

/**
 * The summary's place: the three figures, the best-deal line, the good-deal note and the line
 * saying what the figures are of. The good-deal note comes only with enough price history (the
 * server judges, shared price-rules.ts): its box is held only for a product whose history reaches
 * back far enough for one.
 */
export const ComparisonSummarySkeleton = ({
  product,
  now = new Date(),
}: {
  product: Product;
  now?: Date;
}) => (
  <div className="prices-summary" aria-hidden="true" data-testid="price-summary-skeleton">
    <div className="prices-summary__figures">
      {[0, 1, 2].map((i) => (
        <div key={i} className="prices-summary__figure">
          <div className="skeleton skeleton__line skeleton__line--medium" />
          <div className="skeleton prices-summary__value-skeleton" />
        </div>
      ))}
    </div>
    <div className="skeleton prices-summary__best-skeleton" />
    {mayHaveGoodDeal(
      product.priceHistory.map((p) => p.timestamp),
      now,
    ) && (
      <div className="skeleton prices-summary__good-skeleton" data-testid="good-deal-skeleton" />
    )}
    <div className="skeleton prices-summary__basis-skeleton" />
  </div>
);

/**
 * The store cards' place: as many card-sized boxes as the product has stores (the unfiltered
 * answer lists them all, up to MAX_CARD_SKELETONS), each with a line per row of a card
 * (components/ui/store-card.tsx): name, trust badge, total cost, price and shipping, stock,
 * shipping time, rating, last update, the store's link.
 */
export const StoreCardsSkeleton = ({ product }: { product: Product }) => {
  const count = Math.min(product.stores.length, MAX_CARD_SKELETONS);
  return count === 0 ? (
    <div className="prices-empty prices-empty--skeleton skeleton" aria-hidden="true" />
  ) : (
    <ul className="prices-cards" aria-hidden="true" data-testid="store-cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="price-card price-card--skeleton">
          <SkeletonLines lines={['title']} />
          <div className="skeleton price-card__badge-skeleton" />
          <div className="skeleton price-card__total-skeleton" />
          <SkeletonLines lines={['medium', 'short', 'medium', 'medium', 'wide', 'short']} />
        </li>
      ))}
    </ul>
  );
};
