/**
 * A collection: its name linking to /wishlist/collections/{id}, whether it is public, how many
 * items, a preview of 4 of them and 3 of its tags.
 */
import { Link } from 'react-router';
import {
  COLLECTION_PREVIEW_ITEMS,
  COLLECTION_PREVIEW_TAGS,
} from '@shop-scanner/shared/wishlist-rules';
import type { WishlistCollection } from '@shop-scanner/shared/wishlist';
import { countText } from '../wishlist-wording';

export const collectionLink = (id: string) => `/wishlist/collections/${encodeURIComponent(id)}`;

export const CollectionCard = ({ collection }: { collection: WishlistCollection }) => {
  const more = collection.itemCount - Math.min(collection.items.length, COLLECTION_PREVIEW_ITEMS);
  return (
    <article className="wishlist-collection" data-testid="collection-card">
      <div className="wishlist-collection__head">
        <h3 className="wishlist-collection__name">
          <Link to={collectionLink(collection.id)} className="wishlist-collection__link">
            {collection.name}
          </Link>
        </h3>
        <span className={`pill ${collection.isPublic ? 'tone--info' : 'tone--neutral'}`}>
          {collection.isPublic ? 'Public' : 'Private'}
        </span>
      </div>
      {collection.description && (
        <p className="wishlist-collection__description">{collection.description}</p>
      )}
      <p className="wishlist-collection__count">
        {countText(collection.itemCount, 'item', 'items')}
      </p>
      {collection.items.length > 0 && (
        <ul className="wishlist-collection__preview" aria-label="Items">
          {collection.items.slice(0, COLLECTION_PREVIEW_ITEMS).map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
          {more > 0 && <li className="muted-text">and {more} more</li>}
        </ul>
      )}
      {collection.tags.length > 0 && (
        <ul className="wishlist-tags" aria-label="Tags">
          {collection.tags.slice(0, COLLECTION_PREVIEW_TAGS).map((tag) => (
            <li key={tag} className="wishlist-tags__item">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
};
