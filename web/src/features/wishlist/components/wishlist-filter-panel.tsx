/**
 * The wishlist's filters: category, priority, availability, has notes and has a price alert.
 * Each choice applies at once (the URL keeps it).
 */
import { productCategories } from '@shop-scanner/shared/product-rules';
import { wishlistPriorities } from '@shop-scanner/shared/wishlist-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox, SelectField } from '../../../components/ui/field';
import {
  noFilters,
  priorityLabels,
  activeFilterCount,
  type WishlistFilters,
} from '../wishlist-view-state';

export const WishlistFilterPanel = ({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: WishlistFilters;
  onChange: (filters: WishlistFilters) => void;
}) => (
  <fieldset id={id} className="wishlist-filters" data-testid="wishlist-filters">
    <legend className="wishlist-filters__title">Filters</legend>
    <SelectField
      label="Category"
      value={filters.category}
      onChange={(e) =>
        onChange({ ...filters, category: e.target.value as WishlistFilters['category'] })
      }
    >
      <option value="">All categories</option>
      {productCategories.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
    <SelectField
      label="Priority"
      value={filters.priority}
      onChange={(e) =>
        onChange({ ...filters, priority: e.target.value as WishlistFilters['priority'] })
      }
    >
      <option value="">Any priority</option>
      {wishlistPriorities.map((p) => (
        <option key={p} value={p}>
          {priorityLabels[p]}
        </option>
      ))}
    </SelectField>
    <SelectField
      label="Availability"
      value={filters.availability}
      onChange={(e) =>
        onChange({ ...filters, availability: e.target.value as WishlistFilters['availability'] })
      }
    >
      <option value="">In stock or not</option>
      <option value="in-stock">In stock</option>
      <option value="out-of-stock">Out of stock</option>
    </SelectField>
    <Checkbox
      label="Has notes"
      checked={filters.hasNotes}
      onChange={(e) => onChange({ ...filters, hasNotes: e.target.checked })}
    />
    <Checkbox
      label="Has a price alert"
      checked={filters.hasPriceAlert}
      onChange={(e) => onChange({ ...filters, hasPriceAlert: e.target.checked })}
    />
    {activeFilterCount(filters) > 0 && (
      <Button variant="ghost" onClick={() => onChange(noFilters)}>
        Clear filters
      </Button>
    )}
  </fieldset>
);
