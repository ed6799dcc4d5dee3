import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  noFilters,
  parseViewState,
  toUrlParams,
  type WishlistFilters,
  type WishlistViewState,
} from '../wishlist-view-state';

/**
 * The wishlist page's view read from and written to the URL's query. Each change is a new
 * history entry, so Back returns to the previous search, filters or sort.
 */
export const useWishlistView = () => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseViewState(params), [params]);
  const change = useCallback(
    (patch: Partial<WishlistViewState>) => setParams(toUrlParams({ ...view, ...patch })),
    [setParams, view],
  );
  return {
    view,
    change,
    setFilters: (filters: WishlistFilters) => change(filters),
    clearNarrowing: () => change({ ...noFilters, search: '', collectionId: '' }),
  };
};
