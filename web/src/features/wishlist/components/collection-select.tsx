/**
 * The items' collection selector. It reads the collections itself, so that their answer redraws
 * this select and not the page's cards.
 */
import { SelectField } from '../../../components/ui/field';
import { useWishlistCollections } from '../api/wishlist-collections';

export const CollectionSelect = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (collectionId: string) => void;
}) => {
  const collections = useWishlistCollections();
  return (
    <SelectField label="Collection" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All items</option>
      {(collections.data ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
      {/* A collection in the URL that is not (yet) in the list still reads as chosen. */}
      {value !== '' && collections.data && !collections.data.some((c) => c.id === value) && (
        <option value={value}>A collection not found</option>
      )}
    </SelectField>
  );
};
