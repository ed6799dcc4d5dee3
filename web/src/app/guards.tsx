import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/auth/session-context';
import { FullPageSpinner } from '../components/ui/spinner';
import { readReturnTo } from './return-to';

/** Loaded only when a consumer opens a business page: every page's entry would carry it. */
const BusinessOnlyPage = lazy(() =>
  import('../features/dashboard/components/business-only-page').then((m) => ({
    default: m.BusinessOnlyPage,
  })),
);

/** Signed-in only: a guest goes to /login, which sends them back here afterwards. */
export const RequireAuth = () => {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (state.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
};

/**
 * Business accounts only. Other account types are not sent back to / without a word: they are
 * told that the page is for business accounts and offered the way on (see business-only-page.tsx).
 */
export const RequireBusiness = () => {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (state.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (state.user.type !== 'business')
    return (
      <Suspense fallback={<FullPageSpinner label="Loading" />}>
        <BusinessOnlyPage />
      </Suspense>
    );
  return <Outlet />;
};

/**
 * Guest-only pages (login, register, forgot password). A signed-in user goes to the remembered
 * origin or to /: this is also how a successful login returns the user where they came from.
 */
export const GuestOnly = () => {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner label="Checking your session" />;
  if (state.status === 'signed-in') {
    return <Navigate to={readReturnTo(location.state) ?? '/'} replace />;
  }
  return <Outlet />;
};
