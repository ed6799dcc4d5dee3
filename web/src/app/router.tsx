import { Suspense, use, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { GuestOnly, RequireAuth, RequireBusiness } from './guards';
import type { LazyPage } from './page-module';
import { pageRoutes, type PageRoute, type RouteGuard } from './route-table';
import { RouteErrorBoundary } from './route-error-boundary';

const guards: Record<RouteGuard, () => ReactElement> = {
  guest: GuestOnly,
  'signed-in': RequireAuth,
  business: RequireBusiness,
};

/**
 * A page, drawn once its module is in. Until then it suspends: in a navigation the page on screen
 * stays (TransitionRouter), on the first load the spinner of `AppRoutes` shows.
 */
const LazyPageView = ({ page }: { page: LazyPage }) => {
  const { Component } = page.loaded() ?? use(page.load());
  return <Component />;
};

const pageRoute = ({ path, page }: PageRoute) => (
  <Route key={path} path={path} element={<LazyPageView page={page} />} />
);

/**
 * The routes of the table, each page inside its guard, inside `layout` (which renders the page
 * where it puts an `<Outlet />`); any other path goes to /404.
 *
 * Should a page's module not be in when the routes first draw, a full-page spinner shows, not the
 * layout: the header would otherwise draw first and the page after it. (main.tsx waits for the
 * opened page's module before the first render, so a shopper does not see it.) Should the layout
 * itself fail to draw, the error shows alone.
 */
export const AppRoutes = ({
  layout,
  routes = pageRoutes,
}: {
  layout: ReactElement;
  routes?: readonly PageRoute[];
}) => {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route element={layout}>
            {routes.filter((route) => !route.guard).map(pageRoute)}
            {(Object.keys(guards) as RouteGuard[]).map((guard) => {
              const Guard = guards[guard];
              return (
                <Route key={guard} element={<Guard />}>
                  {routes.filter((route) => route.guard === guard).map(pageRoute)}
                </Route>
              );
            })}
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
};
