import { matchPath } from 'react-router';
import { lazyPage, type LazyPage } from './page-module';

/** Who may see a page: guests only, signed-in users, or business accounts (app/guards.tsx). */
export type RouteGuard = 'guest' | 'signed-in' | 'business';

export interface PageRoute {
  readonly path: string;
  readonly guard?: RouteGuard;
  readonly page: LazyPage;
}

/**
 * Every route of both spec route tables, in one list from which both the rendered routes
 * (app/router.tsx) and the early start of the opened page's download (`preloadRoute`) are made.
 * Each page is its own lazily loaded module, so a visitor downloads only the page they open.
 */
export const pageRoutes: readonly PageRoute[] = [
  // Public.
  { path: '/', page: lazyPage(() => import('./routes/landing')) },
  { path: '/products', page: lazyPage(() => import('./routes/products')) },
  { path: '/products/:id', page: lazyPage(() => import('./routes/product-detail')) },
  { path: '/pricing', page: lazyPage(() => import('./routes/pricing')) },
  { path: '/support', page: lazyPage(() => import('./routes/support')) },
  { path: '/help/*', page: lazyPage(() => import('./routes/help')) },
  { path: '/terms', page: lazyPage(() => import('./routes/terms')) },
  { path: '/privacy', page: lazyPage(() => import('./routes/privacy')) },
  { path: '/404', page: lazyPage(() => import('./routes/not-found')) },
  // Where a deleted account's session ends (public: the session is over by then).
  { path: '/account-deleted', page: lazyPage(() => import('./routes/account-deleted')) },
  // The wishlist asks a guest to sign in on the page itself; a public collection opens for
  // anyone with its link (a private one says 'Not found').
  { path: '/wishlist', page: lazyPage(() => import('./routes/wishlist')) },
  { path: '/wishlist/collections/:id', page: lazyPage(() => import('./routes/collection')) },

  // Guests only.
  { path: '/login', guard: 'guest', page: lazyPage(() => import('./routes/login')) },
  { path: '/register', guard: 'guest', page: lazyPage(() => import('./routes/register')) },
  {
    path: '/forgot-password',
    guard: 'guest',
    page: lazyPage(() => import('./routes/forgot-password')),
  },

  // Signed in.
  { path: '/scan', guard: 'signed-in', page: lazyPage(() => import('./routes/scan')) },
  { path: '/analyze', guard: 'signed-in', page: lazyPage(() => import('./routes/analyze')) },
  { path: '/profile', guard: 'signed-in', page: lazyPage(() => import('./routes/profile')) },
  {
    path: '/subscription',
    guard: 'signed-in',
    page: lazyPage(() => import('./routes/subscription')),
  },
  // A ticket is its owner's or the support staff's; the inbox tells anyone else it is not theirs.
  {
    path: '/support/ticket/:id',
    guard: 'signed-in',
    page: lazyPage(() => import('./routes/support-ticket')),
  },
  {
    path: '/support/staff',
    guard: 'signed-in',
    page: lazyPage(() => import('./routes/support-staff')),
  },
  // The staff's moderation of community edits, beside the inbox (the page tells others it is not theirs).
  {
    path: '/support/staff/moderation',
    guard: 'signed-in',
    page: lazyPage(() => import('./routes/support-staff-moderation')),
  },

  // Signed in with a business account.
  { path: '/dashboard', guard: 'business', page: lazyPage(() => import('./routes/dashboard')) },
];

/** The route a pathname opens; none for an unknown path (which the router sends to /404). */
export const findPageRoute = (
  pathname: string,
  routes: readonly PageRoute[] = pageRoutes,
): PageRoute | undefined => routes.find((route) => matchPath(route.path, pathname));

/**
 * Starts downloading the page a pathname opens, and returns it. main.tsx calls it while
 * /config.json loads, so the page's code arrives alongside the configuration instead of a round
 * trip after it.
 */
export const preloadRoute = (pathname: string): LazyPage | undefined => {
  const page = findPageRoute(pathname)?.page;
  // `settled`, not `load`: a failure is told by the page itself when it draws, not thrown here.
  void page?.settled();
  return page;
};

/** Whether the page a pathname opens can draw at once (its module is in, or there is none). */
export const isRouteReady = (
  pathname: string,
  routes: readonly PageRoute[] = pageRoutes,
): boolean => {
  const route = findPageRoute(pathname, routes);
  return !route || route.page.loaded() !== undefined;
};
