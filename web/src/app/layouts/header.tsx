import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/auth/session-context';
import { ButtonLink } from '../../components/ui/button';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/ui/icons';
import { useHeaderMenu } from './use-header-menu';
import { UserMenu } from './user-menu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link nav-link--active' : 'nav-link';

export const Header = () => {
  const session = useSession();
  const { state } = session;
  const signedIn = state.status === 'signed-in';
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu } = useHeaderMenu();

  const links = (onClick?: () => void) => (
    <>
      <NavLink to="/products" className={navClass} onClick={onClick}>
        Products
      </NavLink>
      {signedIn && (
        <>
          <NavLink to="/scan" className={navClass} onClick={onClick}>
            Scan
          </NavLink>
          <NavLink to="/analyze" className={navClass} onClick={onClick}>
            Analyze
          </NavLink>
        </>
      )}
      <NavLink to="/pricing" className={navClass} onClick={onClick}>
        Pricing
      </NavLink>
    </>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <LogoMark className="brand__mark" />
          <span>Shop Scanner</span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          {links()}
        </nav>
        <div className="site-header__actions">
          {state.status === 'signed-out' && (
            <div className="site-header__guest">
              <ButtonLink to="/login" variant="ghost">
                Sign in
              </ButtonLink>
              <ButtonLink to="/register">Get started</ButtonLink>
            </div>
          )}
          {state.status === 'signed-in' && (
            <UserMenu user={state.user} onSignOut={() => void session.signOut()} />
          )}
          <button
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={toggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu">
          <div className="container mobile-menu__inner">
            {links(closeMenu)}
            {state.status === 'signed-out' && (
              <div className="mobile-menu__auth">
                <ButtonLink to="/login" variant="secondary" block onClick={closeMenu}>
                  Sign in
                </ButtonLink>
                <ButtonLink to="/register" block onClick={closeMenu}>
                  Get started
                </ButtonLink>
              </div>
            )}
          </div>
        </nav>
      )}
    </header>
  );
};
