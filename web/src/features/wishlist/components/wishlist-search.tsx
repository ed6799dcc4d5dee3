/**
 * The wishlist's search box: product name, notes or tags, any case. It searches on Enter or the
 * button, so each search is one step of the history, not one per letter.
 */
import { useState, type FormEvent } from 'react';
import { WISHLIST_SEARCH_MAX_LENGTH } from '@shop-scanner/shared/wishlist-rules';
import { Button } from '../../../components/ui/button';

export const WishlistSearch = ({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (search: string) => void;
}) => {
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="wishlist-search field" onSubmit={submit}>
      <label htmlFor="wishlist-search" className="field__label">
        Search your wishlist
      </label>
      <div className="wishlist-search__row">
        <input
          id="wishlist-search"
          type="search"
          className="input"
          placeholder="Search names, notes and tags"
          maxLength={WISHLIST_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
};
