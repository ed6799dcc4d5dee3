import { storeKey } from '@shop-scanner/shared/price-rules';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import type { PriceComparison } from '@shop-scanner/shared/prices';
import { countOf } from '@shop-scanner/shared/messages';
import { Button } from '../../../components/ui/button';
import { StoreCardList, type StoreCardOffer } from '../../../components/ui/store-card';
import { UnconfirmedReports } from './unconfirmed-reports';

const isBestDeal = (comparison: PriceComparison, offer: StoreCardOffer) =>
  comparison.bestDeal !== null &&
  offer.inStock &&
  storeKey(offer.name) === storeKey(comparison.bestDeal.store) &&
  Math.round(offer.totalCost * 100) === Math.round(comparison.bestDeal.totalCost * 100);

/** The store cards, or 'No Stores Found' with what to do about it. */
export const StoreCards = ({
  comparison,
  filtered,
  onClearFilters,
}: {
  comparison: PriceComparison;
  filtered: boolean;
  onClearFilters: () => void;
}) => (
  <>
    {comparison.stores.length === 0 ? (
      <div className="prices-empty" data-testid="no-stores">
        <h4 className="prices-empty__title">{priceMessages.noStores}</h4>
        {comparison.totalStores > 0 && filtered ? (
          <>
            <p className="prices-muted">
              None of the {countOf(comparison.totalStores, 'store', 'stores')} selling it matches
              these filters.
            </p>
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          </>
        ) : (
          <p className="prices-muted">No store is known to sell this product yet.</p>
        )}
      </div>
    ) : (
      <StoreCardList
        offers={comparison.stores}
        isBestDeal={(offer) => isBestDeal(comparison, offer)}
      />
    )}
    <UnconfirmedReports reports={comparison.unconfirmed} />
  </>
);
