import { useState } from 'react';
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

/**
 * The cards shown before 'Show all': the first few in the chosen order (cheapest first unless
 * the shopper sorts otherwise) answer the question; the rest open on demand, so a product sold
 * by many stores does not make the page many screens long.
 */
export const FIRST_STORE_CARDS = 3;

/** The store cards, or 'No Stores Found' with what to do about it. */
export const StoreCards = ({
  comparison,
  filtered,
  onClearFilters,
}: {
  comparison: PriceComparison;
  filtered: boolean;
  onClearFilters: () => void;
}) => {
  const [all, setAll] = useState(false);
  const hidden = all ? 0 : Math.max(0, comparison.stores.length - FIRST_STORE_CARDS);
  return (
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
        <>
          <StoreCardList
            offers={hidden > 0 ? comparison.stores.slice(0, FIRST_STORE_CARDS) : comparison.stores}
            isBestDeal={(offer) => isBestDeal(comparison, offer)}
          />
          {hidden > 0 && (
            <Button variant="secondary" onClick={() => setAll(true)} data-testid="show-all-stores">
              Show all {comparison.stores.length} stores
            </Button>
          )}
        </>
      )}
      <UnconfirmedReports reports={comparison.unconfirmed} />
    </>
  );
};
