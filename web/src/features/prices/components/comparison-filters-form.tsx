import { useEffect } from 'react';
import { comparisonSortKey, minRatings } from '@shop-scanner/shared/price-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox, SelectField, TextField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import {
  activeFilterCount,
  DEFAULT_COMPARISON_FILTERS,
  minRatingOf,
  readMaxPrice,
  sortOfKey,
  sortOptions,
  type ComparisonFilters,
} from '../comparison-filters';

/** The typed maximum price: empty (no limit) or an amount of 0 or more, up to the spec's cap. */
const checkMaxPrice = ({ maxPrice }: { maxPrice: string }) => {
  const read = readMaxPrice(maxPrice);
  return read.ok
    ? { ok: true as const, data: read.value }
    : { ok: false as const, errors: { maxPrice: read.error } };
};

/** How long the maximum price waits for the shopper to stop typing before it is applied. */
export const MAX_PRICE_DEBOUNCE_MS = 400;

/**
 * The comparison's filters and sort: each choice is applied at once and sent to the
 * server as query parameters; the maximum price once typing pauses (or on leaving the field).
 */
export const ComparisonFiltersForm = ({
  filters,
  onChange,
}: {
  filters: ComparisonFilters;
  onChange: (next: ComparisonFilters) => void;
}) => {
  // Unlike the other forms, the maximum price is checked as it is typed (its error shows at once)
  // and applied when typing pauses; Enter applies it now, or focuses it when it is wrong.
  const { register, setValue, submitParsed, watch } = useCheckedForm(checkMaxPrice, {
    defaultValues: { maxPrice: filters.maxPrice === undefined ? '' : String(filters.maxPrice) },
  });
  const read = checkMaxPrice({ maxPrice: watch('maxPrice') });
  const maxPriceError = read.ok ? undefined : read.errors.maxPrice;

  const valid = read.ok;
  const typed = read.ok ? read.data : undefined;
  const apply = (maxPrice: number | undefined) => {
    if (maxPrice !== filters.maxPrice) onChange({ ...filters, maxPrice });
  };
  const commitMaxPrice = () => {
    if (valid) apply(typed);
  };
  useEffect(() => {
    if (!valid || typed === filters.maxPrice) return undefined;
    const timer = setTimeout(
      () => onChange({ ...filters, maxPrice: typed }),
      MAX_PRICE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [valid, typed, filters, onChange]);

  const set = (patch: Partial<ComparisonFilters>) => onChange({ ...filters, ...patch });
  const count = activeFilterCount(filters);

  return (
    <form
      className="prices-filters"
      aria-label="Filter and sort stores"
      onSubmit={submitParsed(apply)}
      noValidate
    >
      <TextField
        label="Max price ($)"
        hint="Price plus shipping"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={maxPriceError}
        className="prices-filters__max"
        {...register('maxPrice', { onBlur: commitMaxPrice })}
      />
      <SelectField
        label="Minimum rating"
        value={filters.minRating === undefined ? '' : String(filters.minRating)}
        onChange={(e) => set({ minRating: minRatingOf(e.target.value) })}
      >
        <option value="">Any rating</option>
        {minRatings.map((r) => (
          <option key={r} value={r}>
            {r} stars &amp; up
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        value={comparisonSortKey(filters.sort)}
        onChange={(e) => set({ sort: sortOfKey(e.target.value) })}
      >
        {sortOptions.map((o) => (
          <option key={comparisonSortKey(o.sort)} value={comparisonSortKey(o.sort)}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <fieldset className="prices-filters__flags">
        <legend className="visually-hidden">Only stores that</legend>
        <Checkbox
          label="In stock only"
          checked={filters.inStockOnly}
          onChange={(e) => set({ inStockOnly: e.target.checked })}
        />
        <Checkbox
          label="Free shipping"
          checked={filters.freeShipping}
          onChange={(e) => set({ freeShipping: e.target.checked })}
        />
        <Checkbox
          label="Has a real discount"
          checked={filters.hasDiscount}
          onChange={(e) => set({ hasDiscount: e.target.checked })}
        />
      </fieldset>
      {count > 0 && (
        <Button
          variant="ghost"
          className="prices-filters__clear"
          onClick={() => {
            setValue('maxPrice', '');
            onChange({ ...DEFAULT_COMPARISON_FILTERS, sort: filters.sort });
          }}
        >
          Clear filters ({count})
        </Button>
      )}
    </form>
  );
};
