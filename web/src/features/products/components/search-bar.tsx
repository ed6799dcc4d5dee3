import { useId } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop-scanner/shared/product-rules';
import { Button } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';
import { useCheckedForm } from '../../../lib/use-checked-form';

/** Any words may be searched (the box's length is capped); the server reads them its own way. */
const takeQuery = ({ query }: { query: string }) => ({ ok: true as const, data: query });

/**
 * The search box. It searches on Enter or the button, not while typing: each distinct query may
 * use one of the plan's searches, so half-typed words must not reach the server. The parent
 * remounts it (key) when the URL's query changes, so the box always starts from the URL.
 */
export const SearchBar = ({
  initialQuery,
  onSearch,
}: {
  initialQuery: string;
  onSearch: (query: string) => void;
}) => {
  const id = useId();
  const { register, submitParsed } = useCheckedForm(takeQuery, {
    defaultValues: { query: initialQuery },
  });
  return (
    <form role="search" className="search-bar" onSubmit={submitParsed(onSearch)}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <div className="search-bar__field">
        <SearchIcon className="search-bar__icon" />
        <input
          id={id}
          type="search"
          className="input search-bar__input"
          // Short enough to show whole in the box at 375 px, beside the Search button.
          placeholder="Name, brand or barcode"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          {...register('query')}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
};
