import {
  searchSortFields,
  type SearchSortField,
  type SortDirection,
} from '@shop-scanner/shared/product-rules';

export const sortFieldLabels: Readonly<Record<SearchSortField, string>> = {
  name: 'Name',
  price: 'Price',
  category: 'Category',
  createdAt: 'Date added',
  authenticity: 'Authenticity',
};

const directionWords: Readonly<Record<SortDirection, string>> = {
  asc: 'ascending',
  desc: 'descending',
};

/**
 * The sort menu: one button per field. The chosen one is pressed and shows its
 * direction; choosing it again flips the direction, choosing another starts ascending.
 */
export const SortMenu = ({
  sort,
  direction,
  onSort,
}: {
  sort: SearchSortField;
  direction: SortDirection;
  onSort: (field: SearchSortField) => void;
}) => (
  <div className="sort-menu" role="group" aria-labelledby="sort-menu-label">
    <span id="sort-menu-label" className="sort-menu__label">
      Sort by
    </span>
    {searchSortFields.map((field) => {
      const active = field === sort;
      return (
        <button
          key={field}
          type="button"
          className={active ? 'sort-menu__option sort-menu__option--active' : 'sort-menu__option'}
          aria-pressed={active}
          data-testid={`sort-${field}`}
          onClick={() => onSort(field)}
        >
          {sortFieldLabels[field]}
          {active && (
            <>
              <span aria-hidden="true"> {direction === 'asc' ? '↑' : '↓'}</span>
              <span className="visually-hidden"> ({directionWords[direction]})</span>
            </>
          )}
        </button>
      );
    })}
  </div>
);
