import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { User } from '@shop-scanner/shared/user';
import { UserIcon } from '../../components/ui/icons';
import { useHeaderMenu } from './use-header-menu';

/** The signed-in icon menu: Profile, Subscription, Wishlist, Dashboard (business), Sign out. */
export const UserMenu = ({ user, onSignOut }: { user: User; onSignOut: () => void }) => {
  const { open, toggle, close } = useHeaderMenu();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="icon-button user-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <UserIcon />
        <span className="visually-hidden">Account menu for {user.name}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__who">
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </p>
          <ul className="user-menu__list">
            <li>
              <Link to="/profile" onClick={close}>
                Profile
              </Link>
            </li>
            <li>
              <Link to="/subscription" onClick={close}>
                Subscription
              </Link>
            </li>
            <li>
              <Link to="/wishlist" onClick={close}>
                Wishlist
              </Link>
            </li>
            {user.type === 'business' && (
              <li>
                <Link to="/dashboard" onClick={close}>
                  Dashboard
                </Link>
              </li>
            )}
          </ul>
          <button type="button" className="user-menu__signout" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
};
