import { useId, useState, type FormEvent } from 'react';
import { productMessages } from '@shop-scanner/shared/messages';
import { Button } from '../../../components/ui/button';
import {
  Checkbox,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../../components/ui/field';
import { toCategory, type SearchFilters } from '../search-state';

const priceText = (n: number | undefined) => (n === undefined ? '' : String(n));
const readPrice = (text: string): number | undefined | 'invalid' => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 'invalid';
};

/** One end of the price range: an amount of 0 or more in dollars, cents allowed. */
const PriceField = ({
  onChange,
  ...props
}: { label: string; value: string; onChange: (text: string) => void } & Pick<
  TextFieldProps,
  'aria-invalid' | 'aria-describedby'
>) => (
  <TextField
    type="number"
    inputMode="decimal"
    min={0}
    step="0.01"
    onChange={(e) => onChange(e.target.value)}
    {...props}
  />
);

/**
 * The filter panel (part 2 §5): category, price range, in stock only, verified only. The category
 * and the two flags apply at once; the price range applies with its button or Enter, so typing
 * "25" does not search for 2 first (each distinct filter set may use one of the plan's searches).
 * The parent remounts it (key) when the URL's filters change, so the drafts start from the URL.
 */
export const FilterPanel = ({
  filters,
  categories,
  onChange,
}: {
  filters: SearchFilters;
  categories: readonly string[];
  onChange: (filters: SearchFilters) => void;
}) => {
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const [priceError, setPriceError] = useState<string>();
  // The range's error belongs to both prices (min above max is neither's fault alone): one
  // message under the pair, referenced by each input.
  const priceErrorId = useId();
  const priceErrorProps = priceError
    ? { 'aria-invalid': true, 'aria-describedby': priceErrorId }
    : {};

  // The URL's category stays selectable even if the list has not loaded or no longer holds it.
  const options =
    filters.category && !categories.includes(filters.category)
      ? [filters.category, ...categories]
      : categories;

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = readPrice(minText);
    const maxPrice = readPrice(maxText);
    if (minPrice === 'invalid' || maxPrice === 'invalid') {
      setPriceError('Enter prices as numbers of 0 or more');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError(productMessages.priceRangeOrder);
      return;
    }
    setPriceError(undefined);
    onChange({ ...filters, minPrice, maxPrice });
  };

  return (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <h2 id="filter-panel-title" className="filter-panel__title">
        Filters
      </h2>
      <SelectField
        label="Category"
        value={filters.category ?? ''}
        onChange={(e) => {
          onChange({ ...filters, category: toCategory(e.target.value) });
        }}
      >
        <option value="">All categories</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <form className="filter-panel__prices" onSubmit={applyPrices} aria-label="Price range">
        <div className="filter-panel__price-fields">
          <PriceField
            label="Min price ($)"
            value={minText}
            onChange={setMinText}
            {...priceErrorProps}
          />
          <PriceField
            label="Max price ($)"
            value={maxText}
            onChange={setMaxText}
            {...priceErrorProps}
          />
        </div>
        {priceError && (
          <p id={priceErrorId} className="field__error" role="alert">
            {priceError}
          </p>
        )}
        <Button type="submit" variant="secondary">
          Apply price
        </Button>
      </form>
      <Checkbox
        label="In stock only"
        checked={filters.inStock}
        onChange={(e) => onChange({ ...filters, inStock: e.target.checked })}
      />
      <Checkbox
        label="Verified only"
        checked={filters.verified}
        onChange={(e) => onChange({ ...filters, verified: e.target.checked })}
      />
    </section>
  );
};
