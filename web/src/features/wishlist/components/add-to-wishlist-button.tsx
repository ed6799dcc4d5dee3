/**
 * 'Add to wishlist' for the catalogue's cards, the product page and the scan result card. It
 * knows from the wishlist's items whether the product is saved already and says so; a guest is
 * told to sign in, with the way there. Kept small and zod-free: it rides on pages whose first
 * load is near its budget.
 */
import { useLocation, useNavigate } from 'react-router';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useSession } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { useAddWishlistItem } from '../api/add-wishlist-item';
import { useWishlistItems } from '../api/wishlist-items';
import '../wishlist-add.css';

const everyItem = {};

export const AddToWishlistButton = ({
  productId,
  productName,
}: {
  productId: string;
  /** Said to screen readers where several buttons share a page (the catalogue's grid). */
  productName?: string;
}) => {
  const { state } = useSession();
  const signedIn = state.status === 'signed-in';
  const navigate = useNavigate();
  const location = useLocation();
  const items = useWishlistItems(everyItem, signedIn);
  const add = useAddWishlistItem();
  const saved = items.data?.some((item) => item.productId === productId) ?? false;
  const about = productName ? <span className="visually-hidden"> ({productName})</span> : null;

  if (saved) {
    return (
      <ButtonLink
        to="/wishlist"
        variant="secondary"
        className="wishlist-add wishlist-add--saved"
        data-testid="wishlist-saved"
      >
        <span aria-hidden="true">♥</span> In your wishlist{about}
      </ButtonLink>
    );
  }

  const onAdd = () => {
    if (!signedIn) {
      toast.show(wishlistMessages.signInToAdd, 'warning', {
        action: {
          label: 'Sign in',
          run: () => void navigate('/login', { state: { from: location } }),
        },
      });
      return;
    }
    add.mutate({ productId });
  };

  return (
    <Button
      variant="secondary"
      className="wishlist-add"
      onClick={onAdd}
      loading={add.isPending}
      // While a stored session is restored, a press would be judged on a guess.
      disabled={state.status === 'loading'}
      data-testid="wishlist-add"
    >
      <span aria-hidden="true">♡</span> Add to wishlist{about}
    </Button>
  );
};
