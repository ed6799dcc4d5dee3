/**
 * 'Add to wishlist' for the catalogue's cards, the product page and the scan result card. It
 * knows from the wishlist's items whether the product is saved already and says so; a guest is
 * told to sign in, with the way there. Kept small and zod-free: it rides on pages whose first
 * load is near its budget.
 *
 * A grid draws a dozen of these, so each is kept light: a guest's button holds no query at all;
 * a shopper's asks for the saved items only once the browser is idle after the page's first
 * drawing (the answer changes a button's words, nothing the page needs to draw first), and
 * redraws only when its own product's saved state changes, not on every answer.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useSession } from '../../../lib/auth/session-context';
import { isQueuedAnswer } from '../../../lib/offline/saved-offline';
import { toast } from '../../../lib/toast-store';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { useAddWishlistItem } from '../api/add-wishlist-item';
import { wishlistItemsOptions } from '../api/wishlist-items';
import '../wishlist-add.css';

const everyItem = {};

interface ButtonProps {
  productId: string;
  /** Said to screen readers where several buttons share a page (the catalogue's grid). */
  productName?: string;
}

const About = ({ productName }: { productName: string | undefined }) =>
  productName ? <span className="visually-hidden"> ({productName})</span> : null;

const AddButton = ({
  productName,
  onAdd,
  adding,
  disabled,
}: {
  productName: string | undefined;
  onAdd: () => void;
  adding: boolean;
  disabled: boolean;
}) => (
  <Button
    variant="secondary"
    className="wishlist-add"
    onClick={onAdd}
    loading={adding}
    disabled={disabled}
    data-testid="wishlist-add"
  >
    <span aria-hidden="true">♡</span> Add to wishlist
    <About productName={productName} />
  </Button>
);

const GuestButton = ({ productName, loading }: ButtonProps & { loading: boolean }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const onAdd = () =>
    toast.show(wishlistMessages.signInToAdd, 'warning', {
      action: {
        label: 'Sign in',
        run: () => void navigate('/login', { state: { from: location } }),
      },
    });
  // While a stored session is restored, a press would be judged on a guess.
  return <AddButton productName={productName} onAdd={onAdd} adding={false} disabled={loading} />;
};

const ShopperButton = ({ productId, productName }: ButtonProps) => {
  const idle = useBrowserIdle();
  const saved = useQuery({
    ...wishlistItemsOptions(everyItem),
    enabled: idle,
    select: (items) => items.some((item) => item.productId === productId),
  });
  const add = useAddWishlistItem();

  if (saved.data) {
    return (
      <ButtonLink
        to="/wishlist"
        variant="secondary"
        className="wishlist-add wishlist-add--saved"
        data-testid="wishlist-saved"
      >
        <span aria-hidden="true">♥</span> In your wishlist
        <About productName={productName} />
      </ButtonLink>
    );
  }
  // Added without a connection: it waits in the sync queue, and the button says so.
  if (isQueuedAnswer(add.data)) {
    return (
      <Button
        variant="secondary"
        className="wishlist-add wishlist-add--pending"
        disabled
        data-testid="wishlist-pending"
      >
        <span aria-hidden="true">♡</span> Pending sync
        <About productName={productName} />
      </Button>
    );
  }
  return (
    <AddButton
      productName={productName}
      onAdd={() => add.mutate({ productId })}
      adding={add.isPending}
      disabled={false}
    />
  );
};

export const AddToWishlistButton = (props: ButtonProps) => {
  const { state } = useSession();
  return state.status === 'signed-in' ? (
    <ShopperButton {...props} />
  ) : (
    <GuestButton {...props} loading={state.status === 'loading'} />
  );
};
