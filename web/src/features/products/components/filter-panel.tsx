import { useId } from 'react';
import { productMessages } from '@shop-scanner/shared/messages';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import {
  Checkbox,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { useProductCategories } from '../api/product-categories';
import { toCategory, type SearchFilters } from '../search-state';
import { authenticityBandLabels } from '@shop-scanner/shared/product-rules';

const priceText = (n: number | undefined) => (n === undefined ? '' : String(n));
const readPrice = (text: string): number | undefined | 'invalid' => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 'invalid';
};

interface PriceRangeText {
  minPrice: string;
  maxPrice: string;
}

/**
 * The price range as typed, checked when applied: each end empty or an amount of 0 or more, the
 * lower end not above the upper. Its one error is the pair's (`range`, shown under both).
 */
const checkPriceRange = ({ minPrice: minText, maxPrice: maxText }: PriceRangeText) => {
  const minPrice = readPrice(minText);
  const maxPrice = readPrice(maxText);
  if (minPrice === 'invalid' || maxPrice === 'invalid') {
    return { ok: false as const, errors: { range: 'Enter prices as numbers of 0 or more' } };
  }
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { ok: false as const, errors: { range: productMessages.priceRangeOrder } };
  }
  return { ok: true as const, data: { minPrice, maxPrice } };
};

/** One end of the price range: an amount of 0 or more in dollars, cents allowed. */
const PriceField = (props: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'step'>) => (
  <TextField type="number" inputMode="decimal" min={0} step="0.01" {...props} />
);

const FilterIcon = () => (
  <Icon width={18} height={18}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

/**
 * The button that shows and hides the filter panel (`controls` is the panel's id), with the
 * count of filters in force, so a collapsed panel never hides that the results are narrowed.
 */
export const FilterToggle = ({
  open,
  activeCount,
  controls,
  onToggle,
}: {
  open: boolean;
  activeCount: number;
  controls: string;
  onToggle: () => void;
}) => (
  <Button
    variant="secondary"
    className="filter-toggle"
    aria-expanded={open}
    aria-controls={controls}
    data-testid="filter-toggle"
    onClick={onToggle}
  >
    <FilterIcon />
    Filters
    {activeCount > 0 && (
      <>
        <span className="filter-toggle__count" aria-hidden="true">
          {activeCount}
        </span>
        <span className="visually-hidden"> ({activeCount} active)</span>
      </>
    )}
  </Button>
);

/**
 * The filter panel: category, price range, in stock only, verified only. The category
 * and the two flags apply at once; the price range applies with its button or Enter, so typing
 * "25" does not search for 2 first. Filters never use one of the plan's searches: only words do.
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
  const prices = useCheckedForm(checkPriceRange, {
    defaultValues: { minPrice: priceText(filters.minPrice), maxPrice: priceText(filters.maxPrice) },
  });
  const priceError = prices.formState.errors.root?.message;
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

  const applyPrices = prices.submitParsed((range) => onChange({ ...filters, ...range }));

  return (
    <section className="panel filter-panel" aria-labelledby="filter-panel-title">
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
          <PriceField label="Min price ($)" {...prices.register('minPrice')} {...priceErrorProps} />
          <PriceField label="Max price ($)" {...prices.register('maxPrice')} {...priceErrorProps} />
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
        // 'Verified' is the badge's green band: said in the badge's own words.
        label={`${authenticityBandLabels.green} only`}
        checked={filters.verified}
        onChange={(e) => onChange({ ...filters, verified: e.target.checked })}
      />
    </section>
  );
};

/**
 * The filter panel with the catalogue's categories, which it asks for itself: their arrival
 * redraws this panel, not the page around it.
 */
export const CatalogueFilterPanel = (
  props: Omit<Parameters<typeof FilterPanel>[0], 'categories'>,
) => {
  const categories = useProductCategories();
  return <FilterPanel {...props} categories={categories.data ?? []} />;
};
