import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/session-context';
import { HeartIcon, HomeIcon, ScanIcon, SearchIcon, UserIcon } from '../../components/ui/icons';
import { ReservedSpace } from '../../components/ui/reserved-space';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bottom-bar__item bottom-bar__item--active' : 'bottom-bar__item';

/** Hidden on the two auth forms, where it would only distract. */
export const BOTTOM_BAR_HIDDEN_ON = ['/login', '/register'];

/** Scan and Wishlist: a signed-in shopper's. */
const shopperItems = (
  <>
    <NavLink to="/scan" className={itemClass}>
      <ScanIcon />
      <span>Scan</span>
    </NavLink>
    <NavLink to="/wishlist" className={itemClass}>
      <HeartIcon />
      <span>Wishlist</span>
    </NavLink>
  </>
);

export const MobileBottomBar = () => {
  const { pathname } = useLocation();
  const { state } = useSession();
  if (BOTTOM_BAR_HIDDEN_ON.includes(pathname)) return null;
  const signedIn = state.status === 'signed-in';
  return (
    <nav aria-label="Quick navigation" className="bottom-bar">
      <NavLink to="/" end className={itemClass}>
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to="/products" className={itemClass}>
        <SearchIcon />
        <span>Search</span>
      </NavLink>
      {signedIn && shopperItems}
      {/* Their room held while a stored session is restored: the other items stay put. */}
      {state.status === 'loading' && <ReservedSpace>{shopperItems}</ReservedSpace>}
      <NavLink to={signedIn ? '/profile' : '/login'} className={itemClass}>
        <UserIcon />
        <span>Profile</span>
      </NavLink>
    </nav>
  );
};
