import type { StoreOffer } from '@shop-scanner/shared/products';
import { formatDate, formatPrice, formatUsd } from '../../lib/format';
import { webHref } from '../../lib/web-address';
import { ButtonLink } from './button';
import { TrustScoreBadge } from './score-badge';

const shippingText = ({ shipping }: StoreOffer) => {
  const cost = shipping.free ? 'Free shipping' : `Shipping ${formatUsd(shipping.cost)}`;
  const days = `${shipping.estimatedDays} ${shipping.estimatedDays === 1 ? 'day' : 'days'}`;
  return `${cost} · arrives in about ${days}`;
};

const ratingText = (offer: StoreOffer) =>
  offer.rating === undefined
    ? 'No rating'
    : `Rated ${offer.rating.toFixed(1)} of 5${
        offer.reviewCount === undefined
          ? ''
          : ` (${offer.reviewCount.toLocaleString('en-US')} ${offer.reviewCount === 1 ? 'review' : 'reviews'})`
      }`;

/**
 * One store's offer (part 1 §2 'Available at', part 2 §3 store offer): name, trust score, price
 * with any original price and discount, stock, shipping, rating, when it was updated, the store's
 * page and the store analyzer. Only a web address becomes a link.
 */
const StoreOfferRow = ({ offer }: { offer: StoreOffer }) => {
  const href = webHref(offer.url);
  return (
    <li className="store-offer" data-testid="store-offer">
      <div className="store-offer__head">
        <p className="store-offer__store">{offer.name}</p>
        <TrustScoreBadge score={offer.trustScore} />
      </div>
      <p className="store-offer__price">
        <strong>{formatPrice(offer.price)}</strong>
        {offer.originalPrice !== undefined && (
          <>
            {' '}
            <s className="store-offer__original">
              <span className="visually-hidden">Was </span>
              {formatPrice(offer.originalPrice)}
            </s>
          </>
        )}
        {offer.discountPercentage !== undefined && (
          <span className="store-offer__discount"> {offer.discountPercentage}% off</span>
        )}
      </p>
      <p
        className={`store-offer__stock ${offer.inStock ? 'store-offer__stock--in' : 'store-offer__stock--out'}`}
      >
        {offer.inStock ? 'In Stock' : 'Out of Stock'}
      </p>
      <p className="store-offer__meta">{shippingText(offer)}</p>
      <p className="store-offer__meta">{ratingText(offer)}</p>
      <p className="store-offer__meta">Updated {formatDate(offer.lastUpdated)}</p>
      {href && (
        <div className="store-offer__links">
          <a href={href} target="_blank" rel="noopener noreferrer" className="store-offer__link">
            Visit {offer.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <ButtonLink
            to={`/analyze?url=${encodeURIComponent(href)}`}
            variant="ghost"
            aria-label={`Analyze store authenticity of ${offer.name}`}
          >
            Analyze store authenticity
          </ButtonLink>
        </div>
      )}
    </li>
  );
};

/**
 * The stores that sell a product, in the order the product carries them. `limit` shows only the
 * first ones (a compact card); the rest are counted, never silently dropped.
 */
export const StoreOfferList = ({
  offers,
  limit,
}: {
  offers: readonly StoreOffer[];
  limit?: number;
}) => {
  if (offers.length === 0) {
    return <p className="muted-text">No store sells this product yet.</p>;
  }
  const shown = limit === undefined ? offers : offers.slice(0, limit);
  return (
    <>
      <ul className="store-offer-list">
        {shown.map((offer) => (
          <StoreOfferRow key={`${offer.name}-${offer.url}`} offer={offer} />
        ))}
      </ul>
      {offers.length > shown.length && (
        <p className="muted-text">
          {shown.length} of {offers.length} stores shown.
        </p>
      )}
    </>
  );
};
