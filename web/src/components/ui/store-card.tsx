/**
 * One store's offer for a product, the same card wherever a product's stores are listed:
 * the price comparison's store cards, the scan result card's 'Available at' list
 * and the stores shown plainly when a comparison is refused.
 *
 * The card shows what its offer carries and nothing more. A comparison adds the source of the
 * price, the Omnibus check of a claimed discount and the counterfeit warning; a
 * product's own offers have none of them, so a card of one shows none, and a discount it claims
 * is shown as the store's claim, not checked.
 *
 * The classes keep the price comparison's names (`price-card`, `prices-cards`): its loading
 * skeleton (features/prices/components/comparison-skeleton.tsx) draws boxes of the same classes,
 * so the cards that replace them take the same room.
 */
import {
  formatUsd,
  priceSourceLabels,
  shippingCostOf,
  totalCostOf,
} from '@shop-scanner/shared/price-rules';
import type { ComparedOffer } from '@shop-scanner/shared/prices';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { webHref } from '../../lib/web-address';
import { ButtonLink } from './button';
import { TrustScoreBadge } from './score-badge';
import { ratingText, shippingText, updatedText } from './store-card-wording';

/** What the card shows: a store offer with its total cost, and what a comparison adds, if any. */
export type StoreCardOffer = StoreOffer &
  Pick<ComparedOffer, 'totalCost'> &
  Partial<Pick<ComparedOffer, 'source' | 'discountCheck' | 'counterfeitWarning'>>;

/**
 * A product's own store offer as the card takes it: its total cost
 * (docs/prices.md#total-cost-and-best-deal: price plus shipping, zero when free), which needs
 * nothing the offer does not carry.
 */
export const storeCardOfferOf = (offer: StoreOffer): StoreCardOffer => ({
  ...offer,
  totalCost: totalCostOf(offer),
});

const claimsDiscount = (
  offer: StoreCardOffer,
): offer is StoreCardOffer & { originalPrice: number } =>
  offer.originalPrice !== undefined && offer.originalPrice > offer.price;

/**
 * The claimed discount (the Omnibus rule). Checked and confirmed, or not judged yet:
 * shown as the store claims it, with the check's words. A was-price the store was not seen at:
 * called out with the 30-day low, and the discount shown against that low. Not checked at all
 * (a product's own offer): the store's claim, said to be one.
 */
const Discount = ({ offer }: { offer: StoreCardOffer }) => {
  if (!claimsDiscount(offer)) return null;
  const check = offer.discountCheck;
  const claimed = offer.discountPercentage;
  const claim = (
    <p>
      Store&apos;s was-price {formatUsd(offer.originalPrice)}
      {claimed !== undefined && <> (claims {claimed}% off)</>}
    </p>
  );
  if (!check) {
    return (
      <div className="price-card__discount" data-testid="discount">
        {claim}
        <p className="price-card__check price-card__check--unknown">
          Not checked against the store&apos;s prices of the last 30 days here
        </p>
      </div>
    );
  }
  if (check.kind === 'not-seen') {
    const real = check.realDiscountPercentage ?? 0;
    return (
      <div className="price-card__discount price-card__discount--not-seen" data-testid="discount">
        {claim}
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
      <p
        className={`price-card__check${check.kind === 'cannot-judge' ? ' price-card__check--unknown' : ''}`}
      >
        {check.text}
      </p>
    </div>
  );
};

/** The store's name sits under the list's own heading: one level below it. */
export type StoreCardHeadingLevel = 4 | 5;

export interface StoreCardOptions {
  readonly headingLevel?: StoreCardHeadingLevel;
  /** A link to the store analyzer with the offer's page (the scan result card's). */
  readonly analyzeLink?: boolean;
}

/**
 * One store's offer: what it costs in all (total cost = price plus shipping),
 * the price and shipping apart, the discount, rating and reviews, the trust badge, stock, when it
 * was last updated, where the price comes from when known, and the store's page (only a web
 * address becomes a link). The best deal is marked; a counterfeit warning names both facts it
 * rests on.
 */
export const StoreCard = ({
  offer,
  bestDeal = false,
  headingLevel = 4,
  analyzeLink = false,
}: StoreCardOptions & { offer: StoreCardOffer; bestDeal?: boolean }) => {
  const href = webHref(offer.url);
  const shipping = shippingCostOf(offer.shipping);
  const Heading = headingLevel === 5 ? 'h5' : 'h4';
  return (
    <li
      className={`price-card${bestDeal ? ' price-card--best' : ''}`}
      data-testid="store-card"
      data-store={offer.name}
    >
      <div className="price-card__head">
        <Heading className="price-card__store">{offer.name}</Heading>
        {bestDeal && <span className="price-card__best">Best deal</span>}
      </div>
      {offer.source === 'merchant' && (
        // The store itself published this price (its verified offer feed): said before the price.
        <p className="price-card__merchant" data-testid="merchant-price">
          {priceSourceLabels.merchant}
        </p>
      )}
      <TrustScoreBadge score={offer.trustScore} />
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
        {offer.source && <> · Source: {priceSourceLabels[offer.source]}</>}
      </p>
      {href && (
        <div className="price-card__links">
          <a href={href} target="_blank" rel="noopener noreferrer" className="price-card__link">
            Visit {offer.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {analyzeLink && (
            <ButtonLink
              to={`/analyze?url=${encodeURIComponent(href)}`}
              variant="secondary"
              aria-label={`Analyze store authenticity of ${offer.name}`}
            >
              Analyze store authenticity
            </ButtonLink>
          )}
        </div>
      )}
    </li>
  );
};

/** Cards of a product's stores, in the order given; `isBestDeal` marks the comparison's best. */
export const StoreCardList = ({
  offers,
  isBestDeal,
  ...options
}: StoreCardOptions & {
  offers: readonly StoreCardOffer[];
  isBestDeal?: (offer: StoreCardOffer) => boolean;
}) => (
  <ul className="prices-cards">
    {offers.map((offer) => (
      <StoreCard
        key={`${offer.name}-${offer.url}`}
        offer={offer}
        bestDeal={isBestDeal?.(offer) ?? false}
        {...options}
      />
    ))}
  </ul>
);
