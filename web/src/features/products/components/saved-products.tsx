import { formatNumber } from '@shop-scanner/shared/en-us-format';
import { SavedCopyNote } from '../../../components/ui/saved-copy-note';
import { Spinner } from '../../../components/ui/spinner';
import {
  OFFLINE_PRODUCT_LIST_SIZE,
  OFFLINE_SEARCH_SIZE,
} from '../../../lib/offline/offline-constants';
import { useSavedProducts } from '../api/saved-products';
import { ProductGrid } from './product-card';

const onDevice = (n: number) =>
  `${formatNumber(n)} ${n === 1 ? 'product' : 'products'} found on this device`;

/**
 * /products without a connection: the products saved on this device, the newest first, or those
 * of the newest saved that hold every word of the search. It says what it is showing, and that
 * the filters and the sort, which only the catalogue can apply, are not applied.
 */
export const SavedProducts = ({ words, narrowed }: { words: string; narrowed: boolean }) => {
  const saved = useSavedProducts(words, true);
  const searching = words.trim() !== '';
  return (
    <section
      aria-labelledby="saved-products-title"
      className="products-results"
      data-testid="saved-products"
    >
      <div className="products-results__header">
        <h2 id="saved-products-title">{searching ? 'Search Results' : 'Saved on this device'}</h2>
        {saved.data && searching && (
          <p className="products-results__count" data-testid="results-count">
            {onDevice(saved.data.length)}
          </p>
        )}
      </div>
      <SavedCopyNote>
        {searching
          ? `Searching the ${OFFLINE_SEARCH_SIZE} products saved most recently on this device, not the catalogue.`
          : `Showing the products saved on this device (the ${OFFLINE_PRODUCT_LIST_SIZE} most recent), not the catalogue.`}{' '}
        Their prices may have changed since they were saved.
      </SavedCopyNote>
      {narrowed && (
        <p className="notice" data-testid="offline-filters-note">
          Filters and sorting need a connection: they are not applied to saved products.
        </p>
      )}
      {saved.isPending ? (
        <Spinner label="Reading saved products" />
      ) : !saved.data || saved.data.length === 0 ? (
        <div className="products-empty">
          <h3>{searching ? 'No saved products match' : 'No products saved on this device'}</h3>
          <p>
            {searching
              ? 'Offline, only the products saved on this device can be searched.'
              : 'Products you open while online are saved here for 7 days.'}
          </p>
        </div>
      ) : (
        <ProductGrid products={saved.data} />
      )}
    </section>
  );
};
