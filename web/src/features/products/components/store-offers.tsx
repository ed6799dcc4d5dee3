import type { StoreOffer } from '@shop-scanner/shared/products';
import { formatDate, formatPrice, formatUsd } from '../../../lib/format';
import { TrustScoreBadge } from './score-badge';

/** Only web addresses become links: a stored URL is never run as script (javascript:, data:). */
const safeHref = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

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

const OfferCard = ({ offer }: { offer: StoreOffer }) => {
  const href = safeHref(offer.url);
  return (
    <li className="store-offer" data-testid="store-offer">
      <div className="store-offer__head">
        <h3 className="store-offer__store">{offer.name}</h3>
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
        className={
          offer.inStock
            ? 'offer__stock store-offer__stock--in'
            : 'offer__stock store-offer__stock--out'
        }
      >
        {offer.inStock ? 'In Stock' : 'Out of Stock'}
      </p>
      <p className="store-offer__meta">{shippingText(offer)}</p>
      <p className="store-offer__meta">{ratingText(offer)}</p>
      <p className="store-offer__meta">Updated {formatDate(offer.lastUpdated)}</p>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="store-offer__link">
          Visit {offer.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
};

/** The stores that sell the product, as the product carries them (part 2 §3 store offer). */
export const StoreOffers = ({ offers }: { offers: readonly StoreOffer[] }) => (
  <section aria-labelledby="stores-title" className="product-detail__section">
    <h2 id="stores-title">Stores</h2>
    {offers.length === 0 ? (
      <p className="products-muted">No store sells this product yet.</p>
    ) : (
      <ul className="store-offer-list">
        {offers.map((offer) => (
          <OfferCard key={`${offer.name}-${offer.url}`} offer={offer} />
        ))}
      </ul>
    )}
  </section>
);
