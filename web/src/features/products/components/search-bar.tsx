import { useId, useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@shop-scanner/shared/product-rules';
import { Button } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';

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
  const [draft, setDraft] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" className="search-bar" onSubmit={submit}>
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
          value={draft}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
};
