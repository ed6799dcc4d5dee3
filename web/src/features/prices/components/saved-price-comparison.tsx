import type { Product } from '@shop-scanner/shared/products';
import { SavedCopyNote, savedOn } from '../../../components/ui/saved-copy-note';
import { useSavedPriceComparison } from '../api/saved-price-comparison';
import { storeNamesOf } from '../store-names';
import { ComparisonSummary } from './comparison-summary';
import { ReportPrice } from './report-price';
import { StoreCards } from './stores-panel';

const noFilters = () => undefined;

/**
 * The section without a connection: the comparison saved on this device when the product was last
 * compared, as it was then and saying so, or plainly that comparing needs a connection. The trend
 * and the alerts need the API, so they are not offered. A price report is: the shopper in a shop
 * without signal is the one who sees the price, and the report waits in the sync queue.
 */
export const SavedPriceComparison = ({
  product,
  signedIn,
}: {
  product: Product;
  signedIn: boolean;
}) => {
  const saved = useSavedPriceComparison(product.id, true);
  return (
    <section
      aria-labelledby="prices-title"
      className="product-detail__section prices"
      data-testid="saved-price-comparison"
      aria-busy={saved.isPending || undefined}
    >
      <header className="prices-header">
        <div className="prices-header__text">
          <h2 id="prices-title">Price comparison</h2>
        </div>
      </header>
      {saved.data ? (
        <>
          <SavedCopyNote>
            These are the stores’ prices as compared on {savedOn(saved.data.cachedAt)}, saved on
            this device. They may have changed since.
          </SavedCopyNote>
          <ComparisonSummary comparison={saved.data.comparison} />
          <div className="prices-stores">
            <StoreCards
              comparison={saved.data.comparison}
              filtered={false}
              onClearFilters={noFilters}
            />
          </div>
        </>
      ) : (
        !saved.isPending && (
          <p className="prices-muted" data-testid="comparison-needs-connection">
            You are offline. Comparing prices, the price trend and price alerts need a connection;
            no comparison of this product was saved on this device.
          </p>
        )
      )}
      <ReportPrice
        productId={product.id}
        storeNames={storeNamesOf(product.stores)}
        signedIn={signedIn}
      />
    </section>
  );
};
