/**
 * What the wishlist page shows while a list loads and when it failed, shared by its items and its
 * collections.
 */
import { Button } from '../../../components/ui/button';
import { CardSkeleton } from '../../../components/ui/skeleton';

const SKELETON_CARDS = 6;

export const ItemsSkeleton = ({ layout }: { layout: 'grid' | 'list' }) => (
  <div role="status" aria-label="Loading your wishlist">
    <ul className={`wishlist-grid wishlist-grid--${layout}`}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i}>
          <CardSkeleton
            className="wishlist-item wishlist-item--skeleton"
            imageClassName="wishlist-item__image"
            bodyClassName="wishlist-item__body"
            lines={['short', 'wide', 'medium', 'medium', 'short']}
            testId="wishlist-item-skeleton"
          />
        </li>
      ))}
    </ul>
  </div>
);

export const Failed = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <div className="notice notice--error" role="alert">
    <p>{what} could not be loaded. Please try again.</p>
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  </div>
);
