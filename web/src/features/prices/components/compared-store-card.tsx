import {
  formatUsd,
  priceSourceLabels,
  shippingCostOf,
  type PriceSource,
} from '@shop-scanner/shared/price-rules';
import type { ComparedOffer } from '@shop-scanner/shared/prices';
import { webHref } from '../../../lib/web-address';
import { ratingText, shippingText, updatedText } from '../price-wording';
import { TrustBadge } from './trust-badge';

/**
 * The claimed discount, checked (issue 9 §4, the Omnibus rule). A confirmed one is shown as the
 * store claims it; a was-price the store was not seen at is called out with the 30-day low, and
 * the discount is shown against that low; one the history cannot judge yet says so.
 */
const Discount = ({ offer }: { offer: ComparedOffer }) => {
  const check = offer.discountCheck;
  if (offer.originalPrice === undefined || offer.originalPrice <= offer.price) return null;
  const claimed = offer.discountPercentage;
  if (check?.kind === 'not-seen') {
    const real = check.realDiscountPercentage ?? 0;
    return (
      <div className="price-card__discount price-card__discount--not-seen" data-testid="discount">
        <p>
          Store&apos;s was-price {formatUsd(offer.originalPrice)}
          {claimed !== undefined && <> (claims {claimed}% off)</>}
        </p>
        <p className="price-card__discount-real">
          {real > 0 ? `${real}% below its 30-day low` : 'No real discount'}
        </p>
        <p className="price-card__check" role="note">
          {check.text}
        </p>
      </div>
    );
  }
  return (
    <div className="price-card__discount" data-testid="discount">
      <p>
        <s className="price-card__original">
          <span className="visually-hidden">Was </span>
          {formatUsd(offer.originalPrice)}
        </s>
        {claimed !== undefined && <span className="price-card__off"> {claimed}% off</span>}
      </p>
      {check && (
        <p
          className={`price-card__check${check.kind === 'cannot-judge' ? ' price-card__check--unknown' : ''}`}
        >
          {check.text}
        </p>
      )}
    </div>
  );
};

const sourceText = (source: PriceSource | undefined) =>
  source ? `Source: ${priceSourceLabels[source]}` : undefined;

/**
 * One store's offer in the comparison (part 2 §2 and §3): what it costs in all (total cost = price
 * plus shipping), the price and shipping apart, the checked discount, rating and reviews, the trust
 * badge, stock, when it was last seen, where the price comes from and the store's page; the best
 * deal is marked, and a counterfeit warning names both facts it rests on (issue 9 §4).
 */
export const ComparedStoreCard = ({
  offer,
  bestDeal,
}: {
  offer: ComparedOffer;
  bestDeal: boolean;
}) => {
  const href = webHref(offer.url);
  const shipping = shippingCostOf(offer.shipping);
  const source = sourceText(offer.source);
  return (
    <li
      className={`price-card${bestDeal ? ' price-card--best' : ''}`}
      data-testid="compared-store"
      data-store={offer.name}
    >
      <div className="price-card__head">
        <h4 className="price-card__store">{offer.name}</h4>
        {bestDeal && <span className="price-card__best">Best deal</span>}
      </div>
      <TrustBadge score={offer.trustScore} />
      <p className="price-card__total">
        <span className="price-card__total-label">Total cost</span>{' '}
        <strong data-testid="total-cost">{formatUsd(offer.totalCost)}</strong>
      </p>
      <p className="price-card__breakdown">
        {formatUsd(offer.price)} +{' '}
        {shipping === 0 ? 'free shipping' : `${formatUsd(shipping)} shipping`}
      </p>
      <Discount offer={offer} />
      {offer.counterfeitWarning && (
        <p className="price-card__warning" role="note" data-testid="counterfeit-warning">
          <strong>Possible counterfeit:</strong> {offer.counterfeitWarning.text}
        </p>
      )}
      <p className={`price-card__stock price-card__stock--${offer.inStock ? 'in' : 'out'}`}>
        {offer.inStock ? 'In Stock' : 'Out of Stock'}
      </p>
      <p className="price-card__meta">{shippingText(offer.shipping)}</p>
      <p className="price-card__meta">{ratingText(offer.rating, offer.reviewCount)}</p>
      <p className="price-card__meta">
        <time dateTime={offer.lastUpdated}>{updatedText(offer.lastUpdated)}</time>
        {source && <> · {source}</>}
      </p>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="price-card__link">
          Visit {offer.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
};
