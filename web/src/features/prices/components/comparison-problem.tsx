import { usageMessages } from '@shop-scanner/shared/messages';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { StoreCardList, storeCardOfferOf } from '../../../components/ui/store-card';
import type { ApiError } from '../../../lib/api-client';

/** What is still free at the limit: the products already compared this month. */
export const COMPARISON_STILL_FREE_NOTE = `${priceMessages.comparisonLimitBanner} Products you already compared this month stay free to refresh, filter and sort.`;

/**
 * The comparison refused at the plan's limit: the server's 429 text (or the spec's),
 * the way on (upgrade, or an account for a guest), and the stores the product page already knows
 * on the same cards, plainly: without the comparison's summary, best deal, checks and filters.
 */
export const ComparisonLimit = ({
  error,
  signedIn,
  stores,
}: {
  /** The refusal, or none when the allowance said so before any request. */
  error: ApiError | undefined;
  signedIn: boolean;
  stores: readonly StoreOffer[];
}) => (
  <>
    <LimitBanner
      feature="crossPlatformSearch"
      signedIn={signedIn}
      message={error?.message || usageMessages.comparisonLimitShort}
      note={COMPARISON_STILL_FREE_NOTE}
      announce
      testId="comparison-limit-banner"
    />
    {stores.length > 0 && (
      <>
        <p className="prices-muted">
          The stores known to sell it, without the comparison&apos;s summary, checks and filters:
        </p>
        <StoreCardList offers={stores.map(storeCardOfferOf)} />
      </>
    )}
  </>
);
