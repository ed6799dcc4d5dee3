/**
 * /wishlist/collections/{id}: a collection and its items. Its owner can edit or delete it; a
 * public one opens for anyone with the link, signed out too, read-only and with no word of who
 * owns it. A private collection of someone else, or one that does not exist, is 'Not found'.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useCollectionPage } from '../api/collection-page';
import { useDeleteCollection } from '../api/delete-collection';
import { countText } from '../wishlist-wording';
import { LazyCollectionDialog } from './lazy-dialogs';
import { WishlistItemCard } from './wishlist-item-card';
import '../wishlist.css';

const NotFound = () => (
  <section className="page page--narrow page--center" data-testid="collection-not-found">
    <h1 className="page__title">Not found</h1>
    <p className="page__lead">This collection does not exist, or it is not shared.</p>
    <ButtonLink to="/wishlist" variant="secondary">
      Go to your wishlist
    </ButtonLink>
  </section>
);

export const CollectionPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const page = useCollectionPage(id);
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (page.isPending) {
    return (
      <div className="page container wishlist-page" role="status" aria-label="Loading collection">
        <span className="skeleton skeleton__line skeleton__line--title" />
      </div>
    );
  }
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <NotFound />;
    return (
      <section className="page page--narrow page--center">
        <div className="notice notice--error" role="alert">
          <p>The collection could not be loaded. Please try again.</p>
          <Button variant="secondary" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  }

  const { collection } = page.data;
  const owner = page.data.access === 'owner';
  const deleteIt = () =>
    remove.mutate(collection.id, { onSuccess: () => void navigate('/wishlist?show=collections') });

  return (
    <div className="page container wishlist-page" data-testid="collection-page">
      {owner && (
        <p className="wishlist-page__back">
          <ButtonLink to="/wishlist?show=collections" variant="ghost">
            ← Back to your collections
          </ButtonLink>
        </p>
      )}
      <header className="wishlist-page__header">
        <div>
          <h1 className="page__title">{collection.name}</h1>
          {collection.description && <p className="page__lead">{collection.description}</p>}
          <p className="wishlist-summary">
            {countText(collection.itemCount, 'item', 'items')} ·{' '}
            {collection.isPublic ? 'Public: anyone with the link can see it' : 'Private'}
          </p>
        </div>
        {owner && (
          <div className="wishlist-page__header-actions">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit collection
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete collection
            </Button>
          </div>
        )}
      </header>

      {page.data.items.length === 0 ? (
        <div className="wishlist-empty" data-testid="wishlist-empty">
          <h2>No items in this collection yet</h2>
          {owner && <p>Edit an item on your wishlist to put it in this collection.</p>}
        </div>
      ) : (
        <ul className="wishlist-grid wishlist-grid--grid">
          {page.data.items.map((item) => (
            <li key={item.id}>
              <WishlistItemCard item={item} />
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <LazyCollectionDialog collection={collection} onClose={() => setEditing(false)} />
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this collection?"
          message="Its items stay in your wishlist."
          confirmLabel="Delete collection"
          danger
          pending={remove.isPending}
          onConfirm={deleteIt}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
};
