import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/session-context';
import { HeartIcon, HomeIcon, ScanIcon, SearchIcon, UserIcon } from '../../components/ui/icons';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'bottom-bar__item bottom-bar__item--active' : 'bottom-bar__item';

/** Hidden on the two auth forms, where it would only distract (part 1 §2). */
export const BOTTOM_BAR_HIDDEN_ON = ['/login', '/register'];

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
      {signedIn && (
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
      )}
      <NavLink to={signedIn ? '/profile' : '/login'} className={itemClass}>
        <UserIcon />
        <span>Profile</span>
      </NavLink>
    </nav>
  );
};
